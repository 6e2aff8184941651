/**
 * `npm run bench` (issue 4 "Performance", issue 11 "A 1,000-card board"): on a fresh local stack, a
 * workspace of 20 stages × 50 cards and one of a single stage of 1,000 cards due this month; prints
 * p50/p99 latency of opening the board, of loading every card of the 20 × 50 board (the workspace, then
 * each column's rest in one page of 50: 1 + 20 requests), of the 1,000-card month of the calendar (and
 * its answer's size), of the iCal feed of 2,000 cards (./calendar-feed.ts, issue 28), and of moving a card through the gateway, with how many DynamoDB requests each
 * costs (counted by SDK middleware, functions/src/lib/aws/dynamodb.ts); confirm → thumbnail for a 5 MB
 * JPEG and a 20-page PDF (./content-renditions.ts); the realtime fan-out of a move to
 * 50 WebSocket clients on one board (./live-fan-out.ts); a pin seen by another user (./live-pins.ts,
 * issue 26); then both boards and the calendar
 * in Chromium (./board-browser.ts), and the proofing viewer's first PDF page and frames with 200 pins
 * (./proofing-viewer.ts, issue 26). First, each Lambda's bundle size and module init time
 * (./lambda-bundles.ts, issue 11). Issue 27: every card through the whole-board route (the 20 × 50 board
 * and the 1,000-card stage, beside its 20 pages), a card's popup in one request against the five it
 * replaces, and opening a card in Chromium cold, hovered and warm (./card-open.ts); each line with the
 * load average. Issue 28: a month's time report of 10,000 entries, API and Chromium (./reports.ts).
 * Issue 29: a webhook's latency from the change's response to a local receiver, and a 1,000-event burst (./webhooks.ts).
 * Speed targets live here, not in timed tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { getUserByEmail } from '../../functions/src/data/users';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard } from '../../functions/src/data/cards';
import { REPO_ROOT, startLocalStack } from '../../infra/local/stack';
import { benchBoardInBrowser, percentile } from './board-browser';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLiveFanOut } from './live-fan-out';
import { benchContentRenditions } from './content-renditions';
import { benchCalendarFeed } from './calendar-feed';
import { benchApiKeyAuthorization } from './api-keys';
import { benchCardOpen } from './card-open';
import { benchTimeReport } from './reports';
import { loadavg } from 'node:os';
import { benchLivePinsOnStack } from './live-pins';
import { benchProofingViewer } from './proofing-viewer';
import { benchWebhooks } from './webhooks';
import { backdateMembership } from '../support/memberships';
import { dollarsPerAction, startMeter } from '../cost/meter';

const STAGES = 20;
const CARDS_PER_STAGE = 50;
const BIG_STAGE_CARDS = 1000;
/** The rest of a column after its first page, in one page (web board-state.ts `nextCardsPage`). */
const REST_PAGE = 50;
const RUNS = 50;

// Before the local stack starts, so its processes do not slow the imports being timed.
await benchLambdaBundles();

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'bench@example.com';
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.serverClientId,
      Username: email,
      Password: 'Password1',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
  const user = (await getUserByEmail(email))!;

  console.log(`Seeding ${STAGES} stages × ${CARDS_PER_STAGE} cards…`);
  const workspace = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Bench',
    ownerId: user.user_id,
  });
  const stages: Array<{ id: string; cards: string[] }> = [];
  for (let s = 0; s < STAGES; s++) {
    const stage = await createStage(workspace.workspace_id, {
      name: `Stage ${s + 1}`,
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: true,
      require_approval_from_client: false,
    });
    const cards: string[] = [];
    for (let c = 0; c < CARDS_PER_STAGE; c++) {
      cards.push(
        (
          await createCard(workspace.workspace_id, {
            name: `Card ${s + 1}.${c + 1}`,
            stageId: stage.stage_id,
            createdBy: user.user_id,
          })
        ).card_id,
      );
    }
    stages.push({ id: stage.stage_id, cards });
  }

  // A month of 1,000 due-dated cards in one stage: the big board and the calendar (this month, UTC).
  console.log(`Seeding 1 stage × ${BIG_STAGE_CARDS} cards due this month…`);
  const big = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Bench 1000',
    ownerId: user.user_id,
  });
  const bigStage = await createStage(big.workspace_id, {
    name: 'Everything',
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: true,
    require_approval_from_client: false,
  });
  const now = new Date();
  const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  const bigCards: string[] = [];
  for (let c = 0; c < BIG_STAGE_CARDS; c++) {
    const dueDate = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1 + (c % daysInMonth), 12),
    ).toISOString();
    bigCards.push(
      (
        await createCard(big.workspace_id, {
          name: `Big card ${c + 1}`,
          stageId: bigStage.stage_id,
          dueDate,
          createdBy: user.user_id,
        })
      ).card_id,
    );
  }
  const month = now.toISOString().slice(0, 10);
  // As for a member who joined before signing in (the usual case): the board's session check reads the
  // cutoff on the membership, not the user item (decisions S26).
  for (const { workspace_id } of [workspace, big]) await backdateMembership(workspace_id, user.user_id);

  const session = (await (
    await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    })
  ).json()) as { data: { access_token: string } };
  const headers = { authorization: `Bearer ${session.data.access_token}`, 'content-type': 'application/json' };

  /**
   * `op` answers its HTTP responses (all must be ok); prints latency, DynamoDB requests, HTTP requests and
   * the dollars per action at list prices (tests/cost; issue 39) per run.
   */
  const measure = async (label: string, op: (i: number) => Promise<Response | Response[]>, runs = RUNS) => {
    const times: number[] = [];
    const counts: number[] = [];
    let calls = 0;
    let bytes = 0;
    let answered = 0;
    const meter = startMeter();
    for (let i = 0; i < runs; i++) {
      let requests = 0;
      const stop = onDynamoRequest(() => (requests += 1));
      const started = performance.now();
      const answers = [await op(i)].flat();
      const bodies = await Promise.all(answers.map((res) => res.text()));
      times.push(performance.now() - started);
      stop();
      const failed = answers.findIndex((res) => !res.ok);
      if (failed >= 0) throw new Error(`${label} failed: ${answers[failed].status} ${bodies[failed]}`);
      counts.push(requests);
      calls = answers.length;
      bytes = bodies.reduce((sum, b) => sum + Buffer.byteLength(b), 0);
      answered += bytes;
    }
    const cost = dollarsPerAction(meter.stop(), runs, answered / runs);
    console.log(
      `${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   ` +
        `HTTP requests ${calls}   DynamoDB requests ${Math.min(...counts)}–${Math.max(...counts)}   answer ${(bytes / 1024).toFixed(0)} KB   ` +
        `$${cost.toFixed(7)} each   load ${loadavg()[0].toFixed(1)}`,
    );
  };

  const api = (path: string) => fetch(`${stack.url}/api/v1${path}`, { headers });
  await measure('open board', () => api(`/workspaces/${workspace.workspace_id}`));
  await measure('open 1,000-card board', () => api(`/workspaces/${big.workspace_id}`));
  await measure(
    'load every card',
    async () => {
      const opened = await api(`/workspaces/${workspace.workspace_id}`);
      const detail = (await opened.clone().json()) as {
        data: { stages: Array<{ id: string; paging: { has_next_page: boolean } }> };
      };
      const rest = await Promise.all(
        detail.data.stages
          .filter((s) => s.paging.has_next_page)
          .map((s) =>
            api(`/workspaces/${workspace.workspace_id}/stages/${s.id}/list_data?page=1&per_page=${REST_PAGE}`),
          ),
      );
      return [opened, ...rest];
    },
    20,
  );
  // Issue 27: every card in one request (GET …/cards: one Query chain per stage, in parallel), beside the
  // 50-card pages above; and a 1,000-card stage page by page as the board's "Load more" reads it.
  await measure('every card, whole route', () => api(`/workspaces/${workspace.workspace_id}/cards`), 20);
  await measure(
    '1,000-card stage, pages',
    async () => {
      const answers: Response[] = [];
      for (let page = 1; page <= BIG_STAGE_CARDS / REST_PAGE; page++)
        answers.push(
          await api(
            `/workspaces/${big.workspace_id}/stages/${bigStage.stage_id}/list_data?page=${page}&per_page=${REST_PAGE}`,
          ),
        );
      return answers;
    },
    5,
  );
  await measure(
    '1,000-card stage, whole',
    () => api(`/workspaces/${big.workspace_id}/cards?stage_id=${bigStage.stage_id}`),
    20,
  );
  await measure(
    'calendar, 1,000 cards',
    () => api(`/stages/calendar_data?workspace_id=${big.workspace_id}&date=${month}`),
    20,
  );
  // Issue 28: the iCal feed of the user's 2,000 dated cards (this month's 1,000 and 1,000 more).
  await benchCalendarFeed({
    url: stack.url,
    userId: user.user_id,
    organizationId: user.personal_organization_id!,
    workspaceCount: 2,
  });
  // Issue 29: a personal API key adds at most one DynamoDB request (the authorizer's UpdateItem).
  await benchApiKeyAuthorization({
    url: stack.url,
    userId: user.user_id,
    workspaceId: workspace.workspace_id,
    authorization: headers.authorization,
  });
  await measure('move a card', (i) => {
    // Move the first card of stage i to the second slot of stage i+1, as the board would post it.
    const from = stages[i % STAGES];
    const to = stages[(i + 1) % STAGES];
    const cardId = from.cards.shift()!;
    to.cards.splice(1, 0, cardId);
    const query = `type=content_group&content_drag_id=${cardId}&source_stage_id=${from.id}&destination_stage_id=${to.id}`;
    return fetch(`${stack.url}/api/v1/workspaces/${workspace.workspace_id}/sort?${query}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        stages: [
          { id: from.id, content_group_ids: from.cards },
          { id: to.id, content_group_ids: to.cards },
        ],
      }),
    });
  });
  cognito.destroy();

  // Issue 27: a card's popup through the API, one request against the five it replaces.
  const popupCard = stages[STAGES - 1].cards[CARDS_PER_STAGE - 1];
  const cardPath = `/workspaces/${workspace.workspace_id}/content_groups/${popupCard}`;
  await measure('open a card, 5 routes', () =>
    Promise.all([
      api(cardPath),
      api(`${cardPath}/contents`),
      api(`${cardPath}/contents/new`),
      api(`${cardPath}/lists`),
      api(`${cardPath}/comments?chat_status=team&show_activities=true&per_page=10`),
    ]),
  );
  await measure('open a card, popup route', () => api(`${cardPath}/popup`));

  await benchContentRenditions({
    url: stack.url,
    token: session.data.access_token,
    workspaceId: workspace.workspace_id,
    cardId: stages[0].cards[0],
  });

  // 50 WebSocket clients on the 20 × 50 board: a move's event at every client (issue 15, goal p95 ≤ 500 ms).
  await benchLiveFanOut({
    url: stack.url,
    token: session.data.access_token,
    workspaceId: workspace.workspace_id,
    stages,
  });

  // A pin made by one user, seen by another (a guest) on the card channel (issue 26, goal p95 ≤ 500 ms).
  await benchLivePinsOnStack(stack, session.data.access_token, workspace.workspace_id, stages[1].cards[0]);
  await benchWebhooks({
    url: stack.url,
    token: session.data.access_token,
    organizationId: user.personal_organization_id!,
    userId: user.user_id,
  });

  const workspacePath = (id: string) => `/organizations/${user.personal_organization_id}/workspaces/${id}`;
  await benchBoardInBrowser(
    { url: stack.url, email, password: 'Password1' },
    [
      {
        label: '20 × 50',
        boardPath: `${workspacePath(workspace.workspace_id)}/board`,
        stageCount: STAGES,
        firstPage: 10,
        moves: true,
      },
      {
        label: '1 × 1,000',
        boardPath: `${workspacePath(big.workspace_id)}/board`,
        stageCount: 1,
        firstPage: 10,
        loadAll: true,
      },
    ],
    { label: '1,000 cards', path: `${workspacePath(big.workspace_id)}/calendar` },
    join(REPO_ROOT, 'web', 'dist'),
  );

  // The proofing viewer (issue 26): first page of a 20-page PDF, and frames with 200 pins, on a card of
  // its own (live-pins uses the first card of stage 2).
  const proofCard = stages[2].cards[0];
  await benchProofingViewer({
    url: stack.url,
    token: session.data.access_token,
    email,
    password: 'Password1',
    cardPath: `${workspacePath(workspace.workspace_id)}/content/${proofCard.replace(/-/g, '')}-proof`,
    workspaceId: workspace.workspace_id,
    cardId: proofCard,
    webDist: join(REPO_ROOT, 'web', 'dist'),
  });

  // Issue 27: opening a dressed card in Chromium, cold, hovered and warm (./card-open.ts).
  const cardsWorkspace = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Bench cards',
    ownerId: user.user_id,
  });
  const cardsStage = await createStage(cardsWorkspace.workspace_id, {
    name: 'Review',
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: true,
    require_approval_from_client: false,
  });
  const openCards: string[] = [];
  for (let c = 0; c < 8; c++)
    openCards.push(
      (
        await createCard(cardsWorkspace.workspace_id, {
          name: `Open me ${c + 1}`,
          stageId: cardsStage.stage_id,
          createdBy: user.user_id,
        })
      ).card_id,
    );
  await backdateMembership(cardsWorkspace.workspace_id, user.user_id);
  await benchCardOpen({
    session: { url: stack.url, email, password: 'Password1' },
    token: session.data.access_token,
    boardPath: `${workspacePath(cardsWorkspace.workspace_id)}/board`,
    workspaceId: cardsWorkspace.workspace_id,
    cardIds: openCards,
    webDist: join(REPO_ROOT, 'web', 'dist'),
  });

  // A month's time report of 10,000 entries (issue 28), API and Chromium.
  await benchTimeReport({
    url: stack.url,
    token: session.data.access_token,
    email,
    password: 'Password1',
    userId: user.user_id,
    organizationId: user.personal_organization_id!,
    workspaces: [
      { id: workspace.workspace_id, cardIds: stages.flatMap((s) => s.cards) },
      { id: big.workspace_id, cardIds: bigCards },
    ],
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

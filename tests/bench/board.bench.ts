/**
 * `npm run bench` (issue 4 "Performance"): a workspace of 20 stages × 50 cards on a fresh local stack;
 * prints p50/p99 latency of opening the board and of moving a card through the gateway, and how many
 * DynamoDB requests each costs (counted by SDK middleware, functions/src/lib/aws/clients.ts); then the
 * same board in Chromium (./board-browser.ts). First, each Lambda's bundle size and module init time
 * (./lambda-bundles.ts, issue 11). Speed targets live here, not in timed tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { onDynamoRequest } from '../../functions/src/lib/aws/clients';
import { getUserByEmail } from '../../functions/src/data/users';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard } from '../../functions/src/data/cards';
import { REPO_ROOT, startLocalStack } from '../../infra/local/stack';
import { benchBoardInBrowser, percentile } from './board-browser';
import { benchLambdaBundles } from './lambda-bundles';

const STAGES = 20;
const CARDS_PER_STAGE = 50;
const RUNS = 50;

// Before the local stack starts, so its processes do not slow the imports being timed.
await benchLambdaBundles();

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'bench@example.com';
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(new SignUpCommand({ ClientId: stack.cognito.serverClientId, Username: email, Password: 'Password1', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
  const user = (await getUserByEmail(email))!;

  console.log(`Seeding ${STAGES} stages × ${CARDS_PER_STAGE} cards…`);
  const workspace = await createWorkspace({ organizationId: user.personal_organization_id!, name: 'Bench', ownerId: user.user_id });
  const stages: Array<{ id: string; cards: string[] }> = [];
  for (let s = 0; s < STAGES; s++) {
    const stage = await createStage(workspace.workspace_id, { name: `Stage ${s + 1}`, enable_revision: false, enable_timestamp: false, visible_to_client: true, require_approval_from_client: false });
    const cards: string[] = [];
    for (let c = 0; c < CARDS_PER_STAGE; c++) {
      cards.push((await createCard(workspace.workspace_id, { name: `Card ${s + 1}.${c + 1}`, stageId: stage.stage_id, createdBy: user.user_id })).card_id);
    }
    stages.push({ id: stage.stage_id, cards });
  }

  const session = (await (await fetch(`${stack.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Password1' }) })).json()) as { data: { access_token: string } };
  const headers = { authorization: `Bearer ${session.data.access_token}`, 'content-type': 'application/json' };

  const measure = async (label: string, op: (i: number) => Promise<Response>) => {
    const times: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let requests = 0;
      const stop = onDynamoRequest(() => (requests += 1));
      const started = performance.now();
      const res = await op(i);
      times.push(performance.now() - started);
      stop();
      if (!res.ok) throw new Error(`${label} failed: ${res.status} ${await res.text()}`);
      counts.push(requests);
    }
    console.log(`${label.padEnd(14)} p50 ${percentile(times, 50).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   DynamoDB requests ${Math.min(...counts)}–${Math.max(...counts)}`);
  };

  await measure('open board', () => fetch(`${stack.url}/api/v1/workspaces/${workspace.workspace_id}`, { headers }));
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
      body: JSON.stringify({ stages: [{ id: from.id, content_group_ids: from.cards }, { id: to.id, content_group_ids: to.cards }] }),
    });
  });
  cognito.destroy();

  await benchBoardInBrowser(
    {
      url: stack.url,
      email,
      password: 'Password1',
      boardPath: `/organizations/${user.personal_organization_id}/workspaces/${workspace.workspace_id}/board`,
      stageCount: STAGES,
      firstPage: 10,
    },
    join(REPO_ROOT, 'web', 'dist'),
  );
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Layout shift on the demo data (issue 30): `npx tsx tests/bench/layout-shift.bench.ts` after
 * `npm run build:web`; `npm run bench` runs it last. Starts a fresh local stack seeded with the demo data
 * (images, labels, avatars, counts: what moves when it loads late) and measures, as the demo owner, the
 * board of the demo's first workspace and the page of its first card with contents (./layout-shift.ts),
 * at 1280, 1366, 1440, 1536 and 390 px (issue 35). `CLS_RUNS` sets the loads per page and width (3);
 * `CLS_SCREENSHOTS=<dir>` saves the settled board at each width.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';
import { DEMO_PASSWORD, DEMO_USERS } from '../../infra/local/demo-users';
import { benchLayoutShift } from './layout-shift';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-cls-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR', seedDemoData: true });
try {
  await stack.seed;
  if (!existsSync(CHROMIUM)) {
    console.log(`CLS: skipped, no Chromium at ${CHROMIUM}`);
  } else {
    const email = DEMO_USERS[0].email;
    const auth = (await (
      await fetch(`${stack.url}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      })
    ).json()) as { data: { access_token: string } };
    const get = async <T>(path: string) =>
      (
        (await (
          await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${auth.data.access_token}` } })
        ).json()) as { data: T }
      ).data;
    const organizations = await get<Array<{ id: string }>>('/api/v1/organizations');
    let target: { org: string; workspace: string; card: string } | null = null;
    for (const organization of organizations) {
      for (const workspace of await get<Array<{ id: string }>>(
        `/api/v1/workspaces?organization_id=${organization.id}`,
      )) {
        const board = await get<{ stages: Array<{ cards: Array<{ id: string; preview: unknown }> }> }>(
          `/api/v1/workspaces/${workspace.id}/cards`,
        );
        const cards = board.stages.flatMap((stage) => stage.cards);
        // A card with a picture: the part of a card's page that loads last.
        const card = cards.find((c) => c.preview) ?? cards[0];
        if (card && (!target || card.preview))
          target = { org: organization.id, workspace: workspace.id, card: card.id };
        if (card?.preview) break;
      }
      if (target) break;
    }
    if (!target) throw new Error('The demo data has no card to measure');
    await benchLayoutShift(
      {
        url: stack.url,
        email,
        password: DEMO_PASSWORD,
        boardPath: `/organizations/${target.org}/workspaces/${target.workspace}/board`,
        cardPath: `/organizations/${target.org}/workspaces/${target.workspace}/content_groups/${target.card}`,
        chromiumPath: CHROMIUM,
      },
      Number(process.env.CLS_RUNS ?? 3),
      process.env.CLS_SCREENSHOTS,
    );
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

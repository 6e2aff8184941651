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
import { findDemoTarget } from './demo-target';
import { benchLayoutShift } from './layout-shift';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-cls-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR', seedDemoData: true });
try {
  await stack.seed;
  if (!existsSync(CHROMIUM)) {
    console.log(`CLS: skipped, no Chromium at ${CHROMIUM}`);
  } else {
    await benchLayoutShift(
      { url: stack.url, ...(await findDemoTarget(stack.url)), chromiumPath: CHROMIUM },
      Number(process.env.CLS_RUNS ?? 3),
      process.env.CLS_SCREENSHOTS,
    );
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

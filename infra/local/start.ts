/**
 * `npm start`: the whole product on this machine (issue 2). Builds nothing itself (the npm script builds
 * the web app first), starts the local stack on PORT (default 3000) with data under `.local/`
 * (`npm start -- --reset` wipes it), seeds the demo data on first start and prints where everything is.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { backfillPendingKeys } from '../../functions/src/data/schedule-entries';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { REPO_ROOT, startLocalStack } from './stack';

const started = Date.now();
const dataDir = resolve(REPO_ROOT, '.local');
if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Local data wiped (.local/).');
}

// Health answers 503 `starting` until the demo data is written, so "ok" means the demo sign-ins work.
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 3000),
  dataDir,
  logLevel: process.env.LOG_LEVEL ?? 'WARN',
  seedDemoData: true,
});
const { seeded } = await stack.seed;
// Data kept from before issue 25: its scheduled jobs get the pending key the runs read (decisions D23).
const backfilled = await backfillPendingKeys();
if (backfilled > 0) console.log(`${backfilled} scheduled jobs of the kept data got the pending key.`);

console.log(`
Greenlight is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded ? ', demo data seeded' : ''}).

  App          ${stack.url}
  Mail viewer  ${stack.url}/_local/mail
  API docs     ${stack.url}/api/docs (OpenAPI at /api/docs/openapi.json)
  Health       ${stack.url}/api/v1/health
  Webhooks     queued on the local SQS at ${stack.env.WEBHOOK_QUEUE_URL} (http://localhost receivers allowed)

Demo sign-ins (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `  ${u.email.padEnd(30)} ${u.role}`).join('\n')}

Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}

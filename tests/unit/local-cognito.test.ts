/**
 * The local stack's cognito-local child starts without the AWS SDK v2 end-of-support notice in its log
 * (issue 11): the child is forked as startCognito forks it (infra/local/cognito.ts), its stderr is
 * read until it reports ready plus a moment (the SDK prints the notice on the next tick after load).
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { COGNITO_PROCESS_SCRIPT, cognitoProcessEnv } from '../../infra/local/cognito';
import { freePort } from '../../infra/local/ports';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Everything the child writes to stderr from its start until shortly after it is ready. */
async function startupLog(): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'greenlight-cognito-'));
  folders.push(home);
  mkdirSync(join(home, '.cognito'));
  const child = fork(COGNITO_PROCESS_SCRIPT, [], {
    cwd: home,
    env: cognitoProcessEnv(await freePort()),
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`cognito-local exited with code ${code}: ${stderr}`)));
    });
    await sleep(300);
  } finally {
    child.kill('SIGTERM');
  }
  return stderr;
}

describe('local cognito-local process', () => {
  it('starts without the AWS SDK v2 end-of-support notice', async () => {
    const log = await startupLog();
    expect(log).not.toMatch(/AWS SDK for JavaScript \(v2\)/);
  }, 30_000);
});

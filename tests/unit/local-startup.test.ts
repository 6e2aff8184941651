/**
 * Starting the local stack (issue 25 "Local gateway" c): DynamoDB Local gets as long as it needs while its
 * process is alive (no fixed start-up limit), the wait fails at once when the process exits or cannot be
 * spawned, and a failed start stops every part it had begun.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopProcess, waitForProcess } from '../../infra/local/ports';

const children: ChildProcess[] = [];
/** A Node child running `code`. */
function child(code: string): ChildProcess {
  const process_ = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  children.push(process_);
  return process_;
}
const exited = (c: ChildProcess) =>
  new Promise<void>((resolve) =>
    c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()),
  );

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('waitForProcess', () => {
  it('waits past the point it calls slow, for as long as the process runs, until the probe answers', async () => {
    const running = child('setInterval(() => {}, 1000)');
    const readyAt = Date.now() + 600;
    const onSlow = vi.fn();
    await waitForProcess('slow starter', running, async () => Date.now() >= readyAt, {
      intervalMs: 20,
      slowMs: 100,
      onSlow,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(readyAt);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('fails at once when the process exits before it is ready', async () => {
    const dying = child('setTimeout(() => process.exit(3), 100)');
    const started = Date.now();
    await expect(waitForProcess('DynamoDB Local', dying, async () => false, { intervalMs: 20 })).rejects.toThrow(
      'DynamoDB Local exited (code 3) before it was ready',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails at once for a process that has already exited, or that cannot be spawned', async () => {
    const gone = child('process.exit(0)');
    await exited(gone);
    await expect(waitForProcess('gone', gone, async () => true)).rejects.toThrow('gone exited (code 0)');
    const missing = spawn('/nonexistent/java', [], { stdio: 'ignore' });
    await expect(waitForProcess('Java', missing, async () => false)).rejects.toThrow(
      /Java could not be started: .*ENOENT/,
    );
  });
});

describe('startDynamo', () => {
  it('fails at once, leaving nothing running, when Java cannot be started', async () => {
    const { startDynamo } = await import('../../infra/local/dynamodb');
    const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-no-java-'));
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startDynamo(dataDir)).rejects.toThrow(/DynamoDB Local could not be started: .*ENOENT/);
    } finally {
      process.env.PATH = path;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('stopProcess', () => {
  it('ends a process that ignores SIGTERM with SIGKILL after the grace period', async () => {
    // It says when its handler is installed: a fixed wait lost that race on a busy machine.
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    children.push(stubborn);
    await new Promise((resolve) => stubborn.stdout!.once('data', resolve));
    await stopProcess(stubborn, 200);
    expect(stubborn.signalCode).toBe('SIGKILL');
  });
});

// Each test imports the whole local stack afresh: on a busy machine that alone can pass vitest's 5 s default.
describe('a failed start of the local stack', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.doUnmock('../../infra/local/ses');
    vi.doUnmock('../../infra/local/s3');
    vi.doUnmock('../../infra/local/dynamodb');
    vi.doUnmock('../../infra/local/lambda-invoke');
    vi.doUnmock('../../infra/local/cognito');
    vi.resetModules();
  });

  /** The stack with its parts replaced by stand-ins that record their stop; `fail` names the part whose start throws. */
  async function stackWith(fail: 'dynamo' | 'cognito') {
    const stopped: string[] = [];
    const part =
      (name: string, extra: Record<string, unknown> = {}) =>
      async () => ({ endpoint: `http://127.0.0.1:1/${name}`, ...extra, stop: async () => void stopped.push(name) });
    const failing = (name: string) => async () => {
      await new Promise((r) => setTimeout(r, 50)); // the others are still starting
      throw new Error(`${name} exited (code 1) before it was ready`);
    };
    vi.doMock('../../infra/local/ses', () => ({ startSes: part('ses') }));
    vi.doMock('../../infra/local/s3', () => ({ startS3: part('s3') }));
    vi.doMock('../../infra/local/lambda-invoke', () => ({ startLambdaInvoke: part('lambda-invoke') }));
    vi.doMock('../../infra/local/dynamodb', () => ({
      startDynamo: fail === 'dynamo' ? failing('DynamoDB Local') : part('dynamodb'),
      ensureTable: async () => undefined,
    }));
    vi.doMock('../../infra/local/cognito', () => ({
      startCognito: fail === 'cognito' ? failing('cognito-local') : part('cognito'),
    }));
    const { startLocalStack } = await import('../../infra/local/stack');
    return { start: () => startLocalStack({ port: 0, dataDir: '/tmp/greenlight-unused' }), stopped };
  }

  it('stops every part that started beside DynamoDB Local when it fails', async () => {
    const { start, stopped } = await stackWith('dynamo');
    await expect(start()).rejects.toThrow('DynamoDB Local exited');
    expect(stopped.sort()).toEqual(['lambda-invoke', 's3', 'ses']);
  });

  it('stops SES, S3, DynamoDB Local and the Lambda endpoint when cognito-local fails after them', async () => {
    const { start, stopped } = await stackWith('cognito');
    await expect(start()).rejects.toThrow('cognito-local exited');
    expect(stopped.sort()).toEqual(['dynamodb', 'lambda-invoke', 's3', 'ses']);
  });
});

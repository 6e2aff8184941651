/**
 * Free TCP ports for the local services: internal services take whatever port the OS offers, so a test
 * stack can run beside `npm start`. Only the gateway has a fixed port (PORT, default 3000).
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What the readiness wait and the stop need of a child process. */
export type WatchedProcess = Pick<ChildProcess, 'exitCode' | 'signalCode' | 'once' | 'off' | 'kill'>;

/**
 * Poll `probe` every `intervalMs` until it resolves true, for as long as `child` runs: there is no
 * deadline (a loaded machine may take minutes to start a JVM, and that is no failure), but a child that
 * exits or cannot be spawned ends the wait at once. `onSlow` is told once, after `slowMs`, that the wait
 * goes on. A probe that throws counts as "not yet".
 * @throws Error naming `what` and the exit code or signal when the child exits first.
 */
export function waitForProcess(
  what: string,
  child: WatchedProcess,
  probe: () => Promise<boolean>,
  options: { intervalMs?: number; slowMs?: number; onSlow?: (elapsedMs: number) => void } = {},
): Promise<void> {
  const { intervalMs = 100, slowMs = 30_000, onSlow } = options;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let slowTold = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(new Error(`${what} exited (${signal ?? `code ${code}`}) before it was ready`));
    const onError = (error: Error) => finish(new Error(`${what} could not be started: ${error.message}`));
    if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode);
    child.once('exit', onExit);
    child.once('error', onError);
    const poll = async () => {
      if (settled) return;
      if (await probe().catch(() => false)) return finish();
      if (settled) return;
      if (!slowTold && Date.now() - started >= slowMs) {
        slowTold = true;
        onSlow?.(Date.now() - started);
      }
      timer = setTimeout(() => void poll(), intervalMs);
    };
    void poll();
  });
}

/** Stop a child process: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited (at once if it had). */
export function stopProcess(child: WatchedProcess, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts one local stack for the integration and browser tests, on a free port with a throw-away data
 * folder, and hands its URL and environment to the test workers (issue 2 §7).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    stackEnv: Record<string, string>;
  }
}

let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'greenlight-test-'));
  stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
  project.provide('stackUrl', stack.url);
  project.provide('stackEnv', stack.env);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The GitHub workflows (issue 11 "CI on every push"; docs/deploy.md): CI runs `.ci/run` on every push
 * and pull request; deploy runs only after CI passed on main, deploys dev, then staging and prod in
 * their GitHub environments, with OIDC credentials only, and every `cdk deploy` comes after a `cdk diff`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  uses?: string;
  with?: Record<string, unknown>;
  environment?: string;
  steps?: Step[];
  'runs-on'?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = (name: string) => parse(readFileSync(resolve(import.meta.dirname, '../../.github/workflows', name), 'utf8')) as Workflow;

describe('ci.yml', () => {
  const ci = workflow('ci.yml');

  it('runs on every push and every pull request', () => {
    expect(ci.on).toHaveProperty('pull_request');
    expect(ci.on.push).toEqual({ branches: ['**'] });
  });

  it('runs .ci/run after checking out the code', () => {
    const steps = Object.values(ci.jobs).flatMap((job) => job.steps ?? []);
    const checkout = steps.findIndex((s) => s.uses?.startsWith('actions/checkout@'));
    const run = steps.findIndex((s) => s.run?.trim() === '.ci/run');
    expect(checkout).toBeGreaterThanOrEqual(0);
    expect(run).toBeGreaterThan(checkout);
  });
});

describe('deploy.yml', () => {
  const deploy = workflow('deploy.yml');
  const stage = workflow('deploy-stage.yml');

  it('starts when the ci workflow completes on main (or by hand), and never on a plain push', () => {
    expect(deploy.on.workflow_run).toEqual({ workflows: ['ci'], types: ['completed'], branches: ['main'] });
    expect(deploy.on).not.toHaveProperty('push');
    expect(deploy.on).not.toHaveProperty('pull_request');
  });

  it('deploys dev only when that CI run succeeded, then staging, then prod', () => {
    const { dev, staging, prod } = deploy.jobs;
    expect(dev.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect([dev, staging, prod].map((job) => job.with?.stage)).toEqual(['dev', 'staging', 'prod']);
    expect(staging.needs).toBe('dev');
    expect(prod.needs).toBe('staging');
    for (const job of [dev, staging, prod]) {
      expect(job.uses).toBe('./.github/workflows/deploy-stage.yml');
      // The commit CI tested, not whatever main points at when the job starts.
      expect(job.with?.ref).toContain('github.event.workflow_run.head_sha');
    }
  });

  it('runs each stage in its GitHub environment with OIDC credentials and no stored keys', () => {
    expect(stage.on).toHaveProperty('workflow_call');
    expect(stage.permissions).toEqual({ 'id-token': 'write', contents: 'read' });
    expect(deploy.permissions).toEqual({ 'id-token': 'write', contents: 'read' });
    const job = stage.jobs.deploy;
    expect(job.environment).toBe('${{ inputs.stage }}');
    const credentials = job.steps!.find((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@'))!;
    expect(credentials.with).toHaveProperty('role-to-assume');
    expect(credentials.with).not.toHaveProperty('aws-access-key-id');
    expect(credentials.with).not.toHaveProperty('aws-secret-access-key');
  });

  it('runs cdk diff before every cdk deploy', () => {
    const commands = stage.jobs.deploy.steps!.flatMap((s) => (s.run ?? '').split('\n')).map((line) => line.trim()).filter((line) => /^npx cdk (diff|deploy)\b/.test(line));
    const deploys = commands.flatMap((line, i) => (line.startsWith('npx cdk deploy') ? [i] : []));
    expect(deploys.length).toBeGreaterThan(0);
    for (const i of deploys) expect(commands[i - 1], `command before ${commands[i]}`).toMatch(/^npx cdk diff /);
  });
});

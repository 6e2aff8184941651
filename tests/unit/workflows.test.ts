/**
 * The GitHub workflows (issue 11 "CI on every push", issue 24 "Ready to deploy"; docs/deploy.md):
 * - CI runs `.ci/run` on every push and pull request.
 * - A deploy run starts only for a commit whose CI passed (after CI on main, or by hand with a SHA,
 *   checked with the GitHub API), then for each stage: synthesize once, post `cdk diff` of that cloud
 *   assembly to the job summary, and deploy the same assembly in the stage's protected environment.
 * - Third-party actions are pinned by commit; AWS roles are assumed only after `npm ci` and the
 *   builds, in jobs that alone hold `id-token: write`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  uses?: string;
  with?: Record<string, unknown>;
  environment?: string | { name: string };
  permissions?: Record<string, string> | string;
  env?: Record<string, unknown>;
  outputs?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

const WORKFLOWS = resolve(import.meta.dirname, '../../.github/workflows');
const text = (name: string) => readFileSync(resolve(WORKFLOWS, name), 'utf8');
const workflow = (name: string) => parse(text(name)) as Workflow;
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

const needsOf = (job: Job) => [job.needs ?? []].flat();
const environmentOf = (job: Job) => (typeof job.environment === 'object' ? job.environment.name : job.environment);
/** A step's shell lines, with backslash continuations joined and comments left out. */
const linesOf = (step: Step) =>
  (step.run ?? '')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('#'));
/** Lines that run `cdk <command>` (at the start of a command, not inside an echo). */
const cdkLines = (step: Step, command: string) =>
  linesOf(step).filter((line) => new RegExp(`(^|[;&|(]\\s*)(npx\\s+)?cdk\\s+${command}\\b`).test(line));
const isCredentials = (step: Step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@') ?? false;
const assumesRole = (job: Job): boolean =>
  job.uses?.startsWith('./')
    ? Object.values(workflow(job.uses.replace('./.github/workflows/', '')).jobs).some(assumesRole)
    : (job.steps ?? []).some(isCredentials);

describe.each(files)('%s', (file) => {
  const wf = workflow(file);

  it('pins every third-party action to a full commit SHA, with its version in a comment', () => {
    const uses = Object.values(wf.jobs)
      .flatMap((job) => [job.uses, ...(job.steps ?? []).map((step) => step.uses)])
      .filter((use): use is string => use !== undefined && !use.startsWith('./'));
    const lines = text(file).split('\n');
    for (const use of uses) {
      expect(use).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(
        lines.find((line) => line.includes(`uses: ${use}`)),
        use,
      ).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  it('installs and builds before any AWS role is assumed, never with AWS credentials in its environment', () => {
    for (const [name, job] of Object.entries(wf.jobs)) {
      const steps = job.steps ?? [];
      for (const step of steps) {
        // `npm ci` in a step of its own: credentials never reach an install script.
        if (/\bnpm ci\b/.test(step.run ?? '')) expect(step.uses, `${name}: ${step.run}`).toBeUndefined();
        for (const env of [job.env, step.env])
          expect(
            Object.keys(env ?? {}).filter((key) => /^AWS_(ACCESS_KEY_ID|SECRET_ACCESS_KEY|SESSION_TOKEN)$/.test(key)),
            name,
          ).toEqual([]);
      }
      const first = steps.findIndex(isCredentials);
      if (first < 0) continue;
      steps.forEach((step, i) => {
        if (/\bnpm (ci|install|run)\b|\bcdk synth\b|infra\/scripts\//.test(step.run ?? '')) {
          expect(i, `${name}: "${step.name ?? step.run}" runs after the AWS role is assumed`).toBeLessThan(first);
        }
      });
    }
  });

  it('grants read-only permissions, and id-token: write only to the jobs that assume an AWS role', () => {
    expect(typeof wf.permissions, 'top-level permissions are set').toBe('object');
    for (const [scope, level] of Object.entries(wf.permissions as Record<string, string>))
      expect(level, `top-level ${scope}`).toBe('read');
    for (const [name, job] of Object.entries(wf.jobs)) {
      const permissions = (job.permissions ?? wf.permissions) as Record<string, string>;
      expect(typeof permissions, `${name}: permissions`).toBe('object');
      for (const [scope, level] of Object.entries(permissions))
        if (scope !== 'id-token') expect(level, `${name}: ${scope}`).toBe('read');
      expect(permissions['id-token'] === 'write', `${name}: id-token: write`).toBe(assumesRole(job));
    }
  });
});

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
  const stageJobs = Object.entries(deploy.jobs).filter(
    ([, job]) => job.uses === './.github/workflows/deploy-stage.yml',
  );
  const gates = Object.entries(deploy.jobs).filter(([, job]) =>
    (job.steps ?? []).some((step) => /actions\/workflows\/ci\.yml\/runs/.test(step.run ?? '')),
  );

  it('starts when the ci workflow completes on main, or by hand with a commit SHA, and never on a plain push', () => {
    expect(deploy.on.workflow_run).toEqual({ workflows: ['ci'], types: ['completed'], branches: ['main'] });
    expect(deploy.on.workflow_dispatch).toMatchObject({ inputs: { sha: { type: 'string' } } });
    expect(deploy.on).not.toHaveProperty('push');
    expect(deploy.on).not.toHaveProperty('pull_request');
  });

  it('deploys only a commit whose ci workflow passed on a push, asked of the GitHub API, and fails the run otherwise', () => {
    expect(gates).toHaveLength(1);
    const [, gate] = gates[0];
    // workflow_run also fires for failed CI runs and for forks.
    expect(gate.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(gate.if).toContain("github.event_name == 'workflow_dispatch'");
    const script = gate.steps!.map((step) => step.run ?? '').join('\n');
    const query = script.match(
      /gh api "?repos\/\$\{?GITHUB_REPOSITORY\}?\/actions\/workflows\/ci\.yml\/runs\?([^"\s]+)/,
    );
    expect(query, 'gh api …/actions/workflows/ci.yml/runs?…').not.toBeNull();
    expect(new URLSearchParams(query![1]).get('status')).toBe('success');
    expect(new URLSearchParams(query![1]).get('event')).toBe('push');
    expect(query![1]).toContain('head_sha=');
    expect(script).toMatch(/exit 1/);
    // The SHA reaches the script through env, never spliced into it (script injection).
    expect(script).not.toContain('${{');
    expect(gate.permissions).toEqual({ actions: 'read', contents: 'read' });
  });

  it('deploys dev, then staging, then prod, each the commit the gate checked', () => {
    const [gateName] = gates[0];
    expect(stageJobs.map(([, job]) => job.with?.stage)).toEqual(['dev', 'staging', 'prod']);
    const [[dev], [staging, stagingJob], [, prodJob]] = stageJobs;
    expect(needsOf(stagingJob)).toContain(dev);
    expect(needsOf(prodJob)).toContain(staging);
    for (const [name, job] of stageJobs) {
      expect(needsOf(job), name).toContain(gateName);
      expect(job.with?.sha, name).toBe(`\${{ needs.${gateName}.outputs.sha }}`);
      // No `always()`: a failed gate or stage stops the chain.
      expect(job.if ?? '', name).not.toContain('always()');
    }
  });
});

describe('deploy-stage.yml', () => {
  const stage = workflow('deploy-stage.yml');
  const jobs = Object.entries(stage.jobs);
  const stepsOf = (job: Job) => job.steps ?? [];
  const jobsRunning = (command: string) =>
    jobs.filter(([, job]) => stepsOf(job).some((step) => cdkLines(step, command).length > 0));
  const indexOf = (job: Job, test: (step: Step) => boolean) => stepsOf(job).findIndex(test);
  const roleOf = (job: Job) =>
    stepsOf(job)
      .filter(isCredentials)
      .map((step) => step.with?.['role-to-assume']);

  it('synthesizes once, into cdk.out, and no later command synthesizes again', () => {
    const synths = jobs.flatMap(([, job]) => stepsOf(job).flatMap((step) => cdkLines(step, 'synth')));
    expect(synths).toHaveLength(1);
    expect(synths[0]).toMatch(/ (-o|--output) cdk\.out\b/);
    for (const [, job] of jobs) {
      for (const line of stepsOf(job).flatMap((step) => [...cdkLines(step, 'diff'), ...cdkLines(step, 'deploy')]))
        expect(line).toMatch(/ --app cdk\.out\b/);
    }
  });

  it('posts the cdk diff of that cloud assembly to the job summary, in a job outside the protected environment', () => {
    const diffJobs = jobsRunning('diff');
    expect(diffJobs).toHaveLength(1);
    const [, job] = diffJobs[0];
    const diff = indexOf(job, (step) => cdkLines(step, 'diff').length > 0);
    expect(stepsOf(job)[diff].run).toContain('$GITHUB_STEP_SUMMARY');
    expect(indexOf(job, (step) => cdkLines(step, 'synth').length > 0)).toBeLessThan(diff);
    // Template diff: the bootstrap lookup role reads the deployed template (a change set needs the deploy role).
    expect(cdkLines(stepsOf(job)[diff], 'diff')[0]).toMatch(/ --method template\b/);
    expect(environmentOf(job)).toBe('${{ inputs.stage }}-diff');
    expect(roleOf(job)).toEqual(['${{ secrets.AWS_DIFF_ROLE_ARN }}']);
  });

  it('deploys, in the stage’s protected environment, the cloud assembly the diff job uploaded', () => {
    const [[diffName, diffJob]] = jobsRunning('diff');
    const deployJobs = jobsRunning('deploy');
    expect(deployJobs).toHaveLength(1);
    const [name, job] = deployJobs[0];
    expect(environmentOf(job)).toBe('${{ inputs.stage }}');
    expect(needsOf(job)).toContain(diffName);
    expect(roleOf(job)).toEqual(['${{ secrets.AWS_DEPLOY_ROLE_ARN }}']);

    const upload = indexOf(diffJob, (step) => step.uses?.startsWith('actions/upload-artifact@') ?? false);
    expect(upload, `${diffName} uploads the cloud assembly`).toBeGreaterThan(
      indexOf(diffJob, (step) => cdkLines(step, 'diff').length > 0),
    );
    const download = indexOf(job, (step) => step.uses?.startsWith('actions/download-artifact@') ?? false);
    const deploy = indexOf(job, (step) => cdkLines(step, 'deploy').length > 0);
    expect(download, `${name} downloads the cloud assembly`).toBeGreaterThanOrEqual(0);
    expect(download).toBeLessThan(deploy);
    expect(stepsOf(job)[download].with?.name).toBe(stepsOf(diffJob)[upload].with?.name);
    expect(cdkLines(stepsOf(job)[deploy], 'deploy')[0]).toMatch(/ --require-approval never\b/);
    // Nothing is built after approval.
    expect(stepsOf(job).filter((step) => /\bnpm run\b|infra\/scripts\//.test(step.run ?? ''))).toEqual([]);
  });

  it('assumes the deploy role only in the protected environment, and never with stored keys', () => {
    for (const [name, job] of jobs) {
      for (const step of stepsOf(job).filter(isCredentials)) {
        expect(step.with, name).not.toHaveProperty('aws-access-key-id');
        expect(step.with, name).not.toHaveProperty('aws-secret-access-key');
        expect(step.with?.['role-to-assume'], name).toBe(
          environmentOf(job) === '${{ inputs.stage }}'
            ? '${{ secrets.AWS_DEPLOY_ROLE_ARN }}'
            : '${{ secrets.AWS_DIFF_ROLE_ARN }}',
        );
      }
    }
  });
});

/**
 * A review link's token stays out of logs and Referer headers (issue 37 "the token never appears in logs or in
 * `Referer` headers (`Referrer-Policy: no-referrer` on the review page)"; decisions RL2, RP1, K6).
 *
 * The handlers and the authorizer run in this process (../support/review-invoke.ts) with the logger at DEBUG,
 * and everything written to stdout, stderr and the console is kept while a reviewer opens a link (with a
 * code), reads, comments, decides and is refused; neither the link's token, nor the session, nor the code
 * may appear in it. The local gateway serves the review page with `Referrer-Policy: no-referrer`.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { freshIp, invokeApprovals } from '../support/review-invoke';
import { logger } from '../../functions/src/lib/observability';
import type { ReviewCodeRequired, ReviewSession } from '../../shared/schemas/review-links';

/** Keeps what the process writes, at every level, until `stop()`. */
function captureOutput() {
  const written: string[] = [];
  const keep = (chunk: unknown) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  const spies: Array<{ mockRestore(): void }> = [
    vi.spyOn(process.stdout, 'write').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation(keep),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void keep(args.map(String).join(' '))),
    ),
  ];
  const previous = logger.getLevelName();
  // Each invocation sets the level back to the configured one (debug sampling): keep DEBUG for the capture.
  spies.push(vi.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined));
  logger.setLogLevel('DEBUG');
  return {
    text: () => written.join('\n'),
    stop: () => {
      logger.setLogLevel(previous);
      for (const spy of spies) spy.mockRestore();
    },
  };
}

describe('review tokens in logs and Referer headers', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardId: string;
  let capture: ReturnType<typeof captureOutput> | undefined;

  afterEach(() => capture?.stop());

  beforeAll(async () => {
    owner = await signedInUser('rlog-owner');
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Review logs', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    stageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Client Review' },
      })
    ).body.data.id;
    for (const body of [{ visible_to_client: true }, { require_approval_from_client: true }])
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, { token: owner.token, body });
    cardId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Logged poster', stage_id: stageId },
      })
    ).body.data.id;
  });

  it('logs neither the link token, the session token nor the code while a reviewer opens, reads, comments and decides', async () => {
    const email = `logs-${Date.now()}@client.example`;
    const cardPath = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
    expect(
      (
        await api('POST', `${cardPath}/reviewers`, {
          token: owner.token,
          body: { email, name: 'Lou Logs', require_code: true },
        })
      ).status,
    ).toBe(201);
    const invite = (await mailTo(email)).find((m) => m.subject.includes('asks you to review'))!;
    const token = invite.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    await api('POST', `${cardPath}/approved_content_group_stages?stage_id=${stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    const ip = freshIp();
    const device = 'D'.repeat(43);

    capture = captureOutput();
    const asked = await invokeApprovals<ReviewCodeRequired>('POST', '/api/v1/review/sessions', {
      ip,
      body: { token, device_id: device },
    });
    expect(asked.body.data.code_required).toBe(true);
    const code = (await mailTo(email)).find((m) => m.subject.startsWith('Your code'))!.subject.match(/(\d{6})$/)![1];
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (
        await invokeApprovals('POST', '/api/v1/review/sessions', {
          ip,
          body: { token, device_id: device, code: wrongCode },
        })
      ).status,
    ).toBe(400);
    const opened = await invokeApprovals<ReviewSession>('POST', '/api/v1/review/sessions', {
      ip,
      body: { token, device_id: device, code },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = opened.body.data.session_token;
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/v1/review/card', undefined],
      ['GET', '/api/v1/review/comments', undefined],
      ['POST', '/api/v1/review/comments', { description: '<p>Looks good</p>' }],
      ['POST', '/api/v1/review/comments', { description: '' }],
      ['POST', '/api/v1/review/decision', { decision: 'maybe' }],
      ['POST', '/api/v1/review/decision', { decision: 'approve', note: 'Approved' }],
      ['POST', '/api/v1/review/decision', { decision: 'approve' }],
    ];
    const statuses: number[] = [];
    for (const [method, path, body] of calls)
      statuses.push((await invokeApprovals(method, path, { ip, token: session, body })).status);
    expect(statuses).toEqual([200, 200, 201, 400, 400, 200, 409]);
    // Refused links and sessions: a revoked-looking token, a session with a character changed.
    expect(
      (await invokeApprovals('POST', '/api/v1/review/sessions', { ip, body: { token: `${token}x` } })).status,
    ).toBe(401);
    const broken = `${session.slice(0, -1)}${session.endsWith('A') ? 'B' : 'A'}`;
    expect((await invokeApprovals('GET', '/api/v1/review/card', { ip, token: broken })).status).toBe(401);
    const logged = capture.text();
    capture.stop();
    capture = undefined;

    // The capture works: the refusals were logged (the logger at DEBUG logs each refused request).
    expect(logged).toContain('Request refused');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(session);
    expect(logged).not.toContain(session.slice(4));
    expect(logged).not.toContain(broken);
    expect(logged).not.toMatch(/glr_[A-Za-z0-9_-]{8}/);
    expect(logged).not.toContain(`"${code}"`);
    expect(logged).not.toContain(device);
  });

  it('serves the review page with Referrer-Policy: no-referrer, and only the review page', async () => {
    const token = 'C'.repeat(43);
    for (const path of [`/review/${token}`, '/review']) {
      const page = await fetch(`${baseUrl()}${path}`);
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    expect((await fetch(`${baseUrl()}/login`)).headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});

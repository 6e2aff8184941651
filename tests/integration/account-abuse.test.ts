/**
 * Account abuse an attacker could script without signing in (issue 10): older e-mailed links stay
 * valid, answers tell who has an account, sign-in and registration are unlimited per source, and a
 * lockout never lifts. Clocks are injected (BRIEF §7); per-IP limits are exercised by invoking the auth
 * handler in-process with API Gateway's `requestContext.http.sourceIp`, and behind CloudFront with the
 * viewer's `CloudFront-Viewer-Address` and the origin secret (issue 24; decisions I24).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHours, addMinutes } from 'date-fns';
import { api, createUser, TEST_PASSWORD } from '../support/api';
import { linkFromMail, mailTo } from '../support/mail';
import { ACCOUNT_FORM_ANSWER_MS } from '../../functions/src/lib/http/constant-time';
import { REGISTRATION_PER_IP, SIGN_IN_PER_IP, takeRateLimitHit } from '../../functions/src/data/rate-limits';
import {
  ORIGIN_VERIFY_ENV,
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '../../functions/src/lib/http/viewer-address';

const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
/**
 * A documentation address (RFC 3849) in a /64 of its own for each test, so no two runs share a counter
 * (IPv6 viewers are counted by their /64, decisions I24).
 */
const newIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

/** Call the auth domain's handler in-process as API Gateway would, from `sourceIp`, with extra `headers`. */
async function invokeAuth(
  routeKey: string,
  sourceIp: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: { status: string; message?: string } }> {
  const { handler } = await import('../../functions/src/handlers/http/auth');
  const [method, path] = routeKey.split(' ');
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method, path, sourceIp }, authorizer: { jwt: { claims: {}, scopes: [] } } },
  };
  const result = (await handler(event as never, { getRemainingTimeInMillis: () => 30_000 } as never)) as {
    statusCode: number;
    body: string;
  };
  return { statusCode: result.statusCode, body: JSON.parse(result.body) };
}

describe('e-mailed links', () => {
  it('a new reset link revokes the older one', async () => {
    const { email } = await createUser('relink');
    await api('POST', '/api/v1/user/password/new', { body: { email } });
    const first = (await linkFromMail(email, /Reset/)).searchParams.get('reset_password_token');
    await api('POST', '/api/v1/user/password/new', { body: { email } });
    const second = (await linkFromMail(email, /Reset/)).searchParams.get('reset_password_token');
    expect(second).not.toBe(first);

    const reset = (token: string | null) =>
      api('PUT', '/api/v1/user/password/update', {
        body: { reset_password_token: token, password: 'Another1', password_confirmation: 'Another1' },
      });
    const old = await reset(first);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('Reset password token is invalid or has expired.');
    expect((await reset(second)).status).toBe(200);
  });

  it('a re-sent confirmation link revokes the first one', async () => {
    const email = newEmail('reconfirm');
    await api('POST', '/api/v1/users', {
      body: { first_name: 'Re', last_name: 'Confirm', email, password: 'secret1', password_confirmation: 'secret1' },
    });
    const first = (await linkFromMail(email, /Confirm/)).searchParams.get('confirmation_token');
    await api('POST', '/api/v1/users/resend_confirmation', { body: { email } });
    const second = (await linkFromMail(email, /Confirm/)).searchParams.get('confirmation_token');
    expect((await api('GET', `/api/v1/users/confirmation?confirmation_token=${first}`)).status).toBe(400);
    expect((await api('GET', `/api/v1/users/confirmation?confirmation_token=${second}`)).status).toBe(200);
  });
});

describe('answers that do not tell who has an account', () => {
  it('forgot password, resend confirmation and request unlock answer no sooner than the padding, account or not', async () => {
    const { email } = await createUser('timing');
    for (const path of [
      '/api/v1/user/password/new',
      '/api/v1/users/resend_confirmation',
      '/api/v1/users/request_unlock',
    ]) {
      for (const address of [email, newEmail('nobody')]) {
        const started = performance.now();
        const res = await api('POST', path, { body: { email: address } });
        const took = performance.now() - started;
        expect(res.body.data).toEqual({ message: 'Check your email for instructions.' });
        // A lower bound only: the unknown e-mail (no token, no mail) must not answer sooner.
        expect(took, `${path} for ${address === email ? 'an account' : 'no account'}`).toBeGreaterThanOrEqual(
          ACCOUNT_FORM_ANSWER_MS,
        );
      }
    }
    expect((await mailTo(email)).filter((m) => /Reset/.test(m.subject))).toHaveLength(1);
  });

  it('registration keeps the spec message but is rate-limited per source IP', async () => {
    const { email } = await createUser('taken');
    const ip = newIp();
    const register = (from: string) =>
      invokeAuth('POST /api/v1/users', from, {
        first_name: 'Re',
        last_name: 'Peat',
        email,
        password: 'secret1',
        password_confirmation: 'secret1',
      });
    for (let i = 0; i < REGISTRATION_PER_IP.limit; i++) {
      const res = await register(ip);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('Email has already been taken');
    }
    const limited = await register(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toEqual({ status: 'error', message: 'Too many attempts. Please try again later.' });
    expect((await register(newIp())).statusCode).toBe(400);
  });

  it('behind CloudFront, counts the viewer named in CloudFront-Viewer-Address, never a forged one', async () => {
    const { email } = await createUser('viewer');
    const register = (from: string, headers: Record<string, string> = {}) =>
      invokeAuth(
        'POST /api/v1/users',
        from,
        { first_name: 'Vi', last_name: 'Ewer', email, password: 'secret1', password_confirmation: 'secret1' },
        headers,
      );
    // What CloudFront adds: the viewer's address and port, and the stage's origin secret.
    const throughCloudFront = (viewer: string) => ({
      [VIEWER_ADDRESS_HEADER]: `${viewer}:50312`,
      [ORIGIN_VERIFY_HEADER]: process.env[ORIGIN_VERIFY_ENV]!,
    });
    expect(process.env[ORIGIN_VERIFY_ENV]).toBeTruthy();

    // One edge server carries many viewers: each has its own window.
    const edge = newIp();
    const viewer = newIp();
    for (let i = 0; i < REGISTRATION_PER_IP.limit; i++)
      expect((await register(edge, throughCloudFront(viewer))).statusCode).toBe(400);
    expect((await register(edge, throughCloudFront(viewer))).statusCode).toBe(429);
    expect((await register(edge, throughCloudFront(newIp()))).statusCode).toBe(400);
    // Another address in the viewer's /64 is the same viewer.
    expect((await register(edge, throughCloudFront(viewer.replace(/::1$/, '::2')))).statusCode).toBe(429);

    // Straight to the API, the header without the secret is not believed: the caller itself is counted.
    const caller = newIp();
    for (let i = 0; i < REGISTRATION_PER_IP.limit; i++) expect((await register(caller)).statusCode).toBe(400);
    const forged = { [VIEWER_ADDRESS_HEADER]: `${newIp()}:1`, [ORIGIN_VERIFY_HEADER]: 'a guess' };
    expect((await register(caller, forged)).statusCode).toBe(429);
  });
});

describe('sign-in guards', () => {
  it('rate-limits sign-in attempts per source IP, whatever e-mails they name', async () => {
    const ip = newIp();
    for (let i = 0; i < SIGN_IN_PER_IP.limit; i++) {
      expect(
        (await invokeAuth('POST /api/v1/auth', ip, { email: newEmail('guess'), password: 'wrong-one' })).statusCode,
      ).toBe(401);
    }
    const { email } = await createUser('limited');
    const limited = await invokeAuth('POST /api/v1/auth', ip, { email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again later.');
    expect((await invokeAuth('POST /api/v1/auth', newIp(), { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a burst straddling a window boundary cannot pass the limit twice (sliding window, S25)', async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    const subject = newIp();
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    const hit = (at: number) => takeRateLimitHit('sign_in_ip', subject, rule, at);
    for (let i = 0; i < rule.limit; i++) expect(await hit(boundary - 1_000)).toBe(true);
    expect(await hit(boundary - 500)).toBe(false);
    // A second into the next window, the previous one still counts almost whole.
    expect(await hit(boundary + 1_000)).toBe(false);
    // Halfway through, half of its hits (rounded up: 3) have not slid out yet: 2 more pass.
    expect(await hit(boundary + 30_000)).toBe(true);
    expect(await hit(boundary + 30_000)).toBe(true);
    expect(await hit(boundary + 30_000)).toBe(false);
    // Two windows on, nothing old counts.
    for (let i = 0; i < rule.limit; i++) expect(await hit(boundary + 120_000)).toBe(true);
    expect(await hit(boundary + 120_000)).toBe(false);
  });

  it('a lockout lifts on its own an hour after it began (the unlock link still lifts it at once)', async () => {
    const { signIn } = await import('../../functions/src/services/accounts/sign-in');
    const { email } = await createUser('lock-lifts');
    const lockedAt = new Date();
    for (let i = 0; i < 5; i++)
      await expect(signIn(email, 'wrong-one', lockedAt)).rejects.toMatchObject({ statusCode: 401 });
    await expect(signIn(email, TEST_PASSWORD, addMinutes(lockedAt, 59))).rejects.toMatchObject({ reason: 'locked' });

    const later = addHours(lockedAt, 1);
    // Once lifted, failures count afresh: one wrong password is just wrong, not locked.
    await expect(signIn(email, 'wrong-one', addMinutes(later, 1))).rejects.toMatchObject({ reason: 'invalid' });
    await expect(signIn(email, TEST_PASSWORD, addMinutes(later, 1))).resolves.toHaveProperty('access_token');
  });
});

/**
 * Account flows through the API (issue 3 "Integration"): register with the spec's messages, confirm by
 * the e-mailed link, resend, lockout after 5 wrong passwords and unlock by link, password reset, and
 * used or unknown tokens.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { linkFromMail, mailTo } from '../support/mail';

const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const register = (email: string, overrides: Record<string, unknown> = {}) =>
  api('POST', '/api/v1/users', {
    body: {
      first_name: 'Reg',
      last_name: 'Ister',
      email,
      password: 'secret1',
      password_confirmation: 'secret1',
      ...overrides,
    },
  });
const signIn = (email: string, password = 'secret1') =>
  api<{ access_token: string }>('POST', '/api/v1/auth', { body: { email, password } });

async function registeredAndConfirmed(prefix: string): Promise<string> {
  const email = newEmail(prefix);
  await register(email);
  const link = await linkFromMail(email, /Confirm/);
  await api('GET', `/api/v1/users/confirmation?${link.searchParams}`);
  return email;
}

describe('registration', () => {
  it("returns the spec's messages for every bad field and creates nothing", async () => {
    const res = await api('POST', '/api/v1/users', {
      body: { first_name: '', email: 'x', password: '123', password_confirmation: '1234' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      first_name: ['Required'],
      last_name: ['Required'],
      email: ['Invalid email'],
      password: ['Enter minimum of 6 characters'],
    });
    const mismatch = await register(newEmail('mismatch'), { password_confirmation: 'other1' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Should match password'] });
  });

  it('registers, refuses sign-in until confirmed, confirms by the e-mailed link once, then signs in', async () => {
    const email = newEmail('confirm');
    const res = await register(email);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ message: 'Check your email for confirmation.' });
    expect((await signIn(email)).body.message).toBe('You have to confirm your email address before continuing.');

    const link = await linkFromMail(email, /Confirm/);
    expect(link.pathname).toBe('/users/confirmation');
    const confirmed = await api('GET', `/api/v1/users/confirmation?${link.searchParams}`);
    expect(confirmed.body.data).toEqual({ message: 'Email confirmed successfully. You may now log in.' });
    const again = await api('GET', `/api/v1/users/confirmation?${link.searchParams}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Confirmation token is invalid or has expired.');

    const session = await signIn(email);
    expect(session.status).toBe(200);
    const orgs = await api<Array<{ name: string }>>('GET', '/api/v1/organizations', {
      token: session.body.data.access_token,
    });
    expect(orgs.body.data.map((o) => o.name)).toEqual(['My Workspace']);
  });

  it('refuses a second account for the same e-mail', async () => {
    const email = newEmail('dup');
    await register(email);
    const res = await register(email.toUpperCase());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['has already been taken'] });
  });

  it('re-sends the confirmation e-mail, and answers the same for unknown e-mails', async () => {
    const email = newEmail('resend');
    await register(email);
    const res = await api('POST', '/api/v1/users/resend_confirmation', { body: { email } });
    expect(res.body.data).toEqual({ message: 'Check your email for instructions.' });
    expect((await mailTo(email)).filter((m) => /Confirm/.test(m.subject))).toHaveLength(2);
    const unknown = await api('POST', '/api/v1/users/resend_confirmation', { body: { email: newEmail('nobody') } });
    expect(unknown.body.data).toEqual({ message: 'Check your email for instructions.' });
  });
});

describe('lockout', () => {
  it('locks after 5 wrong passwords, even for the right one, and the e-mailed link unlocks at once', async () => {
    const email = await registeredAndConfirmed('lock');
    for (let i = 1; i <= 4; i++)
      expect((await signIn(email, 'wrong-password')).body.message).toBe('Invalid email or password.');
    expect((await signIn(email, 'wrong-password')).body.message).toMatch(/locked/);
    expect((await signIn(email)).body.message).toMatch(/locked/);
    expect((await mailTo(email)).filter((m) => /locked/.test(m.subject))).toHaveLength(1);

    await api('POST', '/api/v1/users/request_unlock', { body: { email } });
    const link = await linkFromMail(email, /locked/);
    expect(link.pathname).toBe('/users/unlock');
    const unlocked = await api('POST', '/api/v1/users/unlock_account', {
      body: { unlock_token: link.searchParams.get('unlock_token') },
    });
    expect(unlocked.status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
    const reused = await api('POST', '/api/v1/users/unlock_account', {
      body: { unlock_token: link.searchParams.get('unlock_token') },
    });
    expect(reused.body.message).toBe('Unlock token is invalid or has expired.');
  });
});

describe('password reset', () => {
  it('e-mails a link that sets a new password once', async () => {
    const email = await registeredAndConfirmed('reset');
    const res = await api('POST', '/api/v1/user/password/new', { body: { email } });
    expect(res.body.data).toEqual({ message: 'Check your email for instructions.' });
    const link = await linkFromMail(email, /Reset/);
    expect(link.pathname).toBe('/users/password/edit');
    const token = link.searchParams.get('reset_password_token');

    const mismatch = await api('PUT', '/api/v1/user/password/update', {
      body: { reset_password_token: token, password: 'newpass1', password_confirmation: 'nope' },
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Should match password'] });
    const changed = await api('PUT', '/api/v1/user/password/update', {
      body: { reset_password_token: token, password: 'newpass1', password_confirmation: 'newpass1' },
    });
    expect(changed.status).toBe(200);
    expect((await signIn(email, 'newpass1')).status).toBe(200);
    expect((await signIn(email, 'secret1')).status).toBe(401);

    const used = await api('PUT', '/api/v1/user/password/update', {
      body: { reset_password_token: token, password: 'another1', password_confirmation: 'another1' },
    });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('Reset password token is invalid or has expired.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = newEmail('ghost');
    const res = await api('POST', '/api/v1/user/password/new', { body: { email } });
    expect(res.body.data).toEqual({ message: 'Check your email for instructions.' });
    expect(await mailTo(email)).toHaveLength(0);
  });
});

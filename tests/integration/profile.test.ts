/**
 * Profile, password change, notification ring, session refresh and account deletion (issue 3).
 */
import { describe, expect, it } from 'vitest';
import { api, signedInUser, TEST_PASSWORD } from '../support/api';
import { mailTo } from '../support/mail';
import { listDueEntries } from '../../functions/src/data/schedule-entries';
import { deleteAccountData, warnInactiveAccount } from '../../functions/src/services/accounts/deletion';
import { getUser, recordLogin } from '../../functions/src/data/users';

describe('profile', () => {
  it('updates first and last name, refusing an empty first name', async () => {
    const user = await signedInUser('profile');
    const bad = await api('PUT', '/api/v1/users/update_detail', { token: user.token, body: { first_name: ' ' } });
    expect(bad.body.errors).toEqual({ first_name: ['Required'] });
    const res = await api<{ first_name: string; last_name: string; name_initials: string }>(
      'PUT',
      '/api/v1/users/update_detail',
      {
        token: user.token,
        body: { first_name: 'Ada', last_name: 'Lovelace', send_email_notification: false },
      },
    );
    expect(res.body.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name_initials: 'AL',
      send_email_notification: false,
    });
  });

  it('changes the password only with the right current password', async () => {
    const user = await signedInUser('pw');
    const wrong = await api('PUT', '/api/v1/users/update_password', {
      token: user.token,
      body: { current_password: 'nope-nope', password: 'brandnew1', password_confirmation: 'brandnew1' },
    });
    expect(wrong.body.errors).toEqual({ current_password: ['is invalid'] });
    const res = await api('PUT', '/api/v1/users/update_password', {
      token: user.token,
      body: { current_password: TEST_PASSWORD, password: 'brandnew1', password_confirmation: 'brandnew1' },
    });
    expect(res.status).toBe(200);
    expect((await api('POST', '/api/v1/auth', { body: { email: user.email, password: 'brandnew1' } })).status).toBe(
      200,
    );
  });

  it('turns the notification ring off and on (on by default)', async () => {
    const user = await signedInUser('ring');
    expect(
      (await api<{ enable_notification_ring: boolean }>('POST', '/api/v1/users/detail', { token: user.token })).body
        .data.enable_notification_ring,
    ).toBe(true);
    const off = await api<{ enable_notification_ring: boolean }>('PUT', '/api/v1/users/update_notification_ring', {
      token: user.token,
      body: { enable_notification_ring: false },
    });
    expect(off.body.data.enable_notification_ring).toBe(false);
  });

  it('refreshes the access token with the refresh token, and refuses a revoked one', async () => {
    const user = await signedInUser('refresh');
    const session = await api<{ refresh_token: string; access_token: string }>('POST', '/api/v1/auth', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const refreshed = await api<{ access_token: string }>('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: session.body.data.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await api('GET', '/api/v1/organizations', { token: refreshed.body.data.access_token })).status).toBe(200);
    await api('DELETE', '/api/v1/logout', { token: session.body.data.access_token });
    const revoked = await api('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: session.body.data.refresh_token },
    });
    expect(revoked.status).toBe(401);
    expect(revoked.body.status).toBe('authentication_failure');
  });
});

describe('account deletion', () => {
  it('refuses while the user belongs to shared workspaces', async () => {
    const owner = await signedInUser('sharer', { canCreateOrganization: true });
    const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Agency' },
    });
    expect(org.status).toBe(201);
    const detail = await api<{ can_delete: boolean }>('POST', '/api/v1/users/detail', { token: owner.token });
    expect(detail.body.data.can_delete).toBe(false);
    const res = await api('DELETE', '/api/v1/users/destroy', { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Oops! Leave all shared workspaces to proceed.');
  });

  it('blocks sign-in for 24 hours, schedules removal in 15 days, and the removal deletes everything', async () => {
    const user = await signedInUser('leaver');
    await api('POST', '/api/v1/workspaces', {
      token: user.token,
      body: { name: 'Mine', organization_id: user.personalOrganizationId },
    });
    expect(
      (await api<{ can_delete: boolean }>('POST', '/api/v1/users/detail', { token: user.token })).body.data.can_delete,
    ).toBe(true);
    expect((await api('DELETE', '/api/v1/users/destroy', { token: user.token })).status).toBe(200);

    const blocked = await api('POST', '/api/v1/auth', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(401);
    expect(blocked.body.message).toMatch(/scheduled for deletion/);
    const in15Days = await listDueEntries('account_deletion', new Date(Date.now() + 15 * 24 * 3600 * 1000 + 60_000));
    expect(in15Days.map((e) => e.subject_id)).toContain(user.userId);
    expect((await listDueEntries('account_deletion', new Date())).map((e) => e.subject_id)).not.toContain(user.userId);

    await deleteAccountData(user.userId);
    expect(await getUser(user.userId)).toBeNull();
    const after = await api('POST', '/api/v1/auth', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(after.body.message).toBe('Invalid email or password.');
  });

  it('deletes an account unused for 6 months at 6 months, after a warning 15 days before (accounts spec §4)', async () => {
    const user = await signedInUser('idle-six');
    const lastLogin = new Date('2026-01-10T09:00:00Z');
    await recordLogin(user.userId, lastLogin);
    const due = async (kind: 'account_inactivity' | 'account_deletion', at: string) =>
      (await listDueEntries(kind, new Date(at))).map((e) => e.subject_id).includes(user.userId);
    // The warning job is due 15 days before the 6-month mark (2026-07-10), not at it.
    expect(await due('account_inactivity', '2026-06-24T09:00:00Z')).toBe(false);
    expect(await due('account_inactivity', '2026-06-25T09:01:00Z')).toBe(true);

    await warnInactiveAccount(user.userId, new Date('2026-06-25T09:00:00Z'));
    const mail = (await mailTo(user.email)).find((m) => m.subject === 'Your Greenlight account will be deleted');
    expect(mail?.body.text).toContain('will be deleted in 15 days');
    // The deletion is due at 6 months after the last sign-in, not 15 days after the warning's 6 months.
    expect(await due('account_deletion', '2026-07-10T08:59:00Z')).toBe(false);
    expect(await due('account_deletion', '2026-07-10T09:01:00Z')).toBe(true);
  });

  it('warns an inactive account by e-mail and a sign-in cancels the scheduled deletion', async () => {
    const user = await signedInUser('idle');
    await warnInactiveAccount(user.userId);
    expect((await mailTo(user.email)).map((m) => m.subject)).toContain('Your Greenlight account will be deleted');
    // Just signed in, so the deletion falls 6 months out.
    const sixMonthsOut = new Date(Date.now() + 185 * 24 * 3600 * 1000);
    expect((await listDueEntries('account_deletion', sixMonthsOut)).map((e) => e.subject_id)).toContain(user.userId);
    expect((await api('POST', '/api/v1/auth', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(
      200,
    );
    expect((await listDueEntries('account_deletion', sixMonthsOut)).map((e) => e.subject_id)).not.toContain(
      user.userId,
    );
  });
});

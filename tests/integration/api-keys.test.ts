/**
 * Personal API keys (issue 29 "Personal API keys"; decisions P1–P12): create, list and revoke from a session;
 * a key acts as its user on the API (a read route works, then answers 401 once revoked), a malformed key
 * answers 401, a read-only key cannot write (403, nothing changed), no key can use the account's own
 * routes, bad input stores nothing, and another user's keys are never visible or revocable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  type ApiKey,
  type ApiKeyList,
  type CreatedApiKey,
} from '../../shared/schemas/api-keys';
import { apiKeyHash } from '../../functions/src/data/api-keys';
import { getItem } from '../../functions/src/data/access';
import { ApiKeyToken } from '../../functions/src/data/entities/api-key';
import { getCalendarFeed } from '../../functions/src/data/calendar-feeds';
import type { CalendarFeed } from '../../shared/schemas/calendar-feed';

type Organization = { id: string; name: string };

/** Create a key for `user` from their session. */
async function createKey(user: SignedInUser, body: Record<string, unknown> = {}): Promise<CreatedApiKey> {
  const res = await api<CreatedApiKey>('POST', '/api/v1/api_keys', {
    token: user.token,
    body: { name: 'CI', expires_in_days: 30, scope: 'read_write', ...body },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const listKeys = async (user: SignedInUser) =>
  (await api<ApiKeyList>('GET', '/api/v1/api_keys', { token: user.token })).body.data.api_keys;

describe('personal API keys', () => {
  let user: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    [user, other] = await Promise.all([signedInUser('keys'), signedInUser('keys-other')]);
  });

  it('creates a key shown once, stored only as its hash, that works on a read route and answers 401 once revoked', async () => {
    const created = await createKey(user, { name: 'Reporting', expires_in_days: 90 });
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.api_key).toMatchObject({
      name: 'Reporting',
      scope: 'read_write',
      prefix: created.key.slice(0, 12),
      last_used_at: null,
    });
    expect(Date.parse(created.api_key.expires_at!) - Date.parse(created.api_key.created_at)).toBe(90 * 86_400_000);
    // Only the hash is stored: the hash item names the user; nothing holds the key itself.
    const stored = await getItem(ApiKeyToken, { key_hash: apiKeyHash(created.key) });
    expect(stored).toMatchObject({ user_id: user.userId, key_id: created.api_key.id, scope: 'read_write' });
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const organizations = await api<Organization[]>('GET', '/api/v1/organizations', { token: created.key });
    expect(organizations.status).toBe(200);
    expect(organizations.body.data.map((o) => o.id)).toContain(user.personalOrganizationId);

    // The list never shows the key, and shows when it was last used.
    const listed = (await listKeys(user)).find((k) => k.id === created.api_key.id)!;
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed.last_used_at).not.toBeNull();

    expect((await api('DELETE', `/api/v1/api_keys/${created.api_key.id}`, { token: user.token })).status).toBe(204);
    const after = await api('GET', '/api/v1/organizations', { token: created.key });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthorized' });
    expect((await listKeys(user)).map((k) => k.id)).not.toContain(created.api_key.id);
    expect(await getItem(ApiKeyToken, { key_hash: apiKeyHash(created.key) })).toBeNull();
  });

  it('answers 401 to malformed and unknown keys', async () => {
    const { key } = await createKey(user);
    for (const bad of [`${key}x`, key.slice(0, -1), 'glk_', `glk_${'A'.repeat(43)}`, key.replace('glk_', 'glx_')]) {
      const res = await api('GET', '/api/v1/organizations', { token: bad });
      expect(res.status, bad).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses writes with a read-only key (403) and changes nothing', async () => {
    const { key, api_key } = await createKey(user, { scope: 'read', expires_in_days: null });
    expect(api_key).toMatchObject({ scope: 'read', expires_at: null });
    expect((await api('GET', '/api/v1/organizations', { token: key })).status).toBe(200);
    const before = await api<{ first_name: string }>('POST', '/api/v1/users/detail', { token: user.token });
    const write = await api('PUT', '/api/v1/users/update_detail', { token: key, body: { first_name: 'Changed' } });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(API_KEY_MESSAGES.readOnly);
    const workspace = await api('POST', '/api/v1/workspaces', {
      token: key,
      body: { name: 'Nope', organization_id: user.personalOrganizationId },
    });
    expect(workspace.status).toBe(403);
    const after = await api<{ first_name: string }>('POST', '/api/v1/users/detail', { token: user.token });
    expect(after.body.data.first_name).toBe(before.body.data.first_name);
    const workspaces = await api<unknown[]>(
      'GET',
      `/api/v1/workspaces?organization_id=${user.personalOrganizationId}`,
      { token: user.token },
    );
    expect(JSON.stringify(workspaces.body.data)).not.toContain('Nope');
  });

  it('lets a read and write key change what its user may change', async () => {
    const { key } = await createKey(user);
    const res = await api<{ first_name: string }>('PUT', '/api/v1/users/update_detail', {
      token: key,
      body: { first_name: 'Keyed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.first_name).toBe('Keyed');
  });

  it("never lets a key use the account's own routes", async () => {
    const { key } = await createKey(user);
    const calls: Array<[string, string, unknown]> = [
      [
        'PUT',
        '/api/v1/users/update_password',
        { current_password: 'Secret123', password: 'Secret456', password_confirmation: 'Secret456' },
      ],
      ['DELETE', '/api/v1/users/destroy', undefined],
      ['DELETE', '/api/v1/logout', undefined],
      ['GET', '/api/v1/api_keys', undefined],
      ['POST', '/api/v1/api_keys', { name: 'Child', expires_in_days: 30, scope: 'read' }],
      ['DELETE', `/api/v1/api_keys/${(await listKeys(user))[0]!.id}`, undefined],
    ];
    const countBefore = (await listKeys(user)).length;
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: key, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(API_KEY_MESSAGES.accountRoute);
    }
    expect((await listKeys(user)).length).toBe(countBefore);
    // The session still works: the password was not changed, the account not scheduled for deletion.
    expect((await api<{ can_delete: boolean }>('POST', '/api/v1/users/detail', { token: user.token })).status).toBe(
      200,
    );
    expect((await api('POST', '/api/v1/auth', { body: { email: user.email, password: 'Secret123' } })).status).toBe(
      200,
    );
  });

  it('never lets a key make, regenerate or revoke the calendar feed, whose URL would outlive the key (issue 35)', async () => {
    const { key } = await createKey(user);
    // Make: no feed yet, and none after the refusal.
    expect(await getCalendarFeed(user.userId, { consistent: true })).toBeNull();
    const made = await api('POST', '/api/v1/calendar_feed', { token: key, body: {} });
    expect(made.status).toBe(403);
    expect(made.body.message).toBe(API_KEY_MESSAGES.accountRoute);
    expect(await getCalendarFeed(user.userId, { consistent: true })).toBeNull();
    // Regenerate and revoke a feed made from a session: refused, the feed and its token unchanged.
    const issued = await api<CalendarFeed>('POST', '/api/v1/calendar_feed', { token: user.token, body: {} });
    expect(issued.status).toBe(201);
    const before = await getCalendarFeed(user.userId, { consistent: true });
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await api(method, '/api/v1/calendar_feed', {
        token: key,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.status, method).toBe(403);
      expect(res.body.message).toBe(API_KEY_MESSAGES.accountRoute);
    }
    expect(await getCalendarFeed(user.userId, { consistent: true })).toEqual(before);
    // Reading whether a feed exists is still allowed.
    expect((await api<CalendarFeed>('GET', '/api/v1/calendar_feed', { token: key })).status).toBe(200);
    expect((await api('DELETE', '/api/v1/calendar_feed', { token: user.token })).status).toBe(204);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await listKeys(other)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '', expires_in_days: 30, scope: 'read' }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ name: 'x', expires_in_days: 7, scope: 'read' }, 'expires_in_days', API_KEY_MESSAGES.expiry],
      [{ name: 'x', expires_in_days: 30, scope: 'admin' }, 'scope', API_KEY_MESSAGES.scope],
      [{ name: 'x'.repeat(API_KEY_LIMITS.nameLength + 1), expires_in_days: 30, scope: 'read' }, 'name', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', '/api/v1/api_keys', { token: other.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field]?.length, field).toBeGreaterThan(0);
      if (message) expect(res.body.errors?.[field]).toContain(message);
    }
    expect((await listKeys(other)).length).toBe(before);
  });

  it(`allows at most ${API_KEY_LIMITS.perUser} keys per user`, async () => {
    const owner = await signedInUser('keys-many');
    for (let i = 0; i < API_KEY_LIMITS.perUser; i++) await createKey(owner, { name: `Key ${i}` });
    const refused = await api('POST', '/api/v1/api_keys', {
      token: owner.token,
      body: { name: 'One too many', expires_in_days: 30, scope: 'read' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.tooMany);
    const keys = await listKeys(owner);
    expect(keys).toHaveLength(API_KEY_LIMITS.perUser);
    // Newest first.
    expect(keys[0]!.name).toBe(`Key ${API_KEY_LIMITS.perUser - 1}`);

    // One place freed, three creates at once: exactly one gets it.
    expect((await api('DELETE', `/api/v1/api_keys/${keys[0]!.id}`, { token: owner.token })).status).toBe(204);
    const racing = await Promise.all(
      [1, 2, 3].map((i) =>
        api('POST', '/api/v1/api_keys', {
          token: owner.token,
          body: { name: `Race ${i}`, expires_in_days: null, scope: 'read' },
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(await listKeys(owner)).toHaveLength(API_KEY_LIMITS.perUser);
  });

  it("never shows or revokes another user's keys", async () => {
    const mine = await createKey(user, { name: 'Mine' });
    const theirs: ApiKey[] = await listKeys(other);
    expect(theirs.map((k) => k.id)).not.toContain(mine.api_key.id);
    const revoke = await api('DELETE', `/api/v1/api_keys/${mine.api_key.id}`, { token: other.token });
    expect(revoke.status).toBe(404);
    expect(revoke.body.message).toBe(API_KEY_MESSAGES.notFound);
    expect((await api('GET', '/api/v1/organizations', { token: mine.key })).status).toBe(200);
    // A key reaches only its own user's organizations.
    const otherOrg = await api('GET', `/api/v1/workspaces?organization_id=${other.personalOrganizationId}`, {
      token: mine.key,
    });
    expect(otherOrg.status).toBe(404);
    expect((await api('DELETE', '/api/v1/api_keys/not-an-id', { token: user.token })).status).toBe(404);
  });
});

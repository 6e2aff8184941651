/**
 * What stops a personal API key at once, and its rate limit (issue 29 "Revoking a key, deleting the user,
 * or removing them from the organization stops the key at once"; "Keys have their own rate limit";
 * decisions P4–P7): expiry (run as of a later instant with the injected clock, functions/src/lib/clock.ts),
 * removal from the organization (404 on its routes at once: membership is checked per request), the
 * deletion of the user (401), and 429 with Retry-After past the per-minute limit.
 */
import { addDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { API_KEY_LIMITS, API_KEY_MESSAGES, type CreatedApiKey } from '../../shared/schemas/api-keys';
import { CLOCK_HEADER } from '../../functions/src/lib/clock';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { setAllowedUserCount } from '../../functions/src/data/organizations';
import { deleteAccountData } from '../../functions/src/services/accounts/deletion';
import { readCalendarFeedToken } from '../../functions/src/data/calendar-feeds';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/src/lib/aws/dynamodb';
import { env } from '../../functions/src/lib/env';
import { indexKeys } from '../../functions/src/data/keys';
import { apiKeyHash } from '../../functions/src/data/api-key-use';
import { API_KEY_TOKEN_BY_HASH, API_KEY_TOKEN_MODEL } from '../../functions/src/data/entities/api-key-keys';

async function createKey(user: SignedInUser, body: Record<string, unknown> = {}): Promise<CreatedApiKey> {
  const res = await api<CreatedApiKey>('POST', '/api/v1/api_keys', {
    token: user.token,
    body: { name: 'Job', expires_in_days: 30, scope: 'read_write', ...body },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** A raw call (no contract check needed for the status alone) as of `at`. */
async function callAt(key: string, at: Date, path = '/api/v1/organizations') {
  return api('GET', path, { token: key, headers: { [CLOCK_HEADER]: at.toISOString() } });
}

describe('API keys stop at once', () => {
  let owner: SignedInUser;
  let scope: ScopeFixture;

  beforeAll(async () => {
    owner = await signedInUser('keys-owner', { canCreateOrganization: true });
    scope = await scopeFixture(owner, 'Keys');
    await setAllowedUserCount(scope.organizationId, 10);
  });

  it('answers 401 once the key has expired', async () => {
    const { key, api_key } = await createKey(owner, { expires_in_days: 30 });
    const created = new Date(api_key.created_at);
    expect((await callAt(key, addDays(created, 29))).status).toBe(200);
    const expired = await callAt(key, addDays(created, 31));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Unauthorized' });
  });

  it("gives a removed member's key 404 on the organization's routes at once", async () => {
    const member = await signedInUser('keys-member');
    const { workspace } = await getWorkspaceWithMember(scope.workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, member.userId, 'production');
    const { key } = await createKey(member, { scope: 'read' });
    const board = `/api/v1/workspaces/${scope.workspaceId}`;
    expect((await api('GET', board, { token: key })).status).toBe(200);
    expect(
      (await api('GET', `/api/v1/workspaces?organization_id=${scope.organizationId}`, { token: key })).status,
    ).toBe(200);

    const removed = await api(
      'DELETE',
      `/api/v1/multi_users/${member.userId}?organization_id=${scope.organizationId}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    expect((await api('GET', board, { token: key })).status).toBe(404);
    expect(
      (await api('GET', `/api/v1/workspaces?organization_id=${scope.organizationId}`, { token: key })).status,
    ).toBe(404);
    // The key itself still works where its user still belongs.
    expect((await api('GET', '/api/v1/organizations', { token: key })).status).toBe(200);
  });

  it("answers 401 to a deleted user's keys, and removes their calendar feed's token with them", async () => {
    const leaver = await signedInUser('keys-leaver');
    const { key } = await createKey(leaver, { expires_in_days: null });
    expect((await api('GET', '/api/v1/organizations', { token: key })).status).toBe(200);
    const feed = await api<{ url?: string }>('POST', '/api/v1/calendar_feed', { token: leaver.token, body: {} });
    expect(feed.status).toBe(201);
    const feedToken = new URL(feed.body.data.url!).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect(await readCalendarFeedToken(feedToken)).not.toBeNull();
    await deleteAccountData(leaver.userId);
    const res = await api('GET', '/api/v1/organizations', { token: key });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
    expect(await readCalendarFeedToken(feedToken)).toBeNull();
  });

  it(`answers 429 with Retry-After past ${API_KEY_LIMITS.perMinute} requests a minute, and serves again the next minute`, async () => {
    const { key } = await createKey(owner, { expires_in_days: null, scope: 'read' });
    // Every request as of the same instant, 20 s into a minute: all count in that minute.
    const at = addDays(new Date(), 1);
    at.setUTCSeconds(20, 0);
    const statuses: number[] = [];
    for (let i = 0; i < API_KEY_LIMITS.perMinute; i++) statuses.push((await callAt(key, at)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const response = await fetch(`${baseUrl()}/api/v1/organizations`, {
      headers: { authorization: `Bearer ${key}`, [CLOCK_HEADER]: at.toISOString() },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('40');
    expect(((await response.json()) as { message: string }).message).toBe(API_KEY_MESSAGES.rateLimited);
    // Nothing else gets through in that minute, and a session is not limited by the key.
    expect((await callAt(key, at)).status).toBe(429);
    expect((await api('GET', '/api/v1/organizations', { token: owner.token })).status).toBe(200);
    // The next minute starts a new count.
    expect((await callAt(key, new Date(at.getTime() + 60_000))).status).toBe(200);
  });

  it("keeps only the current minute's counter on the key, after idle minutes too", async () => {
    const { key } = await createKey(owner, { expires_in_days: null, scope: 'read' });
    const counters = async () => {
      const { Item } = await documentClient().send(
        new GetCommand({
          TableName: env.tableName(),
          Key: indexKeys(API_KEY_TOKEN_MODEL, API_KEY_TOKEN_BY_HASH, { key_hash: apiKeyHash(key) }),
          ConsistentRead: true,
        }),
      );
      return Object.keys(Item ?? {})
        .filter((name) => name.startsWith('rate_'))
        .sort();
    };
    const minute = (at: Date) => `rate_${Math.floor(at.getTime() / 60_000)}`;
    const start = addDays(new Date(), 2);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect((await callAt(key, at(0))).status).toBe(200);
    expect((await callAt(key, at(1))).status).toBe(200);
    expect(await counters()).toEqual([minute(at(1))]);
    // After idle minutes, the counter the last answer showed goes with the next use.
    expect((await callAt(key, at(5))).status).toBe(200);
    expect(await counters()).toEqual([minute(at(5))]);
    expect((await callAt(key, at(9))).status).toBe(200);
    expect(await counters()).toEqual([minute(at(9))]);
  });
});

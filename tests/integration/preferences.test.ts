/**
 * Minimized cards, search history and recommendations, and popup snoozes through the API (cards spec §2
 * Minimized cards and Search, §3, §4 Search history, §5 popup snooze, §7 Other; decisions K23–K26): each
 * call's rules, bad input, guests' visibility and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { patchItem } from '../../functions/src/data/access';
import { Card } from '../../functions/src/data/entities/card';

type Docked = { id: string; content_group: { name: string }; workspace: { id: string } };
type Entry = { id: string; text: string };

describe('preferences', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let visibleCards: string[];
  let hiddenCards: string[];

  const dock = (user = owner) => api<Docked[]>('GET', '/api/v1/minimized_content_groups', { token: user.token });
  const minimize = (cardId: string, user = owner, ws = workspaceId) =>
    api<Docked[]>('POST', '/api/v1/minimized_content_groups', {
      token: user.token,
      body: { workspace_id: ws, content_group_id: cardId },
    });
  const history = (user = owner) =>
    api<Entry[]>('GET', `/api/v1/workspaces/${workspaceId}/search_histories`, { token: user.token });
  const search = (text: unknown, user = owner) =>
    api<Entry>('POST', `/api/v1/workspaces/${workspaceId}/search_histories`, { token: user.token, body: { text } });

  beforeAll(async () => {
    [owner, approver, stranger] = await Promise.all(
      ['pref-owner', 'pref-approver', 'pref-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Shared', 'Internal'], 3);
    workspaceId = fixture.workspaceId;
    visibleCards = fixture.stages[0].cardIds;
    hiddenCards = fixture.stages[1].cardIds;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('minimizes cards into the dock in order, once each, and restores them', async () => {
    expect((await dock()).body.data).toEqual([]);
    expect((await minimize(visibleCards[0])).status).toBe(201);
    await minimize(visibleCards[1]);
    const twice = await minimize(visibleCards[0]);
    expect(twice.body.data.map((d) => d.id)).toEqual([visibleCards[0], visibleCards[1]]);
    expect(twice.body.data[0]).toMatchObject({
      content_group: { name: 'Shared card 1' },
      workspace: { id: workspaceId },
    });
    expect(
      (await api('DELETE', `/api/v1/minimized_content_groups/${visibleCards[0]}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await dock()).body.data.map((d) => d.id)).toEqual([visibleCards[1]]);
    expect(
      (await api('DELETE', `/api/v1/minimized_content_groups/${visibleCards[0]}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('keeps at most 10 minimized cards and refuses the 11th with a clear message', async () => {
    const user = await signedInUser('pref-many');
    const own = await boardFixture(user, ['Many'], 11);
    for (const cardId of own.stages[0].cardIds.slice(0, 10))
      expect((await minimize(cardId, user, own.workspaceId)).status).toBe(201);
    const eleventh = await minimize(own.stages[0].cardIds[10], user, own.workspaceId);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('You can minimize at most 10 cards. Restore one first.');
    expect((await dock(user)).body.data).toHaveLength(10);
  });

  it('never docks a card the caller may not see, and drops cards that became invisible', async () => {
    expect((await minimize(hiddenCards[0], approver)).status).toBe(404);
    expect((await minimize(visibleCards[2], stranger)).status).toBe(404);
    expect((await minimize(visibleCards[2], approver)).status).toBe(201);
    // The card goes to the bin: it leaves the dock on the next read.
    await patchItem(Card, {
      workspace_id: workspaceId,
      card_id: visibleCards[2],
      deleted_at: new Date().toISOString(),
    });
    expect((await dock(approver)).body.data).toEqual([]);
    await patchItem(Card, { workspace_id: workspaceId, card_id: visibleCards[2], deleted_at: $remove() });
    expect((await dock(approver)).body.data).toEqual([]);
    expect((await minimize('not-a-card', owner)).status).toBe(400);
  });

  it('remembers searches newest first, without duplicates or empty texts, at most 50', async () => {
    expect((await search('Logo')).status).toBe(201);
    await search('banner');
    await search('  LOGO ');
    const empty = await search('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: ['Required'] });
    expect((await history()).body.data.map((e) => e.text)).toEqual(['LOGO', 'banner']);
    for (let i = 0; i < 55; i++) await search(`query ${i}`);
    const entries = (await history()).body.data;
    expect(entries).toHaveLength(50);
    expect(entries[0].text).toBe('query 54');
    expect(entries.map((e) => e.text)).not.toContain('LOGO');
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${workspaceId}/search_histories/${entries[0].id}`, {
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    expect((await history()).body.data[0].text).toBe('query 53');
    expect((await search(42)).status).toBe(400);
    expect((await history(approver)).body.data).toEqual([]);
    expect((await history(stranger)).status).toBe(404);
  });

  it('recommends titles of live cards in stages the caller may see', async () => {
    const recommend = (name: string, user = owner) =>
      api<Array<{ name: string }>>(
        'GET',
        `/api/v1/workspaces/${workspaceId}/content_groups/search?name=${encodeURIComponent(name)}`,
        { token: user.token },
      );
    expect((await recommend('card 1')).body.data.map((c) => c.name).sort()).toEqual([
      'Internal card 1',
      'Shared card 1',
    ]);
    expect((await recommend('card 1', approver)).body.data.map((c) => c.name)).toEqual(['Shared card 1']);
    expect((await recommend('')).body.data).toEqual([]);
    expect((await recommend('card', stranger)).status).toBe(404);
  });

  it('snoozes a confirmation popup until the time given, and refuses bad times and ids', async () => {
    const path = '/api/v1/popup_dismisses/archive_card';
    expect((await api('GET', path, { token: owner.token })).body.data).toEqual({
      id: 'archive_card',
      dismiss_until: null,
    });
    const until = new Date(Date.now() + 5 * 60 * 1000).toISOString();
    expect((await api('PUT', path, { token: owner.token, body: { dismiss_until: until } })).status).toBe(200);
    expect((await api<{ dismiss_until: string }>('GET', path, { token: owner.token })).body.data.dismiss_until).toBe(
      until,
    );
    expect(
      (await api<{ dismiss_until: string | null }>('GET', path, { token: approver.token })).body.data.dismiss_until,
    ).toBeNull();
    for (const dismiss_until of [
      new Date(Date.now() - 1000).toISOString(),
      new Date(Date.now() + 2 * 86_400_000).toISOString(),
      'soon',
    ]) {
      expect((await api('PUT', path, { token: owner.token, body: { dismiss_until } })).status).toBe(400);
    }
    expect((await api('GET', '/api/v1/popup_dismisses/Not%20A%20Popup', { token: owner.token })).status).toBe(404);
    expect((await api('GET', path)).status).toBe(401);
  });
});

/**
 * Checklists through the API (cards spec §4 Checklists, §6 list flags, §7 Checklists; docs/data-model.md
 * patterns 92–97; decisions K20–K22): lists and items with their validation, the card's subtask counters
 * under concurrent toggles, hiding from guests, ordering, the bin's read-only rule, each role's flags and
 * another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { keyQuery, patchItem as patchStoredItem, queryAll } from '../../functions/src/data/access';
import { Card } from '../../functions/src/data/entities/card';
import {
  CHECKLIST_ITEM_BY_CARD,
  CHECKLIST_ITEM_MODEL,
  ChecklistItem,
} from '../../functions/src/data/entities/checklist';

type Item = { id: string; list_id: string; description: string; done: boolean; position: string };
type List = { id: string; title: string; hidden: boolean; position: string; items: Item[] };

describe('checklists', () => {
  let owner: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let production: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  let hiddenStageCardId: string;

  const lists = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}/lists`;
  const getLists = (cardId: string, user = owner) => api<List[]>('GET', lists(cardId), { token: user.token });
  const newList = (cardId: string, list: unknown = {}, user = owner) =>
    api<List>('POST', lists(cardId), { token: user.token, body: { list } });
  const newItem = (cardId: string, listId: string, list_item: unknown, user = owner) =>
    api<Item>('POST', `${lists(cardId)}/${listId}/list_items`, { token: user.token, body: { list_item } });
  const patchItem = (cardId: string, listId: string, itemId: string, list_item: unknown, user = owner) =>
    api<Item>('PATCH', `${lists(cardId)}/${listId}/list_items/${itemId}`, { token: user.token, body: { list_item } });
  const counts = async (cardId: string) => {
    const card = (await getCard(workspaceId, cardId))!;
    return {
      total: card.total_subtasks ?? 0,
      done: card.completed_subtasks ?? 0,
      hidden: card.hidden_subtasks ?? 0,
      hiddenDone: card.hidden_completed_subtasks ?? 0,
    };
  };

  beforeAll(async () => {
    [owner, spectator, approver, production, stranger] = await Promise.all(
      ['cl-owner', 'cl-spectator', 'cl-approver', 'cl-production', 'cl-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review', 'Internal'], 3);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    hiddenStageCardId = fixture.stages[1].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, production.userId, 'production');
  });

  it('creates lists and items in order, with the default title, and counts them on the card', async () => {
    const card = cardIds[0];
    const untitled = await newList(card);
    expect(untitled.status).toBe(201);
    expect(untitled.body.data).toMatchObject({ title: 'Checklist', hidden: false, items: [] });
    const launch = (await newList(card, { title: '  Launch  ' })).body.data;
    expect(launch.title).toBe('Launch');
    for (const description of ['Brief', 'Draft', 'Review'])
      expect((await newItem(card, launch.id, { description })).status).toBe(201);
    const read = (await getLists(card)).body.data;
    expect(read.map((l) => l.title)).toEqual(['Checklist', 'Launch']);
    expect(read[1].items.map((i) => i.description)).toEqual(['Brief', 'Draft', 'Review']);
    expect(await counts(card)).toEqual({ total: 3, done: 0, hidden: 0, hiddenDone: 0 });
  });

  it('toggles items done, keeping exact counts under concurrent toggles of the same item', async () => {
    const card = cardIds[1];
    const list = (await newList(card, { title: 'Tasks' })).body.data;
    const items: Item[] = [];
    for (const description of ['One', 'Two', 'Three'])
      items.push((await newItem(card, list.id, { description })).body.data);
    // Five requests race to mark the same item done: it is done once and counted once.
    await Promise.all(Array.from({ length: 5 }, () => patchItem(card, list.id, items[0].id, { done: true })));
    expect((await patchItem(card, list.id, items[1].id, { done: true })).body.data.done).toBe(true);
    expect(await counts(card)).toMatchObject({ total: 3, done: 2 });
    await patchItem(card, list.id, items[1].id, { done: false });
    await patchItem(card, list.id, items[1].id, { description: 'Two, renamed' });
    const read = (await getLists(card)).body.data[0].items;
    expect(read.map((i) => [i.description, i.done])).toEqual([
      ['One', true],
      ['Two, renamed', false],
      ['Three', false],
    ]);
    expect(await counts(card)).toMatchObject({ total: 3, done: 1 });
    // Deleting a done item and then the list takes their counts back.
    expect(
      (await api('DELETE', `${lists(card)}/${list.id}/list_items/${items[0].id}`, { token: owner.token })).status,
    ).toBe(200);
    expect(await counts(card)).toMatchObject({ total: 2, done: 0 });
    expect((await api('DELETE', `${lists(card)}/${list.id}`, { token: owner.token })).status).toBe(200);
    expect(await counts(card)).toEqual({ total: 0, done: 0, hidden: 0, hiddenDone: 0 });
    expect((await getLists(card)).body.data).toEqual([]);
    const leftovers = await queryAll(
      ChecklistItem,
      keyQuery(CHECKLIST_ITEM_MODEL, CHECKLIST_ITEM_BY_CARD, { card_id: card }),
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const card = cardIds[0];
    const before = (await getLists(card)).body.data;
    const listId = before[1].id;
    const cases: Array<[string, string, unknown]> = [
      ['POST', lists(card), { list: { title: '   ' } }],
      ['POST', lists(card), { list: { title: 42 } }],
      ['POST', lists(card), { list: 'x' }],
      ['POST', `${lists(card)}/${listId}/list_items`, { list_item: { description: '' } }],
      ['POST', `${lists(card)}/${listId}/list_items`, { list_item: { description: 'x'.repeat(1001) } }],
      ['PATCH', `${lists(card)}/${listId}`, { list: {} }],
      ['PATCH', `${lists(card)}/${listId}/list_items/${before[1].items[0].id}`, { list_item: { done: 'yes' } }],
      ['PUT', `${lists(card)}/sort`, { sorted_list_ids: [{ id: 'nope' }] }],
    ];
    for (const [method, path, body] of cases) {
      const res = await api(method, path, { token: owner.token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const missing = await api('PATCH', `${lists(card)}/00000000-0000-4000-8000-000000000000`, {
      token: owner.token,
      body: { list: { title: 'X' } },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('List not found');
    // A stale order (not exactly the card's lists) is refused.
    const stale = await api('PUT', `${lists(card)}/sort`, {
      token: owner.token,
      body: { sorted_list_ids: [{ id: listId }] },
    });
    expect(stale.status).toBe(409);
    expect((await getLists(card)).body.data).toEqual(before);
  });

  it('reorders lists and items, rewriting only the moved one', async () => {
    const card = cardIds[2];
    const created: List[] = [];
    for (const title of ['A', 'B', 'C', 'D']) created.push((await newList(card, { title })).body.data);
    const [a, b, c, d] = created;
    const sorted = await api<List[]>('PUT', `${lists(card)}/sort`, {
      token: owner.token,
      body: { sorted_list_ids: [d, a, b, c].map(({ id }) => ({ id })) },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.map((l) => l.title)).toEqual(['D', 'A', 'B', 'C']);
    const after = new Map(sorted.body.data.map((l) => [l.id, l.position]));
    expect([a, b, c].map((l) => after.get(l.id))).toEqual([a, b, c].map((l) => l.position));
    const items: Item[] = [];
    for (const description of ['x', 'y', 'z']) items.push((await newItem(card, a.id, { description })).body.data);
    const itemSort = await api<List>('PUT', `${lists(card)}/${a.id}/list_items/sort`, {
      token: owner.token,
      body: { sorted_list_item_ids: [items[1], items[2], items[0]].map(({ id }) => ({ id })) },
    });
    expect(itemSort.body.data.items.map((i) => i.description)).toEqual(['y', 'z', 'x']);
  });

  it('hides a list from guests: the API never sends it, its items are unknown to them, and guests see counts without it', async () => {
    const card = cardIds[0];
    const secret = (await newList(card, { title: 'Internal only' })).body.data;
    const item = (await newItem(card, secret.id, { description: 'Budget', done: true })).body.data;
    const hide = await api<List>('PATCH', `${lists(card)}/${secret.id}`, {
      token: owner.token,
      body: { list: { hidden: true } },
    });
    expect(hide.body.data.hidden).toBe(true);
    expect(await counts(card)).toMatchObject({ total: 4, done: 1, hidden: 1, hiddenDone: 1 });
    const guestView = (await getLists(card, approver)).body.data;
    expect(guestView.map((l) => l.title)).not.toContain('Internal only');
    expect(JSON.stringify(guestView)).not.toContain('Budget');
    expect((await getLists(card, spectator)).body.data.map((l) => l.title)).toContain('Internal only');
    expect((await patchItem(card, secret.id, item.id, { done: false }, approver)).status).toBe(403);
    // The board card's subtask counts follow the same rule: the approver's leave the hidden list out.
    type Board = {
      stages: Array<{ content_groups: Array<{ id: string; total_subtasks: number; completed_subtasks: number }> }>;
    };
    const boardCard = async (user: SignedInUser) =>
      (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: user.token })).body.data.stages
        .flatMap((s) => s.content_groups)
        .find((c) => c.id === card)!;
    expect(await boardCard(owner)).toMatchObject({ total_subtasks: 4, completed_subtasks: 1 });
    expect(await boardCard(approver)).toMatchObject({ total_subtasks: 3, completed_subtasks: 0 });
    // Toggling inside a hidden list moves the hidden counts too; showing it again gives them back.
    await patchItem(card, secret.id, item.id, { done: false });
    expect(await counts(card)).toMatchObject({ done: 0, hidden: 1, hiddenDone: 0 });
    await api('PATCH', `${lists(card)}/${secret.id}`, { token: owner.token, body: { list: { hidden: false } } });
    expect(await counts(card)).toMatchObject({ total: 4, hidden: 0, hiddenDone: 0 });
  });

  it("follows each role's flags: spectators and guests read, production edits, nobody outside the workspace sees anything", async () => {
    const card = cardIds[0];
    const listId = (await getLists(card)).body.data[1].id;
    for (const reader of [spectator, approver, production]) expect((await getLists(card, reader)).status).toBe(200);
    for (const user of [spectator, approver]) {
      expect((await newList(card, { title: 'Nope' }, user)).status).toBe(403);
      expect((await newItem(card, listId, { description: 'Nope' }, user)).status).toBe(403);
      expect((await api('DELETE', `${lists(card)}/${listId}`, { token: user.token })).status).toBe(403);
    }
    const made = await newList(card, { title: 'By production' }, production);
    expect(made.status).toBe(201);
    expect((await api('DELETE', `${lists(card)}/${made.body.data.id}`, { token: production.token })).status).toBe(200);
    // A guest cannot read the lists of a card in a stage hidden from clients.
    const hidden = await getLists(hiddenStageCardId, approver);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('The content cannot be found.');
    // Another organization's user: 404 on every call, whatever the ids.
    expect((await getLists(card, stranger)).status).toBe(404);
    expect((await newList(card, { title: 'Intruder' }, stranger)).status).toBe(404);
    const own = await boardFixture(stranger, ['Mine'], 1);
    const crossed = await api('GET', `/api/v1/workspaces/${own.workspaceId}/content_groups/${card}/lists`, {
      token: stranger.token,
    });
    expect(crossed.status).toBe(404);
    expect(
      (
        await api(
          'PATCH',
          `/api/v1/workspaces/${own.workspaceId}/content_groups/${own.stages[0].cardIds[0]}/lists/${listId}`,
          {
            token: stranger.token,
            body: { list: { title: 'Stolen' } },
          },
        )
      ).status,
    ).toBe(404);
  });

  it('keeps a card in the recycle bin read-only', async () => {
    const card = cardIds[1];
    await patchStoredItem(Card, { workspace_id: workspaceId, card_id: card, deleted_at: new Date().toISOString() });
    const refused = await newList(card, { title: 'Too late' });
    expect(refused.status).toBe(409);
    expect((await getLists(card)).body.data).toEqual([]);
    await patchStoredItem(Card, { workspace_id: workspaceId, card_id: card, deleted_at: $remove() });
  });
});

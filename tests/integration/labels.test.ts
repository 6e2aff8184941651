/**
 * Workspace labels through the API (cards spec §3 Label, §5 Label form, §7 Labels and
 * `POST …/content_labels`; docs/data-model.md patterns 48, 49, 77): CRUD with its validation, assigning
 * and unassigning on cards, a deleted label leaving every card, permissions and another organization's ids.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Label = { id: string; name: string; color_hex: string };
type Card = { id: string; labels: Label[]; assigned_users: unknown[] };
type Board = { stages: Array<{ id: string; content_groups: Card[] }> };

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('labels', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let spectator: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const labels = (user = owner, ws = workspaceId) =>
    api<Label[]>('GET', `/api/v1/workspaces/${ws}/labels`, { token: user.token });
  const create = (body: unknown, user = owner, ws = workspaceId) =>
    api<Label>('POST', `/api/v1/workspaces/${ws}/labels`, { token: user.token, body });
  const assign = (cardId: string, labelId: string, assigned: boolean, user = owner, ws = workspaceId) =>
    api<Card>('POST', `/api/v1/workspaces/${ws}/content_groups/${cardId}/content_labels`, {
      token: user.token,
      body: { label_id: labelId, assigned },
    });
  const boardCard = async (cardId: string) => {
    const board = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data;
    return board.stages.flatMap((s) => s.content_groups).find((c) => c.id === cardId)!;
  };

  beforeAll(async () => {
    owner = await signedInUser('labels-owner');
    stranger = await signedInUser('labels-stranger');
    spectator = await signedInUser('labels-spectator');
    const fixture = await boardFixture(owner, ['Doing'], 2);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    cardIds = fixture.stages[0].cardIds;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
  });

  it('creates labels (colour defaults to dddddd, stored lower-case) and lists them by name', async () => {
    const plain = await create({ name: 'Urgent' });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ name: 'Urgent', color_hex: 'dddddd' });
    const coloured = await create({ name: 'Blog', color_hex: 'FF8800' });
    expect(coloured.body.data.color_hex).toBe('ff8800');
    expect((await labels()).body.data.map((l) => l.name)).toEqual(['Blog', 'Urgent']);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const before = (await labels()).body.data;
    const noName = await create({ name: '  ', color_hex: 'ffffff' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors?.name).toEqual(['Label Name is required']);
    for (const color_hex of ['#ffffff', 'fff', 'gggggg', 'ffffff0', 12]) {
      const bad = await create({ name: 'Bad colour', color_hex });
      expect(bad.status, String(color_hex)).toBe(400);
      expect(bad.body.message).toContain('Color HEX must be 6 hexadecimal digits');
    }
    const label = before[0];
    const badUpdate = await api('PUT', `/api/v1/workspaces/${workspaceId}/labels/${label.id}`, {
      token: owner.token,
      body: { name: 'Renamed', color_hex: '#000' },
    });
    expect(badUpdate.status).toBe(400);
    const empty = await api('PUT', `/api/v1/workspaces/${workspaceId}/labels/${label.id}`, {
      token: owner.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect((await labels()).body.data).toEqual(before);
    const badAssign = await api(
      'POST',
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[0]}/content_labels`,
      { token: owner.token, body: { label_id: 'nope' } },
    );
    expect(badAssign.status).toBe(400);
  });

  it('renames and recolours a label, and cards show the change', async () => {
    const label = (await create({ name: 'Draft', color_hex: '112233' })).body.data;
    expect((await assign(cardIds[0], label.id, true)).status).toBe(200);
    const updated = await api<Label>('PUT', `/api/v1/workspaces/${workspaceId}/labels/${label.id}`, {
      token: owner.token,
      body: { name: 'Final', color_hex: 'AABBCC' },
    });
    expect(updated.body.data).toEqual({ id: label.id, name: 'Final', color_hex: 'aabbcc' });
    expect((await boardCard(cardIds[0])).labels).toContainEqual({ id: label.id, name: 'Final', color_hex: 'aabbcc' });
  });

  it('assigns and unassigns labels on a card; the board, the card and content_labels agree', async () => {
    const a = (await create({ name: 'Alpha' })).body.data;
    const b = (await create({ name: 'Beta', color_hex: '00ff00' })).body.data;
    const card = cardIds[1];
    await assign(card, b.id, true);
    const res = await assign(card, a.id, true);
    expect(res.body.data.labels.map((l) => l.name)).toEqual(['Alpha', 'Beta']);
    // Assigning twice is harmless: the set holds each label once.
    expect((await assign(card, a.id, true)).body.data.labels).toHaveLength(2);
    expect((await boardCard(card)).labels.map((l) => l.id)).toEqual([a.id, b.id]);
    const choices = await api<Array<Label & { assigned: boolean }>>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_labels/${card}`,
      { token: owner.token },
    );
    expect(choices.body.data.filter((l) => l.assigned).map((l) => l.id)).toEqual([a.id, b.id]);
    const single = await api<Card>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${card}`, {
      token: owner.token,
    });
    expect(single.body.data.labels).toHaveLength(2);
    const page = await api<{ items: Card[] }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data?page=1`,
      { token: owner.token },
    );
    expect(page.body.data.items.find((c) => c.id === card)!.labels).toHaveLength(2);
    const off = await assign(card, a.id, false);
    expect(off.body.data.labels.map((l) => l.id)).toEqual([b.id]);
  });

  it('a deleted label disappears from every card at once', async () => {
    const doomed = (await create({ name: 'Doomed' })).body.data;
    await assign(cardIds[0], doomed.id, true);
    await assign(cardIds[1], doomed.id, true);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/labels/${doomed.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await labels()).body.data.some((l) => l.id === doomed.id)).toBe(false);
    for (const card of cardIds) expect((await boardCard(card)).labels.some((l) => l.id === doomed.id)).toBe(false);
    // It can no longer be assigned, updated or deleted.
    expect((await assign(cardIds[0], doomed.id, true)).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/labels/${doomed.id}`, {
          token: owner.token,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/labels/${doomed.id}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('creates a card with labels in one write; an unknown label refuses the whole card', async () => {
    const tag = (await create({ name: 'Tagged' })).body.data;
    const created = await api<Card>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'With label', stage_id: stageId, label_ids: [tag.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.labels).toEqual([tag]);
    // The spec's project_id names one label of the form's "label (project)" (docs/decisions.md A10).
    const viaProject = await api<Card>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'With project', stage_id: stageId, project_id: tag.id },
    });
    expect(viaProject.body.data.labels).toEqual([tag]);
    const before = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data
      .stages[0].content_groups.length;
    const refused = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Bad label', stage_id: stageId, label_ids: [tag.id, MISSING] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Label not found');
    const after = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data
      .stages[0].content_groups.length;
    expect(after).toBe(before);
  });

  it('lets a spectator read labels but not change them (can_access_edit_label)', async () => {
    expect((await labels(spectator)).status).toBe(200);
    const denied = await create({ name: 'Nope' }, spectator);
    expect(denied.status).toBe(403);
    const label = (await labels()).body.data[0];
    expect((await assign(cardIds[0], label.id, true, spectator)).status).toBe(403);
  });

  it("answers 404 for another organization's workspace, card and label ids", async () => {
    const own = await boardFixture(stranger, ['Theirs'], 1);
    const theirLabel = (await create({ name: 'Theirs' }, stranger, own.workspaceId)).body.data;
    // The stranger cannot reach our workspace at all.
    expect((await labels(stranger)).status).toBe(404);
    expect((await create({ name: 'x' }, stranger)).status).toBe(404);
    // Their label id in our workspace, and our card id in theirs, are simply not found.
    expect((await assign(cardIds[0], theirLabel.id, true)).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/labels/${theirLabel.id}`, {
          token: owner.token,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/labels/${theirLabel.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await assign(cardIds[0], theirLabel.id, true, stranger, own.workspaceId)).status).toBe(404);
    expect(
      (
        await api('GET', `/api/v1/workspaces/${own.workspaceId}/content_labels/${cardIds[0]}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    // Their label is untouched.
    expect((await labels(stranger, own.workspaceId)).body.data).toEqual([theirLabel]);
  });
});

/**
 * The recycle bin through the API (accounts spec §2 Recycle bin, §4 Deleted card, §6 can_view_recycle_bin,
 * §7 Recycle bin; cards spec §4 Moving to the recycle bin; docs/data-model.md patterns 80, 113–117;
 * decisions K27–K29): binning leaves the board and the dock, the bin lists newest first with its count,
 * restore goes back to the original stage (or the first one), permanent deletion removes the card and
 * its checklists, the 30-day purge deletes exactly what is due, and each role's rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import { keyQuery, queryAll } from '../../functions/src/data/access';
import {
  ChecklistItem,
  CHECKLIST_ITEM_BY_CARD,
  CHECKLIST_ITEM_MODEL,
} from '../../functions/src/data/entities/checklist';
import { moveCardToBin } from '../../functions/src/data/recycle-bin';
import { getStage } from '../../functions/src/data/stages';
import { uploadCardContents } from '../support/uploads';
import { blackPng } from '../support/images';

const DAY = 86_400_000;

type Board = { stages: Array<{ id: string; content_groups_count: number; content_groups: Array<{ id: string }> }> };
type BinPage = {
  content_groups: Array<{
    id: string;
    name: string;
    workspace_name: string;
    stage_name: string;
    deleted_by: { full_name: string };
    preview: string | null;
  }>;
  total_deleted_count: number;
  has_next_page: boolean;
};
type BinResult = { ids: string[]; skipped_ids: string[]; total_deleted_count: number };

describe('recycle bin', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  const bin = (cardId: string, user = owner) =>
    api<{ id: string; deleted_at: string }>('DELETE', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
      token: user.token,
    });
  const page = (user = owner, n = 1) =>
    api<BinPage>('GET', `/api/v1/organizations/${organizationId}/content_groups/deleted_index?page=${n}`, {
      token: user.token,
    });
  const restore = (body: unknown, user = owner) =>
    api<BinResult>('PUT', `/api/v1/organizations/${organizationId}/content_groups/restore`, {
      token: user.token,
      body,
    });
  const destroy = (body: unknown, user = owner) =>
    api<BinResult>('DELETE', `/api/v1/organizations/${organizationId}/content_groups/destroy_deleted`, {
      token: user.token,
      body,
    });
  const board = async () =>
    (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data;
  const onBoard = async (cardId: string) =>
    (await board()).stages.some((s) => s.content_groups.some((c) => c.id === cardId));

  beforeAll(async () => {
    [owner, production, spectator, stranger] = await Promise.all(
      ['bin-owner', 'bin-production', 'bin-spectator', 'bin-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Doing', 'Timed', 'Done'], 4);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    organizationId = owner.personalOrganizationId;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { enable_timestamp: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
  });

  it('bins a card: it leaves the board, its stage count and every dock, and the bin lists it newest first with its count', async () => {
    const [first, second] = stages[0].cardIds;
    await api('POST', '/api/v1/minimized_content_groups', {
      token: owner.token,
      body: { workspace_id: workspaceId, content_group_id: first },
    });
    const before = (await board()).stages[0].content_groups_count;
    const binned = await bin(first, production);
    expect(binned.status).toBe(200);
    expect(binned.body.data.id).toBe(first);
    await bin(second);
    expect(await onBoard(first)).toBe(false);
    expect((await board()).stages[0].content_groups_count).toBe(before - 2);
    const listed = (await page()).body.data;
    expect(listed.total_deleted_count).toBe(2);
    expect(listed.content_groups.map((c) => c.id)).toEqual([second, first]);
    expect(listed.content_groups[1]).toMatchObject({
      name: 'Doing card 1',
      stage_name: 'Doing',
      deleted_by: { full_name: expect.any(String) },
    });
    expect((await api<unknown[]>('GET', '/api/v1/minimized_content_groups', { token: owner.token })).body.data).toEqual(
      [],
    );
    // Binning twice, or changing a binned card, is refused.
    expect((await bin(first)).status).toBe(409);
    expect(
      (
        await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${first}/lists`, {
          token: owner.token,
          body: { list: {} },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses to bin a card in a time-tracking stage, with the spec message', async () => {
    const res = await bin(stages[1].cardIds[0]);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^"Timed card 1" card is currently being time-tracked in ".+" workspace\. Move out of time-tracking stage to proceed\.$/,
    );
    expect(await onBoard(stages[1].cardIds[0])).toBe(true);
  });

  it('restores to the original stage, and to the first stage when the original is gone', async () => {
    const [first] = stages[0].cardIds;
    const restored = await restore({ ids: [first] });
    expect(restored.body.data).toEqual({ ids: [first], skipped_ids: [], total_deleted_count: 1 });
    expect((await getCard(workspaceId, first))!.stage_id).toBe(stages[0].id);
    expect(await onBoard(first)).toBe(true);
    // Again: nothing to restore.
    expect((await restore({ ids: [first] })).body.data.skipped_ids).toEqual([first]);

    const doneCard = stages[2].cardIds[0];
    await bin(doneCard);
    for (const cardId of stages[2].cardIds.slice(1)) await bin(cardId);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/stages/${stages[2].id}`, { token: owner.token })).status,
    ).toBe(200);
    await restore({ ids: [doneCard] });
    expect((await getCard(workspaceId, doneCard))!.stage_id).toBe(stages[0].id);
  });

  it('deletes permanently with the card partition, and "all" acts on the whole bin', async () => {
    const cardId = stages[0].cardIds[2];
    const list = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/lists`, {
        token: owner.token,
        body: { list: { title: 'Keep?' } },
      })
    ).body.data;
    await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/lists/${list.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'x' } },
    });
    await bin(cardId);
    const gone = await destroy({ ids: [cardId] });
    expect(gone.body.data.ids).toEqual([cardId]);
    expect(await getCard(workspaceId, cardId)).toBeNull();
    expect(
      await queryAll(ChecklistItem, keyQuery(CHECKLIST_ITEM_MODEL, CHECKLIST_ITEM_BY_CARD, { card_id: cardId })),
    ).toEqual([]);
    const remaining = (await page()).body.data.total_deleted_count;
    expect(remaining).toBeGreaterThan(0);
    const all = await destroy({ all: true });
    expect(all.body.data.ids).toHaveLength(remaining);
    expect((await page()).body.data).toMatchObject({ content_groups: [], total_deleted_count: 0 });
  });

  it('purges 30 days after binning: exactly the cards that are due', async () => {
    const [due, kept] = [stages[0].cardIds[3], stages[1].cardIds[1]];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { enable_timestamp: false },
    });
    const binnedAt = Date.parse((await bin(due)).body.data.deleted_at);
    // The second card goes to the bin ten days later (the clock is injected, BRIEF §7).
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    const keptCard = (await getCard(workspaceId, kept))!;
    await moveCardToBin({
      card: keptCard,
      stage: (await getStage(workspaceId, keptCard.stage_id))!,
      workspace: workspace!,
      userId: owner.userId,
      now: new Date(binnedAt + 10 * DAY),
    });
    const run = (at: number) =>
      fetch(`${baseUrl()}/_local/schedules/bin-purge?time=${new Date(at).toISOString()}`, { method: 'POST' });
    expect((await run(binnedAt + 30 * DAY - 60_000)).status).toBe(200);
    expect(await getCard(workspaceId, due)).not.toBeNull();
    await run(binnedAt + 30 * DAY + 60_000);
    expect(await getCard(workspaceId, due)).toBeNull();
    expect(await getCard(workspaceId, kept)).not.toBeNull();
    expect((await page()).body.data.content_groups.map((c) => c.id)).toEqual([kept]);
    await run(binnedAt + 40 * DAY + 60_000);
    expect(await getCard(workspaceId, kept)).toBeNull();
    expect((await page()).body.data.total_deleted_count).toBe(0);
  });

  it('lists binned cards with their preview, and replace_image re-signs previews of binned cards only (accounts spec §7 Recycle bin)', async () => {
    const newCard = async (name: string) =>
      (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
          token: owner.token,
          body: { name, stage_id: stages[0].id, workspace_id: workspaceId },
        })
      ).body.data.id;
    const [pictured, plain] = [await newCard('Pictured'), await newCard('Plain')];
    const uploaded = await uploadCardContents(owner.token, workspaceId, pictured, [
      { bytes: blackPng(40, 30), type: 'image/png', filename: 'proof.png' },
    ]);
    expect(uploaded.status).toBe(201);
    await bin(pictured);
    await bin(plain);
    const listed = (await page()).body.data.content_groups;
    expect(listed.find((c) => c.id === pictured)?.preview).toMatch(/^https?:\/\//);
    expect(listed.find((c) => c.id === plain)?.preview).toBeNull();

    const replace = (ids: string[], user = owner) =>
      api<Array<{ id: string; preview: string | null }>>(
        'POST',
        `/api/v1/organizations/${organizationId}/content_groups/replace_image`,
        { token: user.token, body: { content_groups: ids } },
      );
    const onBoardCard = stages[0].cardIds[3];
    const fresh = await replace([pictured, plain, onBoardCard, crypto.randomUUID()]);
    expect(fresh.status).toBe(200);
    // A card still on the board, or an unknown id, is not in the bin: left out as if it did not exist.
    expect(fresh.body.data.map((c) => c.id).sort()).toEqual([pictured, plain].sort());
    const image = fresh.body.data.find((c) => c.id === pictured)!.preview!;
    expect((await fetch(image)).status).toBe(200);
    expect(fresh.body.data.find((c) => c.id === plain)!.preview).toBeNull();

    expect((await replace([])).status).toBe(400);
    expect((await replace([pictured], production)).status).toBe(403);
    expect((await replace([pictured], stranger)).status).toBe(404);
    await restore({ ids: [pictured, plain] });
  });

  it("follows each role's rights and never shows another organization's bin", async () => {
    const cardId = stages[0].cardIds[0];
    expect((await bin(cardId, spectator)).status).toBe(403);
    expect((await page(production)).status).toBe(403);
    expect((await restore({ ids: [cardId] }, production)).status).toBe(403);
    expect((await page(stranger)).status).toBe(404);
    expect((await bin(cardId, stranger)).status).toBe(404);
    expect((await destroy({ all: true }, stranger)).status).toBe(404);
    expect((await restore({}, owner)).status).toBe(400);
    expect((await restore({ ids: ['nope'] }, owner)).status).toBe(400);
    expect((await page(owner, 0)).status).toBe(400);
  });
});

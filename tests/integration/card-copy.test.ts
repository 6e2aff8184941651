/**
 * Copy Card through the API (cards spec §2 Copy Card panel, §3 Copy settings, §4 Copy panel, §5 copies
 * 1 to 5, §7 `content_group_duplicate_settings` and clone; docs/data-model.md patterns 55 and 79;
 * decisions K30–K34): settings per user and workspace, copies with every part, one transaction for 5
 * copies, the transaction bound, bad input, each role's flag and another organization's ids, and Images:
 * each copy's own files, counted in the workspace's storage, refused whole past a personal cap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { uploadCardContents } from '../support/uploads';
import { listContents } from '../../functions/src/data/contents';
import { getWorkspace, WORKSPACE_STORAGE_CAP_BYTES } from '../../functions/src/data/workspaces';
import { patchItem } from '../../functions/src/data/access';
import { Card } from '../../functions/src/data/entities/card';
import { Workspace } from '../../functions/src/data/entities/workspace';
import { testS3Client } from '../support/s3';
import { env } from '../../functions/src/lib/env';
import { cardUploadPrefix, workspaceUploadPrefix } from '../../functions/src/lib/uploads/keys';
import { CONTENT_MESSAGES } from '../../shared/schemas/contents-limits';
import type { Content } from '../../shared/schemas/contents';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { invokeCounting } from '../support/invoke';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { removeFromWorkspace } from '../../functions/src/data/memberships';
import { getCard } from '../../functions/src/data/cards';
import { listStageCards } from '../../functions/src/data/card-pages';
import { readChecklists } from '../../functions/src/data/checklists';
import { getStage } from '../../functions/src/data/stages';
import { WORKSPACE_ROLES } from '../../shared/permissions/roles';
import { workspaceFlags } from '../../shared/permissions/matrix';
import {
  DEFAULT_CARD_DUPLICATE,
  maxCopiedRecords,
  type CardDuplicateSettings,
} from '../../shared/schemas/card-copy-limits';

type Settings = { settings: CardDuplicateSettings; stages: Array<{ id: string; name: string }> };
type Copied = {
  content_groups: Array<{
    id: string;
    name: string;
    stage_id: string;
    labels: Array<{ id: string }>;
    assigned_users: Array<{ user_id: string }>;
  }>;
};
type List = {
  id: string;
  title: string;
  hidden: boolean;
  items: Array<{ id: string; description: string; done: boolean }>;
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('card copy', () => {
  let owner: SignedInUser;
  let producer: SignedInUser;
  let leaver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let reviewStage: string;
  let doneStage: string;
  let hiddenStage: string;
  let sourceId: string;
  let labelIds: string[];
  const roleUsers = new Map<string, SignedInUser>();

  const settingsPath = (ws = workspaceId) => `/api/v1/workspaces/${ws}/content_group_duplicate_settings`;
  const clonePath = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}/clone`;
  const clone = (cardId: string, content_group: Partial<CardDuplicateSettings>, user = owner, ws = workspaceId) =>
    api<Copied>('POST', clonePath(cardId, ws), {
      token: user.token,
      body: { content_group: { ...DEFAULT_CARD_DUPLICATE, ...content_group } },
    });
  const lists = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/lists`;
  const stageCount = async (stageId: string, ws = workspaceId) =>
    (await getStage(ws, stageId))!.content_groups_count ?? 0;
  const stageCardIds = async (stageId: string) => (await listStageCards(stageId, 1, 100)).items.map((c) => c.card_id);

  beforeAll(async () => {
    [owner, producer, leaver, stranger] = await Promise.all(
      ['copy-owner', 'copy-producer', 'copy-leaver', 'copy-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Review', 'Done', 'Internal'], 1);
    workspaceId = fixture.workspaceId;
    [reviewStage, doneStage, hiddenStage] = fixture.stages.map((s) => s.id);
    sourceId = fixture.stages[0].cardIds[0];
    for (const stage of [reviewStage, doneStage])
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stage}`, {
        token: owner.token,
        body: { visible_to_client: true },
      });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    organizationId = workspace!.organization_id;
    await addWorkspaceMember(workspace!, producer.userId, 'production');
    await addWorkspaceMember(workspace!, leaver.userId, 'production');
    for (const role of WORKSPACE_ROLES) {
      const user = await signedInUser(`copy-${role}`);
      await addWorkspaceMember(workspace!, user.userId, role);
      roleUsers.set(role, user);
    }

    // The source card: every part set.
    const base = `/api/v1/workspaces/${workspaceId}/content_groups/${sourceId}`;
    labelIds = [];
    for (const name of ['Blog', 'Urgent'])
      labelIds.push(
        (
          await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/labels`, {
            token: owner.token,
            body: { name },
          })
        ).body.data.id,
      );
    for (const id of labelIds)
      await api('POST', `${base}/content_labels`, { token: owner.token, body: { label_id: id, assigned: true } });
    await api('POST', `${base}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: producer.userId }, { user_id: leaver.userId }] },
    });
    await api('PUT', base, {
      token: owner.token,
      body: {
        start_date: '2026-12-01T09:00:00.000Z',
        due_date: '2026-12-10T17:00:00.000Z',
        reminder_in_day: 3,
        description: '<p>Launch <strong>plan</strong></p>',
      },
    });
    const opened = await api<List>('POST', lists(sourceId), { token: owner.token, body: { list: { title: 'Open' } } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const open = opened.body.data;
    const secret = (
      await api<List>('POST', lists(sourceId), {
        token: owner.token,
        body: { list: { title: 'Secret', hidden: true } },
      })
    ).body.data;
    for (const [list, description, done] of [
      [open, 'Brief', true],
      [open, 'Draft', false],
      [secret, 'Budget', true],
      [secret, 'Fees', false],
      [secret, 'Legal', false],
    ] as const) {
      const created = await api<{ id: string }>('POST', `${lists(sourceId)}/${list.id}/list_items`, {
        token: owner.token,
        body: { list_item: { description } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const item = created.body.data;
      if (done)
        await api('PATCH', `${lists(sourceId)}/${list.id}/list_items/${item.id}`, {
          token: owner.token,
          body: { list_item: { done: true } },
        });
    }
    // The leaver is still a participant of the source card item, but no longer a member.
    await removeFromWorkspace(workspaceId, organizationId, leaver.userId);
  });

  it('answers the defaults, then the saved settings, per user and per workspace', async () => {
    const first = await api<Settings>('GET', settingsPath(), { token: producer.token });
    expect(first.status).toBe(200);
    expect(first.body.data.settings).toEqual(DEFAULT_CARD_DUPLICATE);
    expect(first.body.data.settings).toMatchObject({
      name: 'Untitled',
      num_copies: 1,
      stage_id: null,
      lists: true,
      images: true,
    });
    expect(first.body.data.stages.map((s) => s.name)).toEqual(['Review', 'Done', 'Internal']);

    const saved = {
      ...DEFAULT_CARD_DUPLICATE,
      name: '  Weekly post ',
      labels: false,
      lists: false,
      stage_id: doneStage,
      num_copies: 4,
    };
    const put = await api('PUT', settingsPath(), { token: producer.token, body: { card_duplicate: saved } });
    expect(put.status).toBe(200);
    expect((await api<Settings>('GET', settingsPath(), { token: producer.token })).body.data.settings).toEqual({
      ...saved,
      name: 'Weekly post',
    });
    // Someone else in the same workspace still has the defaults; so does the producer in another workspace.
    expect((await api<Settings>('GET', settingsPath(), { token: owner.token })).body.data.settings).toEqual(
      DEFAULT_CARD_DUPLICATE,
    );
    const other = await boardFixture(producer, ['Elsewhere'], 0);
    expect(
      (await api<Settings>('GET', settingsPath(other.workspaceId), { token: producer.token })).body.data.settings,
    ).toEqual(DEFAULT_CARD_DUPLICATE);
    // Saving the card's own stage (null) clears the saved stage.
    await api('PUT', settingsPath(), { token: producer.token, body: { card_duplicate: { ...saved, stage_id: null } } });
    expect(
      (await api<Settings>('GET', settingsPath(), { token: producer.token })).body.data.settings.stage_id,
    ).toBeNull();
  });

  it('refuses bad settings and changes nothing', async () => {
    const before = (await api<Settings>('GET', settingsPath(), { token: producer.token })).body.data.settings;
    for (const card_duplicate of [
      { ...DEFAULT_CARD_DUPLICATE, num_copies: 0 },
      { ...DEFAULT_CARD_DUPLICATE, num_copies: 6 },
      { ...DEFAULT_CARD_DUPLICATE, labels: 'yes' },
      { ...DEFAULT_CARD_DUPLICATE, stage_id: 'nope' },
      { name: 'Only a name' },
    ]) {
      const res = await api('PUT', settingsPath(), { token: producer.token, body: { card_duplicate } });
      expect(res.status, JSON.stringify(card_duplicate)).toBe(400);
    }
    expect((await api<Settings>('GET', settingsPath(), { token: producer.token })).body.data.settings).toEqual(before);
  });

  it('copies a card 3 times with every part, at the end of the chosen stage, counted on it', async () => {
    const countBefore = await stageCount(doneStage);
    const res = await clone(sourceId, { name: 'Copy of launch', stage_id: doneStage, num_copies: 3 }, producer);
    expect(res.status).toBe(201);
    const copies = res.body.data.content_groups;
    expect(copies).toHaveLength(3);
    expect(await stageCount(doneStage)).toBe(countBefore + 3);
    const order = await stageCardIds(doneStage);
    expect(order.slice(-3)).toEqual(copies.map((c) => c.id));
    const source = (await getCard(workspaceId, sourceId))!;
    const sourceLists = (await api<List[]>('GET', lists(sourceId), { token: owner.token })).body.data;
    for (const copy of copies) {
      expect(copy).toMatchObject({ name: 'Copy of launch', stage_id: doneStage });
      expect(copy.labels.map((l) => l.id).sort()).toEqual([...labelIds].sort());
      expect(copy.assigned_users.map((u) => u.user_id)).toEqual([producer.userId]);
      const record = (await getCard(workspaceId, copy.id))!;
      expect([...(record.assigned_user_ids ?? [])]).toEqual([producer.userId]);
      expect(record).toMatchObject({
        start_date: source.start_date,
        due_date: source.due_date,
        reminder_in_day: 3,
        description: source.description,
        completed: false,
        archived: false,
        checklist_count: 2,
        total_subtasks: 5,
        completed_subtasks: 2,
        hidden_subtasks: 3,
        hidden_completed_subtasks: 1,
      });
      const copiedLists = (await api<List[]>('GET', lists(copy.id), { token: owner.token })).body.data;
      const shape = (ls: List[]) =>
        ls.map((l) => ({ title: l.title, hidden: l.hidden, items: l.items.map((i) => [i.description, i.done]) }));
      expect(shape(copiedLists)).toEqual(shape(sourceLists));
      expect(copiedLists.map((l) => l.id)).not.toEqual(sourceLists.map((l) => l.id));
      const { lists: stored } = await readChecklists(copy.id);
      expect(stored.map((l) => [l.item_count, l.done_count])).toEqual([
        [2, 1],
        [3, 1],
      ]);
    }
    // The source is untouched.
    expect((await getCard(workspaceId, sourceId))!.stage_id).toBe(reviewStage);
  });

  it("copies only the chosen parts, into the card's own stage when no stage is chosen", async () => {
    const none = {
      participants: false,
      labels: false,
      start_date: false,
      due_date: false,
      reminder: false,
      images: false,
      description: false,
      lists: false,
    };
    const res = await clone(sourceId, { ...none, name: '   ', stage_id: null }, owner);
    expect(res.status).toBe(201);
    const [copy] = res.body.data.content_groups;
    expect(copy).toMatchObject({ name: 'Untitled', stage_id: reviewStage, labels: [], assigned_users: [] });
    const record = (await getCard(workspaceId, copy.id))!;
    expect(record.start_date).toBeUndefined();
    expect(record.due_date).toBeUndefined();
    expect(record.description).toBeUndefined();
    expect(record).toMatchObject({ reminder_in_day: 0, checklist_count: 0, total_subtasks: 0 });
    expect((await readChecklists(copy.id)).lists).toEqual([]);
  });

  it('writes 5 copies in one TransactWrite', async () => {
    const { handler } = await import('../../functions/src/handlers/http/cards');
    const countBefore = await stageCount(reviewStage);
    const { statusCode, body, requests } = await invokeCounting(handler, {
      routeKey: 'POST /api/v1/workspaces/{id}/content_groups/{cid}/clone',
      path: clonePath(sourceId),
      pathParameters: { id: workspaceId, cid: sourceId },
      userId: owner.userId,
      body: { content_group: { ...DEFAULT_CARD_DUPLICATE, name: 'Five', num_copies: 5 } },
    });
    expect(statusCode).toBe(201);
    expect((body.data as Copied).content_groups).toHaveLength(5);
    expect(requests.filter((r) => r === 'TransactWriteItemsCommand')).toHaveLength(1);
    expect(
      requests.filter((r) =>
        ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand'].includes(r),
      ),
    ).toEqual([]);
    expect(await stageCount(reviewStage)).toBe(countBefore + 5);
  });

  it('refuses a copy too large for one transaction, naming the limit, and writes nothing', async () => {
    const fixture = await boardFixture(owner, ['Big'], 1);
    const bigCard = fixture.stages[0].cardIds[0];
    const bigLists = `/api/v1/workspaces/${fixture.workspaceId}/content_groups/${bigCard}/lists`;
    const list = (await api<List>('POST', bigLists, { token: owner.token, body: { list: { title: 'Many' } } })).body
      .data;
    // One list plus this many items is one record more than fits 5 copies.
    for (let i = 0; i < maxCopiedRecords(5); i++)
      await api('POST', `${bigLists}/${list.id}/list_items`, {
        token: owner.token,
        body: { list_item: { description: `Step ${i}` } },
      });
    const big = await clone(bigCard, { num_copies: 5 }, owner, fixture.workspaceId);
    expect(big.status).toBe(400);
    expect(big.body.message).toContain(`at most ${maxCopiedRecords(5)} fit`);
    expect((await listStageCards(fixture.stages[0].id, 1, 100)).items.map((c) => c.card_id)).toEqual([bigCard]);
    expect((await getStage(fixture.workspaceId, fixture.stages[0].id))!.content_groups_count).toBe(1);
    // Fewer copies fit.
    expect((await clone(bigCard, { num_copies: 4 }, owner, fixture.workspaceId)).status).toBe(201);
  });

  it("refuses bad input, unknown stages and other workspaces' stages, and writes nothing", async () => {
    const other = await boardFixture(owner, ['Theirs'], 0);
    const before = {
      review: await stageCount(reviewStage),
      done: await stageCount(doneStage),
      cards: await stageCardIds(reviewStage),
    };
    for (const num_copies of [0, 6, 2.5]) {
      const res = await clone(sourceId, { num_copies });
      expect(res.status, String(num_copies)).toBe(400);
      expect(res.body.message).toContain('Number of copies must be between 1 and 5');
    }
    expect(
      (await api('POST', clonePath(sourceId), { token: owner.token, body: { content_group: { name: 'x' } } })).status,
    ).toBe(400);
    expect((await api('POST', clonePath(sourceId), { token: owner.token, body: {} })).status).toBe(400);
    for (const stage_id of [UNKNOWN_ID, other.stages[0].id]) {
      const res = await clone(sourceId, { stage_id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Stage not found');
    }
    expect((await clone(UNKNOWN_ID, {})).status).toBe(404);
    expect({
      review: await stageCount(reviewStage),
      done: await stageCount(doneStage),
      cards: await stageCardIds(reviewStage),
    }).toEqual(before);
    expect(await stageCount(other.stages[0].id, other.workspaceId)).toBe(0);
  });

  it("follows each role's flag: spectators and guests are refused, the others copy", async () => {
    for (const [role, user] of roleUsers) {
      const allowed = workspaceFlags(null, role as (typeof WORKSPACE_ROLES)[number]).can_access_clone_content_group;
      const settings = await api('GET', settingsPath(), { token: user.token });
      const res = await clone(sourceId, { lists: false, num_copies: 1 }, user);
      expect([settings.status, res.status], role).toEqual(allowed ? [200, 201] : [403, 403]);
      expect(allowed, role).toBe(!['spectator', 'approver', 'contributor'].includes(role));
    }
  });

  it("answers 404 for another organization's ids, whatever the ids", async () => {
    expect((await api('GET', settingsPath(), { token: stranger.token })).status).toBe(404);
    expect((await clone(sourceId, {}, stranger)).status).toBe(404);
    const own = await boardFixture(stranger, ['Mine'], 1);
    const crossed = await clone(sourceId, { stage_id: own.stages[0].id }, stranger, own.workspaceId);
    expect(crossed.status).toBe(404);
    const intoOurs = await clone(own.stages[0].cardIds[0], { stage_id: reviewStage }, stranger, own.workspaceId);
    expect(intoOurs.status).toBe(404);
    expect(await stageCount(own.stages[0].id, own.workspaceId)).toBe(1);
  });

  it('copies a card of a stage hidden from guests for a coordinator, and refuses a card in the recycle bin', async () => {
    const coordinator = roleUsers.get('coordinator')!;
    const hiddenCard = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Hidden', stage_id: hiddenStage },
      })
    ).body.data.id;
    expect((await clone(hiddenCard, { stage_id: reviewStage }, coordinator)).status).toBe(201);
    await patchItem(Card, { workspace_id: workspaceId, card_id: hiddenCard, deleted_at: new Date().toISOString() });
    const countBefore = await stageCount(hiddenStage);
    const binned = await clone(hiddenCard, {}, coordinator);
    expect(binned.status).toBe(409);
    expect(binned.body.message).toBe('This card is in the recycle bin and cannot be changed.');
    expect(await stageCount(hiddenStage)).toBe(countBefore);
  });

  describe('with Images', () => {
    let imagesWorkspace: string;
    let imagesStage: string;
    let imagesCard: string;
    let sourceFiles: Content[];
    const picture = (background: string) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const contentsOf = async (cardId: string, user = owner) =>
      (
        await api<Content[]>('GET', `/api/v1/workspaces/${imagesWorkspace}/content_groups/${cardId}/contents`, {
          token: user.token,
        })
      ).body.data;
    const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
    const storedKeys = async (prefix: string) =>
      (
        (await testS3Client().send(new ListObjectsV2Command({ Bucket: env.uploadsBucket(), Prefix: prefix })))
          .Contents ?? []
      ).map((o) => o.Key!);

    beforeAll(async () => {
      const fixture = await boardFixture(owner, ['Shoots'], 1);
      imagesWorkspace = fixture.workspaceId;
      imagesStage = fixture.stages[0].id;
      imagesCard = fixture.stages[0].cardIds[0];
      const uploaded = await uploadCardContents(owner.token, imagesWorkspace, imagesCard, [
        { bytes: await picture('#c33'), type: 'image/png', filename: 'red.png' },
        { bytes: await picture('#33c'), type: 'image/png', filename: 'blue.png' },
      ]);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      // The second is hidden from guests: its copies stay hidden.
      await api(
        'PUT',
        `/api/v1/workspaces/${imagesWorkspace}/content_groups/${imagesCard}/contents/${uploaded.body.data[1].id}/hide`,
        { token: owner.token },
      );
      sourceFiles = await contentsOf(imagesCard);
    });

    it('gives each copy files of its own, in order and still hidden where hidden, counted in the storage', async () => {
      const before = (await getWorkspace(imagesWorkspace))!.storage_bytes ?? 0;
      const copied = await clone(imagesCard, { num_copies: 2, stage_id: imagesStage }, owner, imagesWorkspace);
      expect(copied.status, JSON.stringify(copied.body)).toBe(201);
      const copyIds = copied.body.data.content_groups.map((c) => c.id);
      const bytes = sourceFiles.reduce((sum, c) => sum + c.size, 0);
      expect((await getWorkspace(imagesWorkspace))!.storage_bytes).toBe(before + 2 * bytes);
      for (const copyId of copyIds) {
        const files = await contentsOf(copyId);
        expect(files.map((c) => [c.filename, c.is_active, c.size])).toEqual(
          sourceFiles.map((c) => [c.filename, c.is_active, c.size]),
        );
        for (const [i, file] of files.entries())
          expect((await bytesAt(file.urls.original)).equals(await bytesAt(sourceFiles[i]!.urls.original))).toBe(true);
        // Its own folder: original and both renditions under the copy's card.
        const stored = await listContents(copyId);
        for (const content of stored)
          expect(content.folder.startsWith(cardUploadPrefix(organizationId, imagesWorkspace, copyId))).toBe(true);
        expect(await storedKeys(cardUploadPrefix(organizationId, imagesWorkspace, copyId))).toHaveLength(
          3 * files.length,
        );
        expect(await getCard(imagesWorkspace, copyId)).toMatchObject({
          attachment_count: 2,
          storage_bytes: bytes,
          preview_folder: stored[0]!.folder,
        });
      }
      // Removing the source's files leaves the copies' files whole.
      const removed = await api(
        'DELETE',
        `/api/v1/workspaces/${imagesWorkspace}/content_groups/${imagesCard}/contents/destroy_multi`,
        { token: owner.token, body: { ids: sourceFiles.map((c) => c.id).join(',') } },
      );
      expect(removed.status).toBe(200);
      const copyFiles = await contentsOf(copyIds[0]!);
      expect((await fetch(copyFiles[0]!.urls.original)).status).toBe(200);
      expect((await fetch(copyFiles[0]!.urls.thumbnail!)).status).toBe(200);
      // Put the source's files back for the next cases (a copy of a copy).
      sourceFiles = copyFiles;
      imagesCard = copyIds[0]!;
    });

    it('copies no files with Images unchecked', async () => {
      const plain = await clone(imagesCard, { images: false, stage_id: imagesStage }, owner, imagesWorkspace);
      expect(plain.status).toBe(201);
      expect(await contentsOf(plain.body.data.content_groups[0]!.id)).toEqual([]);
      expect(await getCard(imagesWorkspace, plain.body.data.content_groups[0]!.id)).toMatchObject({
        attachment_count: 0,
      });
    });

    it("refuses files past a personal workspace's 100 MB whole: no card, no bytes, no stored file left", async () => {
      const cardsBefore = await listStageCards(imagesStage, 1, 100);
      const bytes = sourceFiles.reduce((sum, c) => sum + c.size, 0);
      const nearlyFull = WORKSPACE_STORAGE_CAP_BYTES - bytes - 1;
      await patchItem(Workspace, { workspace_id: imagesWorkspace, storage_bytes: nearlyFull });
      const refused = await clone(imagesCard, { num_copies: 2, stage_id: imagesStage }, owner, imagesWorkspace);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CONTENT_MESSAGES.storageFull);
      expect((await listStageCards(imagesStage, 1, 100)).items.map((c) => c.card_id)).toEqual(
        cardsBefore.items.map((c) => c.card_id),
      );
      expect((await getWorkspace(imagesWorkspace))!.storage_bytes).toBe(nearlyFull);
      const cardFolders = new Set(
        (await storedKeys(`${workspaceUploadPrefix(organizationId, imagesWorkspace)}cards/`)).map(
          (k) => k.split('/cards/')[1]!.split('/')[0],
        ),
      );
      expect([...cardFolders].every((id) => cardsBefore.items.some((c) => c.card_id === id) || id === imagesCard)).toBe(
        true,
      );
      // One copy still fits.
      expect((await clone(imagesCard, { num_copies: 1, stage_id: imagesStage }, owner, imagesWorkspace)).status).toBe(
        201,
      );
    });
  });
});

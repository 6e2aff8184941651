/**
 * A card in the recycle bin is read-only (cards spec §4 Card states "Read-only when deleted_at is set",
 * §6 "Read-only mode disables all edits"; issue 25; docs/decisions.md K41): every route of the route
 * table that changes a card (routes/binned-cards.ts, so a new route is covered here without a line) is
 * called on a binned card, once with a small valid body and once with an empty one, and each answers
 * 409 'This card is in the recycle bin and cannot be changed.' before looking at its body; the
 * DynamoDB items of the card, its workspace and the caller stay exactly as they were. A guest who may
 * not see the card's stage learns nothing (404). The caller's own read marker is the one exception.
 * Restore is the way back: the card reads as before, and writes succeed again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { cardWriteOf } from '../../functions/src/routes/binned-cards';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { documentClient } from '../../functions/src/lib/aws/dynamodb';
import { env } from '../../functions/src/lib/env';
import { partitionKey } from '../../functions/src/data/keys';
import { CHECKLIST_BY_CARD, CHECKLIST_MODEL } from '../../functions/src/data/entities/checklist';
import { WORKSPACE_BY_ID, WORKSPACE_MODEL } from '../../functions/src/data/entities/workspace';
import { USER_BY_ID, USER_MODEL } from '../../functions/src/data/entities/user';
import { ORGANIZATION_BY_ID, ORGANIZATION_MODEL } from '../../functions/src/data/entities/organization';
import { BIN_MESSAGES } from '../../shared/schemas/recycle-bin-limits';
import type { PresignedPost } from '../../shared/schemas/uploads';

const label = (r: RouteEntry) => `${r.method} ${r.path}`;

/** Every item of a partition, sorted by sort key: what "changes nothing" is compared on. */
async function partition(pk: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env.tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as Array<Record<string, unknown>>));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
}

describe('a binned card is read-only', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let doingId: string;
  let reviewId: string;
  let cardId: string;
  let hiddenCardId: string;
  const ids: Record<string, string> = {};

  const cardPath = (id = cardId) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const bin = (id: string) => api('DELETE', cardPath(id), { token: owner.token });
  const restore = (id: string) =>
    api<{ ids: string[] }>('PUT', `/api/v1/organizations/${organizationId}/content_groups/restore`, {
      token: owner.token,
      body: { ids: [id] },
    });
  /** The card item's workspace, the card's own partition, the caller's and the organization's partitions. */
  const snapshot = async () => ({
    workspace: await partition(partitionKey(WORKSPACE_MODEL, WORKSPACE_BY_ID, { workspace_id: workspaceId })),
    card: await partition(partitionKey(CHECKLIST_MODEL, CHECKLIST_BY_CARD, { card_id: cardId })),
    caller: await partition(partitionKey(USER_MODEL, USER_BY_ID, { user_id: owner.userId })),
    organization: await partition(
      partitionKey(ORGANIZATION_MODEL, ORGANIZATION_BY_ID, { organization_id: organizationId }),
    ),
  });
  /** What the popup shows of the card (GET, which a binned card still answers). */
  const readBack = async () => {
    const detail = (
      await api<
        Record<string, unknown> & {
          labels: Array<{ id: string }>;
          assigned_users: Array<{ user_id: string }>;
          stage: { id: string };
        }
      >('GET', cardPath(), { token: owner.token })
    ).body.data;
    const lists = (await api('GET', `${cardPath()}/lists`, { token: owner.token })).body.data;
    const guest = (
      await api<{ comments: unknown[] }>('GET', `${cardPath()}/comments?chat_status=guest`, { token: owner.token })
    ).body.data.comments;
    const contents = (
      await api<Array<{ id: string; is_active: boolean }>>('GET', `${cardPath()}/contents`, { token: owner.token })
    ).body.data;
    return {
      card: {
        name: detail.name,
        description: detail.description,
        start_date: detail.start_date,
        due_date: detail.due_date,
        completed: detail.completed,
        archived: detail.archived,
        stage: detail.stage.id,
        labels: detail.labels.map((l) => l.id),
        participants: detail.assigned_users.map((u) => u.user_id),
        revision_count: detail.revision_count,
        total_subtasks: detail.total_subtasks,
        completed_subtasks: detail.completed_subtasks,
      },
      lists,
      guest: (guest as Array<{ id: string; description: string; attachments: Array<{ id: string }> }>).map((c) => ({
        id: c.id,
        description: c.description,
        attachments: c.attachments.map((a) => a.id),
      })),
      contents: contents.map((c) => ({ id: c.id, is_active: c.is_active })),
    };
  };

  beforeAll(async () => {
    [owner, approver] = await Promise.all([signedInUser('ro-owner'), signedInUser('ro-approver')]);
    organizationId = owner.personalOrganizationId;
    const fixture = await boardFixture(owner, ['Doing', 'Review'], 2);
    workspaceId = fixture.workspaceId;
    [doingId, reviewId] = fixture.stages.map((s) => s.id);
    cardId = fixture.stages[1].cardIds[0];
    hiddenCardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${reviewId}`, {
      token: owner.token,
      body: { visible_to_client: true, require_approval_from_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');

    // A card with something in every part: text, dates, a label, a participant, a list with an item, a
    // guest comment with a file, a draft and a content.
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    expect(
      (
        await api('PUT', cardPath(), {
          token: owner.token,
          body: { description: '<p>Brief</p>', due_date: '2031-05-01T10:00:00.000Z', completed: true },
        })
      ).status,
    ).toBe(200);
    ids.label_id = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/labels`, {
        token: owner.token,
        body: { name: 'Hot', color_hex: 'ff0000' },
      })
    ).body.data.id;
    expect(
      (
        await api('POST', `${cardPath()}/content_labels`, {
          token: owner.token,
          body: { label_id: ids.label_id, assigned: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('POST', `${cardPath()}/assigned_users`, {
          token: owner.token,
          body: { assigned_users: [{ user_id: approver.userId }] },
        })
      ).status,
    ).toBe(200);
    ids.uid = approver.userId;
    ids.list_id = (
      await api<{ id: string }>('POST', `${cardPath()}/lists`, {
        token: owner.token,
        body: { list: { title: 'Steps' } },
      })
    ).body.data.id;
    ids.item_id = (
      await api<{ id: string }>('POST', `${cardPath()}/lists/${ids.list_id}/list_items`, {
        token: owner.token,
        body: { list_item: { description: 'Shoot' } },
      })
    ).body.data.id;
    const presigned = await api<PresignedPost>('POST', `${cardPath()}/comments/attachment_uploads`, {
      token: owner.token,
      body: { content_type: 'image/png', size: png.length, filename: 'ref.png' },
    });
    expect(await postToPresigned(presigned.body.data, png, 'image/png')).toBeLessThan(300);
    const comment = await api<{ comment: { id: string; attachments: Array<{ id: string }> } }>(
      'POST',
      `${cardPath()}/comments`,
      {
        token: owner.token,
        body: {
          comment: {
            description: '<p>See the file</p>',
            internal: false,
            attachments_attributes: [{ key: presigned.body.data.key, content_type: 'image/png', filename: 'ref.png' }],
          },
        },
      },
    );
    expect(comment.status).toBe(201);
    ids.comment_id = comment.body.data.comment.id;
    ids.attachment_id = comment.body.data.comment.attachments[0].id;
    const draft = await api<{ id: string }>('POST', `${cardPath()}/comments/create_draft?active_tab=team`, {
      token: owner.token,
      body: { comment: { description: 'half a thought' } },
    });
    expect(draft.status).toBe(201);
    ids.draft_id = draft.body.data.id;
    const contents = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: png, type: 'image/png', filename: 'a.png' },
    ]);
    expect(contents.status).toBe(201);
    ids.content_id = (contents.body.data as Array<{ id: string }>)[0].id;
    // The current file's version (annotation routes name it, issue 26).
    ids.version_id = (contents.body.data as Array<{ version_id: string }>)[0].version_id;
    // A reviewer by link (issue 37): inviting and revoking change the card too.
    ids.reviewer_id = (
      await api<{ id: string }>('POST', `${cardPath()}/reviewers`, {
        token: owner.token,
        body: { email: 'binned-reviewer@client.example', name: 'Bin Reviewer' },
      })
    ).body.data.id;
    ids.sid = reviewId;
    ids.id = workspaceId;
    ids.cid = cardId;
  }, 120_000);

  /** A small valid request for each route that changes a card, by route key; a new route falls back to `{}`. */
  const requests = (): Record<string, { query?: string; body?: unknown; params?: Record<string, string> }> => {
    const base = '/api/v1/workspaces/{id}/content_groups/{cid}';
    const note = { comment: { description: '<p>ok</p>' } };
    return {
      [`PUT ${base}`]: { body: { name: 'Renamed', description: '<p>Changed</p>', due_date: null } },
      [`PUT ${base}/update_stage`]: { query: `stage_id=${doingId}` },
      [`POST ${base}/clone`]: {
        body: {
          content_group: {
            name: 'Copy',
            participants: true,
            labels: true,
            start_date: true,
            due_date: true,
            reminder: true,
            images: false,
            description: true,
            lists: true,
            stage_id: null,
            num_copies: 1,
          },
        },
      },
      [`POST ${base}/content_labels`]: { body: { label_id: ids.label_id, assigned: false } },
      [`POST ${base}/assigned_users`]: { body: { assigned_users: [{ user_id: owner.userId }] } },
      [`POST ${base}/update_assigned_user`]: {
        body: { assigned_users: [{ user_id: approver.userId, _destroy: true }] },
      },
      [`POST ${base}/approved_content_group_stages`]: { query: `stage_id=${reviewId}`, body: note },
      [`PUT ${base}/approved_content_group_stages/{sid}`]: { body: note },
      [`POST ${base}/approved_content_group_stages/{sid}/void_submit`]: { body: note },
      [`POST ${base}/approved_content_group_stages/{sid}/request_revision`]: { body: note },
      [`POST ${base}/approved_content_group_stages/{sid}/accept_revision`]: { body: note },
      [`POST ${base}/approved_content_group_stages/{sid}/reject_revision`]: { body: note },
      [`POST ${base}/lists`]: { body: { list: { title: 'More' } } },
      [`PUT ${base}/lists/sort`]: { body: { sorted_list_ids: [{ id: ids.list_id }] } },
      [`PATCH ${base}/lists/{list_id}`]: { body: { list: { title: 'Renamed', hidden: true } } },
      [`POST ${base}/lists/{list_id}/list_items`]: { body: { list_item: { description: 'Edit' } } },
      [`PUT ${base}/lists/{list_id}/list_items/sort`]: { body: { sorted_list_item_ids: [{ id: ids.item_id }] } },
      [`PATCH ${base}/lists/{list_id}/list_items/{item_id}`]: { body: { list_item: { done: true } } },
      [`POST ${base}/comments`]: { body: { comment: { description: '<p>late</p>', internal: false } } },
      [`POST ${base}/comments/attachment_uploads`]: {
        body: { content_type: 'image/png', size: 100, filename: 'b.png' },
      },
      [`POST ${base}/comments/create_draft`]: { query: 'active_tab=guest', body: { comment: { description: 'x' } } },
      [`PUT ${base}/comments/update_draft`]: { body: { comment: { internal: true, description: 'changed' } } },
      [`PUT ${base}/comments/update_draft_attachments`]: {
        body: { comment: { internal: false, attachments_attributes: [{ id: ids.attachment_id, _destroy: true }] } },
      },
      [`PATCH ${base}/comments/{comment_id}`]: { body: { comment: { description: '<p>edited</p>' } } },
      [`DELETE ${base}/comments/{comment_id}/clear_draft`]: {
        query: 'internal=true',
        params: { comment_id: ids.draft_id },
      },
      [`POST ${base}/contents/new`]: { body: { content_type: 'image/png', size: 100, filename: 'c.png' } },
      [`POST ${base}/contents`]: {
        body: {
          key: `pending/${owner.userId}/content/${cardId}/00000000-0000-4000-8000-000000000000`,
          filename: 'c.png',
        },
      },
      [`PUT ${base}/contents/sort_attachments`]: { body: { contents: [{ id: ids.content_id }] } },
      [`DELETE ${base}/contents/destroy_multi`]: { body: { ids: [ids.content_id] } },
      [`PUT ${base}/contents/{content_id}`]: {
        body: {
          replace: true,
          key: `pending/${owner.userId}/content/${cardId}/00000000-0000-4000-8000-000000000000`,
          filename: 'd.png',
        },
      },
      'PUT /api/v1/workspaces/{id}/sort': {
        query: `type=content_group&content_drag_id=${cardId}&destination_stage_id=${doingId}`,
        body: { stages: [{ id: doingId, content_group_ids: [cardId] }] },
      },
    };
  };

  /** The URL of `route` on the card, its path ids filled in (a route naming an unknown id fails the test). */
  const urlOf = (route: RouteEntry, request: { query?: string; params?: Record<string, string> } | undefined) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = request?.params?.[name] ?? ids[name];
      if (!value) throw new Error(`${label(route)}: no id for {${name}} in this test`);
      return value;
    });
    const query = request?.query ?? (route.cardQuery ? `${route.cardQuery}=${cardId}` : '');
    return query ? `${path}?${query}` : path;
  };

  it('answers 409 to every route that changes the card, before its body is read, and changes nothing', async () => {
    const writes = ROUTES.filter((r) => cardWriteOf(r));
    // The rule reaches every part of a card (and keeps growing with the table).
    expect(writes.length).toBeGreaterThanOrEqual(44);
    const before = await snapshot();
    expect(before.card.length).toBeGreaterThanOrEqual(6);
    expect((await bin(cardId)).status).toBe(200);
    const binned = await snapshot();

    const table = requests();
    const wrong: string[] = [];
    for (const route of writes) {
      const request = table[label(route)];
      for (const [kind, body] of [
        ['valid', request?.body ?? {}],
        ['empty', {}],
      ] as const) {
        const res = await api(route.method, urlOf(route, kind === 'valid' ? request : { params: request?.params }), {
          token: owner.token,
          ...(route.method === 'GET' ? {} : { body }),
        });
        if (res.status !== 409 || res.body.message !== BIN_MESSAGES.readOnly)
          wrong.push(`${label(route)} (${kind} body): ${res.status} ${res.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(binned);
    // Binning changed the card item only (deleted_at, deleted_by, updated_at): its partition is untouched.
    expect(binned.card).toEqual(before.card);
  }, 180_000);

  it('tells a guest who may not see the card nothing, and refuses the guest the card it sees', async () => {
    expect((await bin(hiddenCardId)).status).toBe(200);
    const hidden = await api('POST', `${cardPath(hiddenCardId)}/comments`, {
      token: approver.token,
      body: { comment: { description: '<p>hi</p>', internal: false } },
    });
    expect(hidden).toMatchObject({ status: 404, body: { message: 'The content cannot be found.' } });
    const seen = await api('POST', `${cardPath()}/comments`, {
      token: approver.token,
      body: { comment: { description: '<p>hi</p>', internal: false } },
    });
    expect(seen).toMatchObject({ status: 409, body: { message: BIN_MESSAGES.readOnly } });
  });

  it("still reads, and keeps the caller's read marker (the exception)", async () => {
    expect(
      (await api<{ deleted_at: string | null }>('GET', cardPath(), { token: owner.token })).body.data.deleted_at,
    ).toEqual(expect.any(String));
    expect(
      (
        await api('POST', `${cardPath()}/comments/mark_as_read`, {
          token: owner.token,
          body: { comment_type: 'guest' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('GET', `${cardPath()}/contents/download?ids=${ids.content_id}`, { token: owner.token })).status,
    ).toBe(200);
  });

  it('is restored as it was, and then takes writes again', async () => {
    expect((await restore(hiddenCardId)).status).toBe(200);
    const restored = await restore(cardId);
    expect(restored.body.data.ids).toEqual([cardId]);
    expect(await readBack()).toMatchObject({
      card: {
        name: 'Review card 1',
        description: '<p>Brief</p>',
        due_date: '2031-05-01T10:00:00.000Z',
        completed: true,
        archived: false,
        stage: reviewId,
        labels: [ids.label_id],
        participants: [approver.userId],
        total_subtasks: 1,
        completed_subtasks: 0,
      },
      lists: [
        {
          id: ids.list_id,
          title: 'Steps',
          hidden: false,
          items: [{ id: ids.item_id, description: 'Shoot', done: false }],
        },
      ],
      guest: [{ id: ids.comment_id, description: '<p>See the file</p>', attachments: [ids.attachment_id] }],
      contents: [{ id: ids.content_id, is_active: true }],
    });

    expect((await api('PUT', cardPath(), { token: owner.token, body: { name: 'Back again' } })).status).toBe(200);
    expect((await api('PUT', `${cardPath()}/mark_as_incomplete`, { token: owner.token })).status).toBe(200);
    expect(
      (
        await api('POST', `${cardPath()}/content_labels`, {
          token: owner.token,
          body: { label_id: ids.label_id, assigned: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('DELETE', `${cardPath()}/assigned_users/${approver.userId}`, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await api('POST', `${cardPath()}/lists`, { token: owner.token, body: { list: { title: 'More' } } })).status,
    ).toBe(201);
    expect(
      (
        await api('POST', `${cardPath()}/comments`, {
          token: owner.token,
          body: { comment: { description: '<p>welcome back</p>', internal: false } },
        })
      ).status,
    ).toBe(201);
    expect((await api('GET', `${cardPath()}/contents/${ids.content_id}/hide`, { token: owner.token })).status).toBe(
      200,
    );
    const after = await readBack();
    expect(after.card).toMatchObject({
      name: 'Back again',
      completed: false,
      labels: [],
      participants: [],
      total_subtasks: 1,
    });
    expect(after.lists).toHaveLength(2);
    expect(after.guest).toHaveLength(2);
    expect(after.contents).toEqual([{ id: ids.content_id, is_active: false }]);
  });
});

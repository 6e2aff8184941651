/**
 * What pins leave alone and what older contents get (issue 26; decisions D26, D27, R59): a pin, a reply,
 * resolve, reopen, delete and carry-over never change the content's `updated_at`; a carried copy takes no
 * files and sends no notices; a PDF stored before page counts gets its count on the first read of the
 * contents, stored once, its `updated_at` kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { getContent, listVersions } from '../../functions/src/data/contents';
import { findComment } from '../../functions/src/data/comments';
import type { Comment } from '../../shared/schemas/comments';
import type { Content, ContentVersion } from '../../shared/schemas/contents';
import type { Annotation } from '../../shared/schemas/annotations';
import type { PresignedPost } from '../../shared/schemas/uploads';

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 300]);
  return Buffer.from(await doc.save());
}

/** Remove `page_count` from a stored item, as on items written before issue 26. */
async function forgetPageCount(key: () => Promise<Record<string, unknown>>): Promise<void> {
  const { documentClient } = await import('../../functions/src/lib/aws/dynamodb');
  const { env } = await import('../../functions/src/lib/env');
  await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: await key(),
      UpdateExpression: 'REMOVE page_count',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

describe('what pins leave alone, and page counts of older PDFs', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const post = (comment: Record<string, unknown>, user = owner) =>
    api<{ comment: Comment }>('POST', `${cardPath()}/comments`, { token: user.token, body: { comment } });
  const anchorOn = (content: Content, versionId = content.version_id) => ({
    content_id: content.id,
    version_id: versionId,
    page: 1,
    shape: { type: 'point', x: 0.5, y: 0.5 },
  });
  const unreadNotices = async (user: SignedInUser) =>
    (await api<{ unread_count: number }>('GET', '/api/v1/notifications/unread_count', { token: user.token })).body.data
      .unread_count;

  async function replace(content: Content, bytes: Buffer, type: string, filename: string): Promise<Content> {
    const presigned = await api<PresignedPost>('POST', `${cardPath()}/contents/new`, {
      token: owner.token,
      body: { content_type: type, size: bytes.length, filename },
    });
    await postToPresigned(presigned.body.data, bytes, type);
    const res = await api<Content>('PUT', `${cardPath()}/contents/${content.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  beforeAll(async () => {
    [owner, approver] = await Promise.all(['ag-owner', 'ag-approver'].map((p) => signedInUser(p)));
    ({
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(owner, 'Client Review', 1, [[approver, 'approver']]));
  });

  it("keeps the content's updated_at through pins, replies, resolve, reopen, delete and carry-over", async () => {
    const [content] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#123'), type: 'image/png', filename: 'kept.png' },
      ])
    ).body.data;
    const stamp = async () => (await getContent(cardId, content.id))!.updated_at;
    const before = await stamp();
    const a = (await post({ description: '<p>one</p>', internal: false, anchor: anchorOn(content) })).body.data.comment;
    const b = (await post({ description: '<p>two</p>', internal: true, anchor: anchorOn(content) })).body.data.comment;
    await post({ description: '<p>reply</p>', internal: false, parent_id: a.id });
    expect((await api('PUT', `${cardPath()}/comments/${a.id}/resolve`, { token: owner.token })).status).toBe(200);
    expect((await api('PUT', `${cardPath()}/comments/${a.id}/reopen`, { token: owner.token })).status).toBe(200);
    expect((await api('DELETE', `${cardPath()}/comments/${b.id}`, { token: owner.token })).status).toBe(200);
    expect((await getContent(cardId, content.id))!.open_annotations_guest).toBe(1);
    expect(await stamp()).toBe(before);
    // Replacing the file is a change of the content; carrying pins onto it is not.
    const v2 = await replace(content, await png('#321'), 'image/png', 'kept-2.png');
    const replacedAt = await stamp();
    expect(replacedAt).not.toBe(before);
    const carried = await api<{ annotations: Annotation[] }>(
      'POST',
      `${cardPath()}/contents/${content.id}/versions/${v2.version_id}/annotations/carry_over`,
      { token: owner.token, body: {} },
    );
    expect(carried.status).toBe(201);
    expect(carried.body.data.annotations.map((x) => x.carried_from)).toEqual([a.id]);
    expect(await stamp()).toBe(replacedAt);
  });

  it('carries no files and sends no notices with a copy', async () => {
    const [content] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#456'), type: 'image/png', filename: 'files.png' },
      ])
    ).body.data;
    const bytes = await png('#0f0');
    const presigned = await api<PresignedPost>('POST', `${cardPath()}/comments/attachment_uploads`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'shot.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const mention = `<span data-type="mention" data-id="${approver.userId}" data-label="Ann">@Ann</span>`;
    const source = await post({
      description: `<p>${mention} see the shot</p>`,
      internal: false,
      anchor: anchorOn(content),
      attachments_attributes: [{ key: presigned.body.data.key, content_type: 'image/png', filename: 'shot.png' }],
    });
    expect(source.status, JSON.stringify(source.body)).toBe(201);
    expect(source.body.data.comment.attachments).toHaveLength(1);
    const noticesBefore = await unreadNotices(approver);
    expect(noticesBefore).toBeGreaterThan(0);
    const v2 = await replace(content, await png('#654'), 'image/png', 'files-2.png');
    const carried = await api<{ annotations: Annotation[] }>(
      'POST',
      `${cardPath()}/contents/${content.id}/versions/${v2.version_id}/annotations/carry_over`,
      { token: owner.token, body: {} },
    );
    const copy = (await findComment(cardId, carried.body.data.annotations[0]!.id))!;
    expect(copy).toMatchObject({ carried_from: source.body.data.comment.id, attachments: [] });
    expect(copy.description).toContain('see the shot');
    expect(await unreadNotices(approver)).toBe(noticesBefore);
    // The source keeps its file.
    expect((await findComment(cardId, source.body.data.comment.id))!.attachments).toHaveLength(1);
  });

  it('gives a PDF stored before page counts its count on the first read, once, keeping updated_at', async () => {
    const [doc] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await pdf(4), type: 'application/pdf', filename: 'old.pdf' },
      ])
    ).body.data;
    await replace(doc, await pdf(2), 'application/pdf', 'old-2.pdf');
    const { Content: ContentEntity, ContentVersion: VersionEntity } =
      await import('../../functions/src/data/entities/content');
    const { GetItemCommand } = await import('dynamodb-toolbox/entity/actions/get');
    const [version] = await listVersions(cardId, doc.id);
    await forgetPageCount(
      async () =>
        ContentEntity.build(GetItemCommand).key({ card_id: cardId, content_id: doc.id }).params().Key as Record<
          string,
          unknown
        >,
    );
    await forgetPageCount(
      async () =>
        VersionEntity.build(GetItemCommand)
          .key({ card_id: cardId, content_id: doc.id, version_id: version!.version_id })
          .params().Key as Record<string, unknown>,
    );
    const stored = (await getContent(cardId, doc.id))!;
    expect(stored.page_count).toBeUndefined();
    // Until then its pages are not checked (decisions R42).
    expect(
      (
        await post({
          description: '<p>far</p>',
          internal: false,
          anchor: { ...anchorOn({ ...doc, version_id: stored.version_id! }), page: 9 },
        })
      ).status,
    ).toBe(201);
    for (const user of [approver, owner]) {
      const listed = (await api<Content[]>('GET', `${cardPath()}/contents`, { token: user.token })).body.data.find(
        (c) => c.id === doc.id,
      )!;
      expect(listed.page_count).toBe(2);
    }
    expect(
      (await api<Content>('GET', `${cardPath()}/contents/${doc.id}`, { token: owner.token })).body.data.page_count,
    ).toBe(2);
    const after = (await getContent(cardId, doc.id))!;
    expect([after.page_count, after.updated_at]).toEqual([2, stored.updated_at]);
    const versions = (
      await api<ContentVersion[]>('GET', `${cardPath()}/contents/${doc.id}/versions`, { token: owner.token })
    ).body.data;
    expect(versions.map((v) => v.page_count)).toEqual([4]);
    expect((await listVersions(cardId, doc.id))[0]!.page_count).toBe(4);
    // Now counted, pages are checked.
    expect(
      (
        await post({
          description: '<p>far</p>',
          internal: false,
          anchor: { ...anchorOn({ ...doc, version_id: stored.version_id! }), page: 3 },
        })
      ).status,
    ).toBe(400);
  });

  it("shows a pin's file and thumbnail in the comment tabs, for the version it is on", async () => {
    const [content] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#789'), type: 'image/png', filename: 'tabbed.png' },
      ])
    ).body.data;
    const old = (await post({ description: '<p>on v1</p>', internal: false, anchor: anchorOn(content) }, approver)).body
      .data.comment;
    const v2 = await replace(content, await png('#987'), 'image/png', 'tabbed-2.png');
    const current = (await post({ description: '<p>on v2</p>', internal: false, anchor: anchorOn(v2) }, approver)).body
      .data.comment;
    const page = await api<{ comments: Comment[] }>('GET', `${cardPath()}/comments?chat_status=guest&per_page=50`, {
      token: approver.token,
    });
    const byId = new Map(page.body.data.comments.map((c) => [c.id, c]));
    expect(byId.get(old.id)!.content).toMatchObject({ id: content.id, name: 'tabbed.png', type: 'image/png' });
    expect(byId.get(current.id)!.content).toMatchObject({ id: content.id, name: 'tabbed-2.png', type: 'image/png' });
    for (const id of [old.id, current.id]) {
      const thumbnail = await fetch(byId.get(id)!.content!.thumbnail_url!);
      expect(thumbnail.status).toBe(200);
    }
    expect(byId.get(old.id)!.content!.thumbnail_url).not.toBe(byId.get(current.id)!.content!.thumbnail_url);
    expect(page.body.data.comments.filter((c) => !c.anchor).every((c) => c.content === null)).toBe(true);
  });
});

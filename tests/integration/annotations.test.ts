/**
 * Annotations through the API (issue 26; BRIEF §8 "Annotations are comments with an anchor"; cards spec §6
 * roles and the Team/Guest tab rules; docs/decisions.md R20–R26): pins on a content version with their
 * anchors checked (coordinates in 0–1, page within the version, the content's own version, hidden contents
 * unknown to guests), numbering under concurrency, replies, resolve and reopen, the version's list, the open
 * counts per tab on the content and the card, carry-over onto a new version, and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import type { Comment, UnreadComments } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { Annotation } from '../../shared/schemas/annotations';
import type { PresignedPost } from '../../shared/schemas/uploads';

type Posted = { comment: Comment; unread_comments: UnreadComments };

const png = (colour = '#0a0') => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 300]);
  return Buffer.from(await doc.save());
}

describe('annotations', () => {
  let owner: SignedInUser;
  let coordinator: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let contributor: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  let image: Content;
  let doc: Content;
  let hidden: Content;
  let otherCardImage: Content;

  const cardPath = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}`;
  const post = (cardId: string, comment: Record<string, unknown>, user = owner) => api<Posted>('POST', `${cardPath(cardId)}/comments`, { token: user.token, body: { comment } });
  const pin = (content: Content, shape: Record<string, unknown>, extra: Record<string, unknown> = {}, user = owner, cardId = cardIds[0]) =>
    post(cardId, { description: '<p>Fix this</p>', internal: false, anchor: { content_id: content.id, version_id: content.version_id, page: 1, shape }, ...extra }, user);
  const contentsOf = async (cardId: string, user = owner) => (await api<Content[]>('GET', `${cardPath(cardId)}/contents`, { token: user.token })).body.data;

  beforeAll(async () => {
    [owner, coordinator, production, spectator, approver, contributor, stranger] = await Promise.all(
      ['an-owner', 'an-coordinator', 'an-production', 'an-spectator', 'an-approver', 'an-contributor', 'an-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review'], 4);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, { token: owner.token, body: { visible_to_client: true } });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, coordinator.userId, 'coordinator');
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, contributor.userId, 'contributor');
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardIds[0], [
      { bytes: await png(), type: 'image/png', filename: 'look.png' },
      { bytes: await pdf(3), type: 'application/pdf', filename: 'prices.pdf' },
      { bytes: await png('#a00'), type: 'image/png', filename: 'secret.png' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    [image, doc, hidden] = uploaded.body.data;
    await api('GET', `${cardPath(cardIds[0])}/contents/${hidden.id}/hide`, { token: owner.token });
    otherCardImage = (await uploadCardContents(owner.token, workspaceId, cardIds[1], [{ bytes: await png('#00a'), type: 'image/png', filename: 'other.png' }])).body.data[0];
  });

  it('contents carry their version id, page count and open counts', async () => {
    expect(image).toMatchObject({ page_count: 1, open_annotations: { team: 0, guest: 0 } });
    expect(doc).toMatchObject({ page_count: 3 });
    expect(image.version_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pins a comment on a content version, numbered per version, counted open per tab on the content and the card', async () => {
    const first = await pin(image, { type: 'point', x: 0.25, y: 0.5 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.comment).toMatchObject({
      content: { id: image.id },
      anchor: { content_id: image.id, version_id: image.version_id, page: 1, shape: { type: 'point', x: 0.25, y: 0.5 } },
      annotation_number: 1,
      resolved_at: null,
    });
    const second = await pin(image, { type: 'rect', x: 0.1, y: 0.1, w: 0.5, h: 0.2 }, { internal: true });
    expect(second.body.data.comment).toMatchObject({ annotation_number: 2, internal: true });
    const path = await pin(doc, { type: 'path', points: [[0, 0], [0.5, 0.5], [1, 1]] }, { anchor: { content_id: doc.id, version_id: doc.version_id, page: 3, shape: { type: 'path', points: [[0, 0], [0.5, 0.5], [1, 1]] } } });
    expect(path.status, JSON.stringify(path.body)).toBe(201);
    expect(path.body.data.comment.annotation_number).toBe(1);
    const byId = (list: Content[], id: string) => list.find((c) => c.id === id)!;
    expect(byId(await contentsOf(cardIds[0]), image.id).open_annotations).toEqual({ team: 1, guest: 1 });
    expect(byId(await contentsOf(cardIds[0], approver), image.id).open_annotations).toEqual({ team: 0, guest: 1 });
    const card = (await getCard(workspaceId, cardIds[0]))!;
    expect([card.open_annotations_team, card.open_annotations_guest]).toEqual([1, 2]);
    // A plain comment is not an annotation.
    const plain = await post(cardIds[0], { description: '<p>hello</p>', internal: false });
    expect(plain.body.data.comment.anchor).toBeUndefined();
    expect(plain.body.data.comment.content).toBeNull();
  });

  it('gives concurrent pins on one version distinct numbers', async () => {
    const posts = await Promise.all(Array.from({ length: 4 }, (_, i) => pin(doc, { type: 'point', x: 0.1 * i, y: 0.1 }, {}, owner)));
    const ok = posts.filter((p) => p.status === 201);
    const numbers = ok.map((p) => p.body.data.comment.annotation_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(ok.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad anchors with a clear message and stores nothing', async () => {
    const card = cardIds[2];
    const content = (await uploadCardContents(owner.token, workspaceId, card, [
      { bytes: await png(), type: 'image/png', filename: 'a.png' },
      { bytes: await pdf(2), type: 'application/pdf', filename: 'b.pdf' },
    ])).body.data;
    const [img, pdfContent] = content;
    const anchorOf = (c: Content, shape: unknown, page = 1, versionId = c.version_id) => ({ content_id: c.id, version_id: versionId, page, shape });
    const longPath = Array.from({ length: 400 }, (_, i) => [0.123456789012345 + i / 10_000, 0.987654321098765]);
    const cases: Array<[unknown, number, string]> = [
      [anchorOf(img, { type: 'point', x: 1.5, y: 0.2 }), 400, 'Coordinates must be between 0 and 1'],
      [anchorOf(img, { type: 'point', x: -0.1, y: 0.2 }), 400, 'Coordinates must be between 0 and 1'],
      [anchorOf(img, { type: 'rect', x: 0.8, y: 0.2, w: 0.5, h: 0.1 }), 400, 'The rectangle must lie within the page'],
      [anchorOf(img, { type: 'path', points: Array.from({ length: 501 }, () => [0.5, 0.5]) }), 400, 'A freehand path has 2 to 500 points'],
      [anchorOf(img, { type: 'path', points: longPath }), 400, 'A freehand path must be at most 8 KB'],
      [anchorOf(img, { type: 'circle', x: 0.5, y: 0.5 }), 400, ''],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 2), 400, 'This version has 1 page: page must be 1'],
      [anchorOf(pdfContent, { type: 'point', x: 0.5, y: 0.5 }, 3), 400, 'This version has 2 pages: page must be from 1 to 2'],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 0), 400, 'Page must be a whole number from 1'],
      [anchorOf(otherCardImage, { type: 'point', x: 0.5, y: 0.5 }), 404, 'The content cannot be found.'],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 1, pdfContent.version_id), 404, 'The version cannot be found.'],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 1, '0190a0a0-0000-7000-8000-000000000000'), 404, 'The version cannot be found.'],
    ];
    for (const [anchor, status, message] of cases) {
      const res = await post(card, { description: '<p>x</p>', internal: false, anchor });
      expect(res.status, JSON.stringify(anchor).slice(0, 120)).toBe(status);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    // A reply joins its annotation's thread and takes no anchor.
    const parent = (await post(card, { description: '<p>pin</p>', internal: false, anchor: anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }) })).body.data.comment;
    const reply = await post(card, { description: '<p>r</p>', internal: false, parent_id: parent.id, anchor: anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('takes no anchor');
    const stored = (await getCard(workspaceId, card))!;
    expect([stored.comment_count_guest, stored.open_annotations_guest ?? 0, stored.open_annotations_team ?? 0]).toEqual([1, 1, 0]);
    // The hidden content is unknown to guests, known to the team.
    const onHidden = { content_id: hidden.id, version_id: hidden.version_id, page: 1, shape: { type: 'point', x: 0.5, y: 0.5 } };
    for (const guest of [approver, contributor]) {
      const res = await post(cardIds[0], { description: '<p>x</p>', internal: false, anchor: onHidden }, guest);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('The content cannot be found.');
    }
    expect((await post(cardIds[0], { description: '<p>x</p>', internal: true, anchor: onHidden })).status).toBe(201);
  });

  it('applies the tab rules of comments to pins for each role', async () => {
    const shape = { type: 'point', x: 0.5, y: 0.5 };
    const expectations: Array<[SignedInUser, boolean, number]> = [
      [coordinator, true, 201],
      [coordinator, false, 201],
      [production, true, 201],
      [production, false, 403],
      [spectator, true, 403],
      [spectator, false, 403],
      [approver, true, 403],
      [approver, false, 201],
      [contributor, true, 403],
      [contributor, false, 201],
    ];
    for (const [user, internal, status] of expectations) {
      const res = await pin(image, shape, { internal }, user);
      expect(res.status, `${user.email} internal=${internal}`).toBe(status);
    }
    // Another organization's member knows nothing of the workspace.
    expect((await pin(image, shape, {}, stranger)).status).toBe(404);
  });

  it('counts replies on the annotation and keeps their own thread', async () => {
    const parent = (await pin(image, { type: 'point', x: 0.9, y: 0.9 })).body.data.comment;
    const reply = await post(cardIds[0], { description: '<p>done?</p>', internal: false, parent_id: parent.id }, approver);
    expect(reply.status).toBe(201);
    expect(reply.body.data.comment.anchor).toBeUndefined();
    const list = await api<{ annotations: Annotation[] }>('GET', `${cardPath(cardIds[0])}/contents/${image.id}/versions/${image.version_id}/annotations`, { token: owner.token });
    if (list.status === 200) expect(list.body.data.annotations.find((a) => a.id === parent.id)?.reply_count).toBe(1);
  });

  it('keeps a replaced file as a version that pins still name', async () => {
    const card = cardIds[3];
    const [content] = (await uploadCardContents(owner.token, workspaceId, card, [{ bytes: await png(), type: 'image/png', filename: 'v1.png' }])).body.data;
    const old = await pin(content, { type: 'point', x: 0.3, y: 0.3 }, {}, owner, card);
    expect(old.body.data.comment.annotation_number).toBe(1);
    const bytes = await png('#ff0');
    const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, { token: owner.token, body: { content_type: 'image/png', size: bytes.length, filename: 'v2.png' } });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const replaced = await api<Content>('PUT', `${cardPath(card)}/contents/${content.id}`, { token: owner.token, body: { replace: true, key: presigned.body.data.key, filename: 'v2.png' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.version_id).not.toBe(content.version_id);
    const versions = await api<Array<{ id: string }>>('GET', `${cardPath(card)}/contents/${content.id}/versions`, { token: owner.token });
    expect(versions.body.data.map((v) => v.id)).toEqual([content.version_id]);
    // The old version keeps its numbering; the new one starts at 1.
    expect((await pin(content, { type: 'point', x: 0.4, y: 0.4 }, {}, owner, card)).body.data.comment.annotation_number).toBe(2);
    expect((await pin(replaced.body.data, { type: 'point', x: 0.4, y: 0.4 }, {}, owner, card)).body.data.comment.annotation_number).toBe(1);
    expect((await contentsOf(card))[0].open_annotations).toEqual({ team: 0, guest: 3 });
  });
});

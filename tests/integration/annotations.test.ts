/**
 * Annotations through the API (issue 26; BRIEF §8 "Annotations are comments with an anchor"; cards spec §6
 * roles and the Team/Guest tab rules; docs/decisions.md R40–R47): pins on a content version with their
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

const png = (colour = '#0a0') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

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
  const post = (cardId: string, comment: Record<string, unknown>, user = owner) =>
    api<Posted>('POST', `${cardPath(cardId)}/comments`, { token: user.token, body: { comment } });
  const pin = (
    content: Content,
    shape: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    user = owner,
    cardId = cardIds[0],
  ) =>
    post(
      cardId,
      {
        description: '<p>Fix this</p>',
        internal: false,
        anchor: { content_id: content.id, version_id: content.version_id, page: 1, shape },
        ...extra,
      },
      user,
    );
  const contentsOf = async (cardId: string, user = owner) =>
    (await api<Content[]>('GET', `${cardPath(cardId)}/contents`, { token: user.token })).body.data;

  beforeAll(async () => {
    [owner, coordinator, production, spectator, approver, contributor, stranger] = await Promise.all(
      [
        'an-owner',
        'an-coordinator',
        'an-production',
        'an-spectator',
        'an-approver',
        'an-contributor',
        'an-stranger',
      ].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review'], 4);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
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
    otherCardImage = (
      await uploadCardContents(owner.token, workspaceId, cardIds[1], [
        { bytes: await png('#00a'), type: 'image/png', filename: 'other.png' },
      ])
    ).body.data[0];
  });

  it('contents carry their version id, page count and open counts', async () => {
    expect(image).toMatchObject({ page_count: 1, open_annotations: { team: 0, guest: 0 } });
    expect(doc).toMatchObject({ page_count: 3 });
    expect(image.version_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pins a comment on a content version, numbered per tab, counted open per tab on the content and the card', async () => {
    const first = await pin(image, { type: 'point', x: 0.25, y: 0.5 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.comment).toMatchObject({
      content: { id: image.id },
      anchor: {
        content_id: image.id,
        version_id: image.version_id,
        page: 1,
        shape: { type: 'point', x: 0.25, y: 0.5 },
      },
      annotation_number: 1,
      resolved_at: null,
    });
    const second = await pin(image, { type: 'rect', x: 0.1, y: 0.1, w: 0.5, h: 0.2 }, { internal: true });
    // The Team tab numbers apart from the Guest tab (issue 35).
    expect(second.body.data.comment).toMatchObject({ annotation_number: 1, internal: true });
    const path = await pin(
      doc,
      {
        type: 'path',
        points: [
          [0, 0],
          [0.5, 0.5],
          [1, 1],
        ],
      },
      {
        anchor: {
          content_id: doc.id,
          version_id: doc.version_id,
          page: 3,
          shape: {
            type: 'path',
            points: [
              [0, 0],
              [0.5, 0.5],
              [1, 1],
            ],
          },
        },
      },
    );
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
    const posts = await Promise.all(
      Array.from({ length: 4 }, (_, i) => pin(doc, { type: 'point', x: 0.1 * i, y: 0.1 }, {}, owner)),
    );
    const ok = posts.filter((p) => p.status === 201);
    const numbers = ok.map((p) => p.body.data.comment.annotation_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(ok.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad anchors with a clear message and stores nothing', async () => {
    const card = cardIds[2];
    const content = (
      await uploadCardContents(owner.token, workspaceId, card, [
        { bytes: await png(), type: 'image/png', filename: 'a.png' },
        { bytes: await pdf(2), type: 'application/pdf', filename: 'b.pdf' },
      ])
    ).body.data;
    const [img, pdfContent] = content;
    const anchorOf = (c: Content, shape: unknown, page = 1, versionId = c.version_id) => ({
      content_id: c.id,
      version_id: versionId,
      page,
      shape,
    });
    const longPath = Array.from({ length: 400 }, (_, i) => [0.123456789012345 + i / 10_000, 0.987654321098765]);
    const cases: Array<[unknown, number, string]> = [
      [anchorOf(img, { type: 'point', x: 1.5, y: 0.2 }), 400, 'Coordinates must be between 0 and 1'],
      [anchorOf(img, { type: 'point', x: -0.1, y: 0.2 }), 400, 'Coordinates must be between 0 and 1'],
      [anchorOf(img, { type: 'rect', x: 0.8, y: 0.2, w: 0.5, h: 0.1 }), 400, 'The rectangle must lie within the page'],
      [
        anchorOf(img, { type: 'path', points: Array.from({ length: 501 }, () => [0.5, 0.5]) }),
        400,
        'A freehand path has 2 to 500 points',
      ],
      [anchorOf(img, { type: 'path', points: longPath }), 400, 'A freehand path must be at most 8 KB'],
      [anchorOf(img, { type: 'circle', x: 0.5, y: 0.5 }), 400, ''],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 2), 400, 'This version has 1 page: page must be 1'],
      [
        anchorOf(pdfContent, { type: 'point', x: 0.5, y: 0.5 }, 3),
        400,
        'This version has 2 pages: page must be from 1 to 2',
      ],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 0), 400, 'Page must be a whole number from 1'],
      [anchorOf(otherCardImage, { type: 'point', x: 0.5, y: 0.5 }), 404, 'The content cannot be found.'],
      [anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 1, pdfContent.version_id), 404, 'The version cannot be found.'],
      [
        anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }, 1, '0190a0a0-0000-7000-8000-000000000000'),
        404,
        'The version cannot be found.',
      ],
    ];
    for (const [anchor, status, message] of cases) {
      const res = await post(card, { description: '<p>x</p>', internal: false, anchor });
      expect(res.status, JSON.stringify(anchor).slice(0, 120)).toBe(status);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    // A reply joins its annotation's thread and takes no anchor.
    const parent = (
      await post(card, {
        description: '<p>pin</p>',
        internal: false,
        anchor: anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }),
      })
    ).body.data.comment;
    const reply = await post(card, {
      description: '<p>r</p>',
      internal: false,
      parent_id: parent.id,
      anchor: anchorOf(img, { type: 'point', x: 0.5, y: 0.5 }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('takes no anchor');
    const stored = (await getCard(workspaceId, card))!;
    expect([stored.comment_count_guest, stored.open_annotations_guest ?? 0, stored.open_annotations_team ?? 0]).toEqual(
      [1, 1, 0],
    );
    // The hidden content is unknown to guests, known to the team.
    const onHidden = {
      content_id: hidden.id,
      version_id: hidden.version_id,
      page: 1,
      shape: { type: 'point', x: 0.5, y: 0.5 },
    };
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
    const reply = await post(
      cardIds[0],
      { description: '<p>done?</p>', internal: false, parent_id: parent.id },
      approver,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.comment.anchor).toBeUndefined();
    const list = await api<{ annotations: Annotation[] }>(
      'GET',
      `${cardPath(cardIds[0])}/contents/${image.id}/versions/${image.version_id}/annotations`,
      { token: owner.token },
    );
    if (list.status === 200) expect(list.body.data.annotations.find((a) => a.id === parent.id)?.reply_count).toBe(1);
  });

  it('keeps a replaced file as a version that pins still name', async () => {
    const card = cardIds[3];
    const [content] = (
      await uploadCardContents(owner.token, workspaceId, card, [
        { bytes: await png(), type: 'image/png', filename: 'v1.png' },
      ])
    ).body.data;
    const old = await pin(content, { type: 'point', x: 0.3, y: 0.3 }, {}, owner, card);
    expect(old.body.data.comment.annotation_number).toBe(1);
    const bytes = await png('#ff0');
    const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'v2.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const replaced = await api<Content>('PUT', `${cardPath(card)}/contents/${content.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'v2.png' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.version_id).not.toBe(content.version_id);
    const versions = await api<Array<{ id: string }>>('GET', `${cardPath(card)}/contents/${content.id}/versions`, {
      token: owner.token,
    });
    expect(versions.body.data.map((v) => v.id)).toEqual([content.version_id]);
    // A tab's numbers run across the content's versions (issue 35: "pin 1" names one thread on every version).
    expect(
      (await pin(content, { type: 'point', x: 0.4, y: 0.4 }, {}, owner, card)).body.data.comment.annotation_number,
    ).toBe(2);
    expect(
      (await pin(replaced.body.data, { type: 'point', x: 0.4, y: 0.4 }, {}, owner, card)).body.data.comment
        .annotation_number,
    ).toBe(3);
    expect((await contentsOf(card))[0].open_annotations).toEqual({ team: 0, guest: 3 });
  });

  describe('resolve, reopen, list and carry over', () => {
    let card: string;
    let content: Content;
    const list = (c: Content, query = '', user = owner, versionId = c.version_id, cardId = card) =>
      api<{ annotations: Annotation[] }>(
        'GET',
        `${cardPath(cardId)}/contents/${c.id}/versions/${versionId}/annotations${query}`,
        { token: user.token },
      );
    const resolve = (id: string, verb: 'resolve' | 'reopen', user = owner, cardId = card) =>
      api<Annotation>('PUT', `${cardPath(cardId)}/comments/${id}/${verb}`, { token: user.token });
    const counts = async (cardId = card) => {
      const stored = (await getCard(workspaceId, cardId))!;
      return [stored.open_annotations_team ?? 0, stored.open_annotations_guest ?? 0];
    };

    beforeAll(async () => {
      card = cardIds[3];
      content = (
        await uploadCardContents(owner.token, workspaceId, card, [
          { bytes: await png('#123'), type: 'image/png', filename: 'proof.png' },
        ])
      ).body.data[0];
    });

    it('resolves and reopens for the author and team members who may post in the tab, idempotently, moving the counts', async () => {
      const before = await counts();
      const guestPin = (await pin(content, { type: 'point', x: 0.5, y: 0.5 }, {}, approver, card)).body.data.comment;
      const teamPin = (await pin(content, { type: 'point', x: 0.6, y: 0.6 }, { internal: true }, production, card)).body
        .data.comment;
      expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
      // Who may: the author; team members who may post in the tab. Not other guests, not spectators, not production in the Guest tab.
      expect((await resolve(guestPin.id, 'resolve', contributor)).status).toBe(403);
      expect((await resolve(guestPin.id, 'resolve', production)).status).toBe(403);
      expect((await resolve(guestPin.id, 'resolve', spectator)).status).toBe(403);
      expect((await resolve(teamPin.id, 'resolve', approver)).status).toBe(404);
      expect((await resolve(teamPin.id, 'resolve', contributor)).status).toBe(404);
      expect((await resolve(guestPin.id, 'resolve', stranger)).status).toBe(404);
      const resolved = await resolve(guestPin.id, 'resolve', approver);
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      expect(resolved.body.data).toMatchObject({
        id: guestPin.id,
        resolved: true,
        resolved_by: approver.userId,
        number: guestPin.annotation_number,
      });
      expect(await counts()).toEqual([before[0] + 1, before[1]]);
      // Idempotent: the same answer, counts unchanged.
      expect((await resolve(guestPin.id, 'resolve', coordinator)).body.data).toMatchObject({
        resolved: true,
        resolved_by: approver.userId,
      });
      expect(await counts()).toEqual([before[0] + 1, before[1]]);
      expect((await resolve(teamPin.id, 'resolve', coordinator)).body.data.resolved).toBe(true);
      expect(await counts()).toEqual(before);
      expect((await resolve(teamPin.id, 'reopen', owner)).body.data).toMatchObject({
        resolved: false,
        resolved_at: null,
        resolved_by: null,
      });
      expect((await resolve(teamPin.id, 'reopen', owner)).status).toBe(200);
      expect(await counts()).toEqual([before[0] + 1, before[1]]);
      // A plain comment is not an annotation.
      const plain = (await post(card, { description: '<p>plain</p>', internal: false })).body.data.comment;
      expect((await resolve(plain.id, 'resolve')).status).toBe(400);
      // Deleting an open annotation takes it off the counts; a resolved one leaves them.
      expect(
        (await api('DELETE', `${cardPath(card)}/comments/${teamPin.id}`, { token: production.token })).status,
      ).toBe(200);
      expect(await counts()).toEqual(before);
      expect((await resolve(teamPin.id, 'resolve', owner)).status).toBe(409);
    });

    it("lists a version's annotations per the caller's tabs, with status and mine filters", async () => {
      const c = (
        await uploadCardContents(owner.token, workspaceId, card, [
          { bytes: await png('#456'), type: 'image/png', filename: 'list.png' },
        ])
      ).body.data[0];
      const a = (await pin(c, { type: 'point', x: 0.1, y: 0.1 }, {}, approver, card)).body.data.comment;
      const b = (await pin(c, { type: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, { internal: true }, owner, card)).body
        .data.comment;
      const d = (await pin(c, { type: 'point', x: 0.3, y: 0.3 }, {}, owner, card)).body.data.comment;
      await post(card, { description: '<p>reply</p>', internal: false, parent_id: a.id }, owner);
      await resolve(d.id, 'resolve');
      const all = (await list(c)).body.data.annotations;
      // The Guest tab's pins, then the Team tab's, each numbered in its own tab (issue 35).
      expect(all.map((x) => [x.number, x.id, x.internal])).toEqual([
        [1, a.id, false],
        [2, d.id, false],
        [1, b.id, true],
      ]);
      expect(all[0]).toMatchObject({
        reply_count: 1,
        resolved: false,
        anchor: { shape: { type: 'point', x: 0.1, y: 0.1 } },
        user: { id: approver.userId },
      });
      expect((await list(c, '?status=open')).body.data.annotations.map((x) => x.id)).toEqual([a.id, b.id]);
      expect((await list(c, '?status=resolved')).body.data.annotations.map((x) => x.id)).toEqual([d.id]);
      expect((await list(c, '?mine=true', approver)).body.data.annotations.map((x) => x.id)).toEqual([a.id]);
      // Guests never see, count or list a Team annotation.
      for (const guest of [approver, contributor]) {
        expect((await list(c, '', guest)).body.data.annotations.map((x) => x.id)).toEqual([a.id, d.id]);
        expect((await contentsOf(card, guest)).find((x) => x.id === c.id)!.open_annotations).toEqual({
          team: 0,
          guest: 1,
        });
      }
      for (const team of [coordinator, production, spectator])
        expect((await list(c, '', team)).body.data.annotations).toHaveLength(3);
      // The board card's counts per tab.
      const board = async (user: SignedInUser) => {
        const res = await api<{ id: string; open_annotations?: { team: number; guest: number } }>(
          'GET',
          cardPath(card),
          { token: user.token },
        );
        return res.body.data.open_annotations;
      };
      const teamView = await board(owner);
      expect((await board(approver))?.team).toBe(0);
      expect((await board(approver))?.guest).toBe(teamView?.guest);
      // Bad queries, unknown versions, hidden contents for guests, another card's content.
      expect((await list(c, '?status=closed')).status).toBe(400);
      expect((await list(c, '?mine=yes')).status).toBe(400);
      expect((await list(c, '', owner, '0190a0a0-0000-7000-8000-000000000000')).status).toBe(404);
      expect((await list(hidden, '', approver, hidden.version_id, cardIds[0])).status).toBe(404);
      expect((await list(hidden, '', owner, hidden.version_id, cardIds[0])).status).toBe(200);
      expect((await list(otherCardImage, '', owner, otherCardImage.version_id, card)).status).toBe(404);
    });

    it('hides annotations on hidden contents from guests in the comment list and by id', async () => {
      const teamOnHidden = await post(cardIds[0], {
        description: '<p>guest tab, hidden content</p>',
        internal: false,
        anchor: {
          content_id: hidden.id,
          version_id: hidden.version_id,
          page: 1,
          shape: { type: 'point', x: 0.5, y: 0.5 },
        },
      });
      expect(teamOnHidden.status).toBe(201);
      const id = teamOnHidden.body.data.comment.id;
      const guestList = await api<{ comments: Comment[] }>(
        'GET',
        `${cardPath(cardIds[0])}/comments?chat_status=guest&per_page=50`,
        { token: approver.token },
      );
      expect(guestList.body.data.comments.map((x) => x.id)).not.toContain(id);
      expect((await api('GET', `${cardPath(cardIds[0])}/comments/${id}`, { token: approver.token })).status).toBe(404);
      expect((await api('GET', `${cardPath(cardIds[0])}/comments/${id}`, { token: owner.token })).status).toBe(200);
    });

    it('carries open annotations of the previous version onto the new one, keeping their numbers, closing the originals', async () => {
      const [c] = (
        await uploadCardContents(owner.token, workspaceId, card, [
          { bytes: await pdf(2), type: 'application/pdf', filename: 'v1.pdf' },
        ])
      ).body.data;
      const anchorOf = (v: string, page: number) => ({
        content_id: c.id,
        version_id: v,
        page,
        shape: { type: 'rect', x: 0.1, y: 0.2, w: 0.3, h: 0.4 },
      });
      const p1 = (
        await post(card, { description: '<p>one</p>', internal: false, anchor: anchorOf(c.version_id, 1) }, approver)
      ).body.data.comment;
      const p2 = (await post(card, { description: '<p>two</p>', internal: true, anchor: anchorOf(c.version_id, 2) }))
        .body.data.comment;
      const p3 = (await post(card, { description: '<p>three</p>', internal: false, anchor: anchorOf(c.version_id, 1) }))
        .body.data.comment;
      await resolve(p3.id, 'resolve');
      const countsBefore = await counts();
      // Replace with a one-page PDF.
      const bytes = await pdf(1);
      const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
        token: owner.token,
        body: { content_type: 'application/pdf', size: bytes.length, filename: 'v2.pdf' },
      });
      await postToPresigned(presigned.body.data, bytes, 'application/pdf');
      const v2 = (
        await api<Content>('PUT', `${cardPath(card)}/contents/${c.id}`, {
          token: owner.token,
          body: { replace: true, key: presigned.body.data.key, filename: 'v2.pdf' },
        })
      ).body.data;
      expect(v2.page_count).toBe(1);
      const carryPath = (versionId: string) =>
        `${cardPath(card)}/contents/${c.id}/versions/${versionId}/annotations/carry_over`;
      // Not onto the first version; not a resolved one; not someone's plain comment; not by a spectator.
      expect((await api('POST', carryPath(c.version_id), { token: owner.token, body: {} })).status).toBe(400);
      expect(
        (await api('POST', carryPath(v2.version_id), { token: owner.token, body: { comment_ids: [p3.id] } })).status,
      ).toBe(400);
      expect((await api('POST', carryPath(v2.version_id), { token: spectator.token, body: {} })).status).toBe(403);
      expect(
        (await api('POST', carryPath(v2.version_id), { token: approver.token, body: { comment_ids: [p2.id] } })).status,
      ).toBe(404);
      expect(await counts()).toEqual(countsBefore);
      // A guest carries only what they may: the Guest tab's.
      const byGuest = await api<{ annotations: Annotation[]; skipped_ids: string[] }>(
        'POST',
        carryPath(v2.version_id),
        { token: approver.token, body: {} },
      );
      expect(byGuest.status, JSON.stringify(byGuest.body)).toBe(201);
      expect(
        byGuest.body.data.annotations.map((a) => [a.number, a.carried_from, a.internal, a.anchor.version_id]),
      ).toEqual([[1, p1.id, false, v2.version_id]]);
      // The team carries the rest; the page-2 pin does not fit the one-page version and stays.
      const byTeam = await api<{ annotations: Annotation[]; skipped_ids: string[] }>('POST', carryPath(v2.version_id), {
        token: owner.token,
        body: {},
      });
      expect(byTeam.body.data).toMatchObject({ annotations: [], skipped_ids: [p2.id] });
      expect(await counts()).toEqual(countsBefore);
      const oldList = (await list(c, '', owner, c.version_id)).body.data.annotations;
      expect(oldList.map((a) => [a.id, a.resolved])).toEqual([
        [p1.id, true],
        [p3.id, true],
        [p2.id, false],
      ]);
      expect((await list(v2, '?status=open', approver)).body.data.annotations.map((a) => a.carried_from)).toEqual([
        p1.id,
      ]);
      // A new pin on the new version follows the tab's numbers on the content (p1 and p3 took 1 and 2; issue 35).
      expect(
        (await post(card, { description: '<p>new</p>', internal: false, anchor: anchorOf(v2.version_id, 1) })).body.data
          .comment.annotation_number,
      ).toBe(3);
    });

    it("deleting a content takes its open annotations off the card's counts", async () => {
      const [c] = (
        await uploadCardContents(owner.token, workspaceId, card, [
          { bytes: await png('#789'), type: 'image/png', filename: 'gone.png' },
        ])
      ).body.data;
      const before = await counts();
      await pin(c, { type: 'point', x: 0.2, y: 0.2 }, { internal: true }, owner, card);
      await pin(c, { type: 'point', x: 0.3, y: 0.3 }, {}, owner, card);
      const closed = (await pin(c, { type: 'point', x: 0.4, y: 0.4 }, {}, owner, card)).body.data.comment;
      await resolve(closed.id, 'resolve');
      expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
      expect((await api('DELETE', `${cardPath(card)}/contents/${c.id}`, { token: owner.token })).status).toBe(200);
      expect(await counts()).toEqual(before);
      expect((await list(c)).status).toBe(404);
    });

    it("answers 404 for another organization's ids on every new route", async () => {
      const theirs = await boardFixture(stranger, ['Theirs'], 1);
      const theirCard = theirs.stages[0].cardIds[0];
      const [theirContent] = (
        await uploadCardContents(stranger.token, theirs.workspaceId, theirCard, [
          { bytes: await png(), type: 'image/png', filename: 't.png' },
        ])
      ).body.data;
      const theirPin = (
        await api<Posted>('POST', `${cardPath(theirCard, theirs.workspaceId)}/comments`, {
          token: stranger.token,
          body: {
            comment: {
              description: '<p>t</p>',
              internal: false,
              anchor: {
                content_id: theirContent.id,
                version_id: theirContent.version_id,
                page: 1,
                shape: { type: 'point', x: 0.5, y: 0.5 },
              },
            },
          },
        })
      ).body.data.comment;
      const contentBase = (ws: string, cardId: string) =>
        `${cardPath(cardId, ws)}/contents/${theirContent.id}/versions/${theirContent.version_id}/annotations`;
      const attempts: Array<[string, string, unknown?]> = [
        ['PUT', `${cardPath(theirCard, theirs.workspaceId)}/comments/${theirPin.id}/resolve`],
        ['PUT', `${cardPath(theirCard, theirs.workspaceId)}/comments/${theirPin.id}/reopen`],
        ['GET', contentBase(theirs.workspaceId, theirCard)],
        ['POST', `${contentBase(theirs.workspaceId, theirCard)}/carry_over`, {}],
        // Their ids under our workspace and card.
        ['PUT', `${cardPath(cardIds[0])}/comments/${theirPin.id}/resolve`],
        ['GET', contentBase(workspaceId, cardIds[0])],
        ['POST', `${contentBase(workspaceId, cardIds[0])}/carry_over`, {}],
        [
          'POST',
          `${cardPath(cardIds[0])}/comments`,
          {
            comment: {
              description: 'x',
              internal: false,
              anchor: {
                content_id: theirContent.id,
                version_id: theirContent.version_id,
                page: 1,
                shape: { type: 'point', x: 0.5, y: 0.5 },
              },
            },
          },
        ],
      ];
      for (const [method, path, body] of attempts) {
        const res = await api(method, path, { token: owner.token, ...(body !== undefined ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      expect((await getCard(theirs.workspaceId, theirCard))!.open_annotations_guest).toBe(1);
    });
  });
});

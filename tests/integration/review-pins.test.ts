/**
 * A reviewer by link pins comments on the artwork (issue 37 "its client-visible contents in the proofing viewer,
 * with pins"; decisions L3): `POST /api/v1/review/comments` takes an `anchor` checked as a guest's pin on the
 * team's route (a content of this card not hidden from guests, its version, a page it has, coordinates 0–1),
 * numbered in the Guest tab's own sequence of that version, so the reviewer sees 1…n whatever the Team tab
 * pinned. A bad anchor stores nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { blackPng } from '../support/images';
import { mailTo } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import type { Comment } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { Reviewer, ReviewSession } from '../../shared/schemas/review-links';

describe('review by link: pins', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let shown: Content;
  let secret: Content;
  let otherContent: Content;
  let session: string;

  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const pin = (content: Content, shape: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    api<Comment>('POST', '/api/v1/review/comments', {
      token: session,
      body: {
        description: `<p>${JSON.stringify(shape)}</p>`,
        anchor: { content_id: content.id, version_id: content.version_id, page: 1, shape },
        ...extra,
      },
    });
  const reviewerComments = async () =>
    (await api<{ comments: Comment[] }>('GET', '/api/v1/review/comments', { token: session })).body.data.comments;

  beforeAll(async () => {
    owner = await signedInUser('rpin-owner');
    let otherCard: string;
    ({
      workspaceId,
      cardIds: [cardId, otherCard],
    } = await clientBoardFixture(owner, 'Client Review', 2, []));
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: blackPng(40, 30), type: 'image/png', filename: 'shown.png' },
      { bytes: blackPng(30, 30), type: 'image/png', filename: 'secret.png' },
    ]);
    const contents = uploaded.body.data as unknown as Content[];
    shown = contents.find((c) => c.filename === 'shown.png')!;
    secret = contents.find((c) => c.filename === 'secret.png')!;
    expect((await api('PUT', `${cardPath(cardId)}/contents/${secret.id}/hide`, { token: owner.token })).status).toBe(
      200,
    );
    otherContent = (
      (
        await uploadCardContents(owner.token, workspaceId, otherCard, [
          { bytes: blackPng(20, 20), type: 'image/png', filename: 'elsewhere.png' },
        ])
      ).body.data as unknown as Content[]
    )[0]!;
    // The Team tab pins first: its numbers are not the guests'.
    const teamPin = await api('POST', `${cardPath(cardId)}/comments`, {
      token: owner.token,
      body: {
        comment: {
          description: '<p>Team pin</p>',
          internal: true,
          anchor: { content_id: shown.id, version_id: shown.version_id, shape: { type: 'point', x: 0.9, y: 0.9 } },
        },
      },
    });
    expect(teamPin.status, JSON.stringify(teamPin.body)).toBe(201);

    const email = `pins-${Date.now()}@client.example`;
    const invited = await api<Reviewer>('POST', `${cardPath(cardId)}/reviewers`, {
      token: owner.token,
      body: { email, name: 'Pia Pinner' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = (await mailTo(email)).filter((m) => m.subject.includes('asks you to review')).at(-1)!;
    const token = mail.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    const opened = await api<ReviewSession>('POST', '/api/v1/review/sessions', { body: { token } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    session = opened.body.data.session_token;
  });

  it('pins a comment on an image, numbered 1, 2 in the Guest tab, and the team sees the pins', async () => {
    const first = await pin(shown, { type: 'point', x: 0.25, y: 0.5 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      annotation_number: 1,
      anchor: {
        content_id: shown.id,
        version_id: shown.version_id,
        page: 1,
        shape: { type: 'point', x: 0.25, y: 0.5 },
      },
      user: { full_name: 'Pia Pinner', reviewer: true },
      internal: false,
    });
    const second = await pin(shown, { type: 'point', x: 0.75, y: 0.1 });
    expect(second.body.data.annotation_number).toBe(2);

    const listed = (await reviewerComments()).filter((c) => c.anchor);
    expect(listed.map((c) => [c.annotation_number, c.anchor?.shape])).toEqual([
      [1, { type: 'point', x: 0.25, y: 0.5 }],
      [2, { type: 'point', x: 0.75, y: 0.1 }],
    ]);
    expect(JSON.stringify(listed)).not.toContain('Team pin');

    const team = await api<{ comments: Comment[] }>('GET', `${cardPath(cardId)}/comments?chat_status=guest`, {
      token: owner.token,
    });
    const seen = team.body.data.comments.find((c) => c.id === first.body.data.id)!;
    expect(seen).toMatchObject({ annotation_number: 1, anchor: { content_id: shown.id } });
  });

  it('refuses a pin on a hidden content, another card’s content, off the page, past the page count or on a reply, storing nothing', async () => {
    const before = (await reviewerComments()).length;
    expect((await pin(secret, { type: 'point', x: 0.5, y: 0.5 })).status).toBe(404);
    expect((await pin(otherContent, { type: 'point', x: 0.5, y: 0.5 })).status).toBe(404);
    const outside = await pin(shown, { type: 'point', x: 1.5, y: 0.5 });
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.body)).toContain('Coordinates must be between 0 and 1');
    const wrongVersion = await api('POST', '/api/v1/review/comments', {
      token: session,
      body: {
        description: '<p>x</p>',
        anchor: { content_id: shown.id, version_id: otherContent.version_id, shape: { type: 'point', x: 0.1, y: 0.1 } },
      },
    });
    expect(wrongVersion.status).toBe(404);
    const pastPage = await api('POST', '/api/v1/review/comments', {
      token: session,
      body: {
        description: '<p>x</p>',
        anchor: {
          content_id: shown.id,
          version_id: shown.version_id,
          page: 2,
          shape: { type: 'point', x: 0.1, y: 0.1 },
        },
      },
    });
    expect(pastPage.status).toBe(400);
    const parent = (await reviewerComments()).find((c) => c.anchor)!;
    const reply = await pin(shown, { type: 'point', x: 0.2, y: 0.2 }, { parent_id: parent.id });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('A reply belongs to its annotation and takes no anchor.');
    expect((await reviewerComments()).length).toBe(before);
    // The next good pin still takes the next number.
    expect((await pin(shown, { type: 'point', x: 0.3, y: 0.3 })).body.data.annotation_number).toBe(3);
  });
});

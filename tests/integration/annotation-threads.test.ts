/**
 * A reply to a pin on a content hidden from guests is as hidden as the pin (issue 35 "A hidden pin's text
 * reaches guests through its replies"; decisions PA1): a guest (approver) gets neither the reply nor its
 * quoted parent from the comments list, the comment by id, the card popup or the card's WebSocket channel,
 * is not notified of it, and does not see it in the author's activity. A reply to a visible pin still
 * reaches them everywhere (so each check could fail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { uploadCardContents } from '../support/uploads';
import { liveClient, type LiveClient } from '../support/live';
import type { Comment, CommentsPage } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { CardPopup } from '../../shared/schemas/card-popup';
import type { ActivitiesPage } from '../../shared/schemas/activity';

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('replies inherit the visibility of the thread they answer (issue 35)', () => {
  let lead: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let board: Content;
  let mood: Content;
  let socket: LiveClient;

  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const post = (comment: Record<string, unknown>, user = lead) =>
    api<{ comment: Comment }>('POST', `${cardPath()}/comments`, { token: user.token, body: { comment } });
  const pin = async (content: Content, text: string) => {
    const res = await post({
      description: `<p>${text}</p>`,
      internal: false,
      anchor: {
        content_id: content.id,
        version_id: content.version_id,
        page: 1,
        shape: { type: 'point', x: 0.4, y: 0.6 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.comment;
  };
  const reply = async (parent: Comment, text: string) => {
    const res = await post({ description: `<p>${text}</p>`, internal: false, parent_id: parent.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.comment;
  };
  const unread = async (user: SignedInUser) =>
    (await api<{ unread_count: number }>('GET', '/api/v1/notifications/unread_count', { token: user.token })).body.data
      .unread_count;
  const commentedSeen = async () =>
    (
      await api<ActivitiesPage>('GET', `/api/v1/user_profiles/${lead.userId}/activities?per_page=50`, {
        token: approver.token,
      })
    ).body.data.activities.filter((a) => a.summary.startsWith('Commented on')).length;

  beforeAll(async () => {
    [lead, approver] = await Promise.all(['at-lead', 'at-approver'].map((p) => signedInUser(p)));
    ({
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(lead, 'Client Review', 1, [[approver, 'approver']]));
    [board, mood] = (
      await uploadCardContents(lead.token, workspaceId, cardId, [
        { bytes: await png('#2a6'), type: 'image/png', filename: 'board.png' },
        { bytes: await png('#a62'), type: 'image/png', filename: 'mood.png' },
      ])
    ).body.data;
    expect((await api('PUT', `${cardPath()}/contents/${mood.id}/hide`, { token: lead.token })).status).toBe(200);
    // The approver takes part in the card, so every comment in a tab they see notifies them.
    expect(
      (
        await api('POST', `${cardPath()}/assigned_users`, {
          token: lead.token,
          body: { assigned_users: [{ user_id: approver.userId }] },
        })
      ).status,
    ).toBe(200);
    socket = await liveClient(baseUrl(), approver.token);
    expect(await socket.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await socket?.close();
  });

  it('keeps a reply to a hidden pin, and the pin quoted in it, from the guest on every path', async () => {
    const noticesBefore = await unread(approver);
    const activityBefore = await commentedSeen();
    const hiddenPin = await pin(mood, 'Secret mood direction');
    const hiddenReply = await reply(hiddenPin, 'Agreed on the secret mood');
    expect(hiddenReply.parent?.description).toContain('Secret mood direction');
    // Then a thread on the visible board: once its reply reaches the guest, the hidden one would have come first.
    const shownPin = await pin(board, 'Crop the board');
    const shownReply = await reply(shownPin, 'Cropped the board');
    await socket.next((m) => m.event === 'comment.created' && m.data?.comment_id === shownReply.id);
    const heard = JSON.stringify(socket.messages);
    expect(heard).not.toContain(hiddenReply.id);
    expect(heard).not.toContain('secret mood');
    expect(heard).not.toContain('Secret mood');

    const page = await api<CommentsPage>('GET', `${cardPath()}/comments?chat_status=guest&per_page=50`, {
      token: approver.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.comments.map((c) => c.id)).toContain(shownReply.id);
    expect(page.body.data.comments.map((c) => c.id)).not.toContain(hiddenReply.id);
    expect(JSON.stringify(page.body)).not.toMatch(/secret mood/i);

    expect((await api('GET', `${cardPath()}/comments/${hiddenReply.id}`, { token: approver.token })).status).toBe(404);
    expect(
      (await api<Comment>('GET', `${cardPath()}/comments/${shownReply.id}`, { token: approver.token })).body.data.parent
        ?.description,
    ).toContain('Crop the board');

    const popup = await api<CardPopup>('GET', `${cardPath()}/popup`, { token: approver.token });
    expect(popup.status).toBe(200);
    expect(popup.body.data.comments.page.comments.map((c) => c.id)).toContain(shownReply.id);
    expect(JSON.stringify(popup.body)).not.toMatch(/secret mood/i);

    // Notified of the visible pin and its reply only; the author's activity shows only those two to them.
    expect(await unread(approver)).toBe(noticesBefore + 2);
    expect(await commentedSeen()).toBe(activityBefore + 2);

    // The team still has the whole thread.
    const teamPage = await api<CommentsPage>('GET', `${cardPath()}/comments?chat_status=guest&per_page=50`, {
      token: lead.token,
    });
    expect(teamPage.body.data.comments.find((c) => c.id === hiddenReply.id)?.parent?.description).toContain(
      'Secret mood direction',
    );
  });

  it('refuses to mention a guest in a reply to a hidden pin', async () => {
    const hiddenPin = await pin(mood, 'Another hidden note');
    const mention = `<p>Hi <span data-type="mention" data-id="${approver.userId}">@Approver</span></p>`;
    const res = await post({ description: mention, internal: false, parent_id: hiddenPin.id });
    expect(res.status).toBe(201);
    expect(res.body.data.comment.mentioned_user_ids).toEqual([]);
    const shown = await post({
      description: mention,
      internal: false,
      parent_id: (await pin(board, 'Visible note')).id,
    });
    expect(shown.body.data.comment.mentioned_user_ids).toEqual([approver.userId]);
  });
});

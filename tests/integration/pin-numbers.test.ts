/**
 * What a guest counts and the numbers pins carry (issue 35 "Guest annotation counts count what guests
 * cannot see", "Pin numbers leak and shift"; decisions PA2, PA3):
 * - a guest's open Guest count on the card (GET card, the board list and the board's WebSocket
 *   `card.changed`) leaves out pins on contents hidden from them, and follows hiding and showing;
 * - the Guest and Team tabs number their pins apart, so a guest sees 1…n with no gap while Team pins exist;
 * - a carried pin keeps its number, and new pins continue the tab's numbers on the content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { liveClient, type LiveClient } from '../support/live';
import type { Comment } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { Annotation } from '../../shared/schemas/annotations';
import type { PresignedPost } from '../../shared/schemas/uploads';

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
type Counts = { team: number; guest: number };

describe('guest counts and per-tab pin numbers (issue 35)', () => {
  let lead: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];
  const sockets: LiveClient[] = [];

  const cardPath = (card: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${card}`;
  const pin = async (
    card: string,
    content: Content,
    internal: boolean,
    versionId = content.version_id,
    user = lead,
  ) => {
    const res = await api<{ comment: Comment }>('POST', `${cardPath(card)}/comments`, {
      token: user.token,
      body: {
        comment: {
          description: `<p>${internal ? 'Team' : 'Guest'} note</p>`,
          internal,
          anchor: { content_id: content.id, version_id: versionId, page: 1, shape: { type: 'point', x: 0.5, y: 0.5 } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.comment;
  };
  const cardCounts = async (card: string, user: SignedInUser) =>
    (await api<{ open_annotations: Counts }>('GET', cardPath(card), { token: user.token })).body.data.open_annotations;
  const boardCounts = async (card: string, user: SignedInUser) =>
    (
      await api<{ items: Array<{ id: string; open_annotations?: Counts }> }>(
        'GET',
        `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data?page=1&per_page=50`,
        { token: user.token },
      )
    ).body.data.items.find((c) => c.id === card)?.open_annotations;
  const listed = async (card: string, content: Content, versionId: string, user: SignedInUser) => {
    const res = await api<{ annotations: Annotation[] }>(
      'GET',
      `${cardPath(card)}/contents/${content.id}/versions/${versionId}/annotations`,
      { token: user.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.annotations;
  };

  beforeAll(async () => {
    [lead, approver] = await Promise.all(['pn-lead', 'pn-approver'].map((p) => signedInUser(p)));
    ({ workspaceId, stageId, cardIds } = await clientBoardFixture(lead, 'Client Review', 2, [[approver, 'approver']]));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  it("counts for a guest only the open pins they may open, over HTTP and the board's socket", async () => {
    const card = cardIds[0]!;
    const [board, mood] = (
      await uploadCardContents(lead.token, workspaceId, card, [
        { bytes: await png('#2a6'), type: 'image/png', filename: 'board.png' },
        { bytes: await png('#a62'), type: 'image/png', filename: 'mood.png' },
      ])
    ).body.data;
    expect((await api('PUT', `${cardPath(card)}/contents/${mood.id}/hide`, { token: lead.token })).status).toBe(200);
    const socket = await liveClient(baseUrl(), approver.token);
    sockets.push(socket);
    expect(await socket.subscribe(`workspace:${workspaceId}`, workspaceId)).toBe(true);
    // Hidden first: a guest's count that took them in would read 1, 2 before the visible ones.
    const hiddenPins = [await pin(card, mood, false), await pin(card, mood, false)];
    await pin(card, board, false);
    await pin(card, board, true);
    await pin(card, board, false);
    // A rename after them marks the end: the five events before it are the pins' (earlier writes' come first).
    expect((await api('PUT', cardPath(card), { token: lead.token, body: { name: 'Counted' } })).status).toBe(200);
    await socket.next((m) => m.event === 'card.changed' && m.data?.id === card && m.data?.name === 'Counted');
    const changes = socket.events(`workspace:${workspaceId}`, 'card.changed').filter((m) => m.data?.id === card);
    const end = changes.findIndex((m) => m.data?.name === 'Counted');
    expect(changes.slice(end - 5, end).map((m) => (m.data!.open_annotations as Counts).guest)).toEqual([0, 0, 1, 1, 2]);

    expect(await cardCounts(card, approver)).toEqual({ team: 0, guest: 2 });
    expect(await boardCounts(card, approver)).toEqual({ team: 0, guest: 2 });
    expect(await cardCounts(card, lead)).toEqual({ team: 1, guest: 4 });
    expect(await boardCounts(card, lead)).toEqual({ team: 1, guest: 4 });

    // Resolving a hidden pin changes the team's count only; hiding and showing a content moves its pins.
    expect(
      (await api('PUT', `${cardPath(card)}/comments/${hiddenPins[0]!.id}/resolve`, { token: lead.token })).status,
    ).toBe(200);
    expect([await cardCounts(card, lead), await cardCounts(card, approver)]).toEqual([
      { team: 1, guest: 3 },
      { team: 0, guest: 2 },
    ]);
    expect((await api('PUT', `${cardPath(card)}/contents/${board.id}/hide`, { token: lead.token })).status).toBe(200);
    expect([await cardCounts(card, lead), await cardCounts(card, approver)]).toEqual([
      { team: 1, guest: 3 },
      { team: 0, guest: 0 },
    ]);
    expect((await api('PUT', `${cardPath(card)}/contents/${mood.id}/unhide`, { token: lead.token })).status).toBe(200);
    expect(await cardCounts(card, approver)).toEqual({ team: 0, guest: 1 });
    expect((await api('PUT', `${cardPath(card)}/contents/${board.id}/unhide`, { token: lead.token })).status).toBe(200);
    expect(await cardCounts(card, approver)).toEqual({ team: 0, guest: 3 });
    // Deleting a hidden content takes its pins off both counts.
    expect((await api('PUT', `${cardPath(card)}/contents/${mood.id}/hide`, { token: lead.token })).status).toBe(200);
    expect((await api('DELETE', `${cardPath(card)}/contents/${mood.id}`, { token: lead.token })).status).toBe(200);
    expect([await cardCounts(card, lead), await cardCounts(card, approver)]).toEqual([
      { team: 1, guest: 2 },
      { team: 0, guest: 2 },
    ]);
  });

  it('numbers the Guest and Team tabs apart, and a carried pin keeps its number', async () => {
    const card = cardIds[1]!;
    const [poster] = (
      await uploadCardContents(lead.token, workspaceId, card, [
        { bytes: await png('#345'), type: 'image/png', filename: 'poster.png' },
      ])
    ).body.data;
    const made = [];
    for (const internal of [false, true, false, true, false, false]) made.push(await pin(card, poster, internal));
    expect(made.map((c) => [c.internal, c.annotation_number])).toEqual([
      [false, 1],
      [true, 1],
      [false, 2],
      [true, 2],
      [false, 3],
      [false, 4],
    ]);
    expect((await listed(card, poster, poster.version_id, approver)).map((a) => a.number)).toEqual([1, 2, 3, 4]);
    expect((await listed(card, poster, poster.version_id, lead)).map((a) => [a.internal, a.number])).toEqual([
      [false, 1],
      [false, 2],
      [false, 3],
      [false, 4],
      [true, 1],
      [true, 2],
    ]);
    // Guest #2 is settled on the first version; the rest go on to the second.
    expect((await api('PUT', `${cardPath(card)}/comments/${made[2]!.id}/resolve`, { token: lead.token })).status).toBe(
      200,
    );
    const bytes = await png('#543');
    const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
      token: lead.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'v2.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const v2 = (
      await api<Content>('PUT', `${cardPath(card)}/contents/${poster.id}`, {
        token: lead.token,
        body: { replace: true, key: presigned.body.data.key, filename: 'v2.png' },
      })
    ).body.data;
    // A pin placed on the new version before the carry-over does not take a carried pin's number.
    expect((await pin(card, poster, false, v2.version_id)).annotation_number).toBe(5);
    const carried = await api<{ annotations: Annotation[] }>(
      'POST',
      `${cardPath(card)}/contents/${poster.id}/versions/${v2.version_id}/annotations/carry_over`,
      { token: lead.token, body: {} },
    );
    expect(carried.status, JSON.stringify(carried.body)).toBe(201);
    const from = new Map(made.map((c) => [c.id, c.annotation_number]));
    for (const a of carried.body.data.annotations)
      expect(a.number, `carried from ${a.carried_from}`).toBe(from.get(a.carried_from!));
    expect((await listed(card, poster, v2.version_id, approver)).map((a) => a.number)).toEqual([1, 3, 4, 5]);
    expect((await listed(card, poster, v2.version_id, lead)).filter((a) => a.internal).map((a) => a.number)).toEqual([
      1, 2,
    ]);
    // New pins continue each tab's numbers on the content.
    expect((await pin(card, poster, false, v2.version_id)).annotation_number).toBe(6);
    expect((await pin(card, poster, true, v2.version_id)).annotation_number).toBe(3);
  });
});

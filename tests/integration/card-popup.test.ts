/**
 * The card popup in one request (issue 27 "The card opens in one request"; beyond the spec; decisions
 * W39, D28): `GET …/content_groups/{cid}/popup` answers exactly what the separate routes answer for the
 * same caller (card, contents, contents/new, lists, the first comments page of the caller's first tab, and
 * since issue 39 the repeat rule and the reviewers by link),
 * with their visibility rules (a guest gets no hidden content, hidden list, Team comment, annotation on a
 * hidden content, or card of a hidden stage), and reads the card partition in 3 Queries (the
 * `card_detail` collection, the comments page and the reviewers) in 2 rounds after the authorization's one Query.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { uploadCardContents } from '../support/uploads';
import { invokeCounting } from '../support/invoke';
import { backdateMembership } from '../support/memberships';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { CardPopup } from '../../shared/schemas/card-popup';
import type { Content } from '../../shared/schemas/contents';

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Signed URLs carry their signing instant; compare where they point. */
function unsigned<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && /^https?:\/\/.+X-Amz-Signature=/.test(v) ? v.split('?')[0] : v,
  ) as T;
}

describe('card popup in one request (issue 27)', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let hiddenStageCardId: string;
  let hiddenContent: Content;

  const cardPath = (id: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${id}`;
  const popup = (user: SignedInUser, id = cardId, ws = workspaceId) =>
    api<CardPopup>('GET', `${cardPath(id, ws)}/popup`, { token: user.token });

  beforeAll(async () => {
    [owner, approver, stranger] = await Promise.all(
      ['pp-owner', 'pp-approver', 'pp-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review', 'Internal'], 2);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    hiddenStageCardId = fixture.stages[1].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await png('#0a0'), type: 'image/png', filename: 'shown.png' },
      { bytes: await png('#a00'), type: 'image/png', filename: 'secret.png' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    hiddenContent = uploaded.body.data[1];
    expect(
      (await api('PUT', `${cardPath(cardId)}/contents/${hiddenContent.id}/hide`, { token: owner.token })).status,
    ).toBe(200);
    const shownList = await api<{ id: string }>('POST', `${cardPath(cardId)}/lists`, {
      token: owner.token,
      body: { list: { title: 'Shown' } },
    });
    await api('POST', `${cardPath(cardId)}/lists/${shownList.body.data.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'One' } },
    });
    const hiddenList = await api<{ id: string }>('POST', `${cardPath(cardId)}/lists`, {
      token: owner.token,
      body: { list: { title: 'Secret' } },
    });
    await api('PATCH', `${cardPath(cardId)}/lists/${hiddenList.body.data.id}`, {
      token: owner.token,
      body: { list: { hidden: true } },
    });
    const comment = (body: Record<string, unknown>, user = owner) =>
      api('POST', `${cardPath(cardId)}/comments`, { token: user.token, body: { comment: body } });
    expect((await comment({ description: '<p>Team only</p>', internal: true })).status).toBe(201);
    expect((await comment({ description: '<p>For the client</p>', internal: false })).status).toBe(201);
    expect((await comment({ description: '<p>Looks good</p>', internal: false }, approver)).status).toBe(201);
    // A Guest annotation on the hidden content: the owner sees it, the approver does not.
    const pin = await comment({
      description: '<p>Hidden pin</p>',
      internal: false,
      anchor: {
        content_id: hiddenContent.id,
        version_id: hiddenContent.version_id,
        page: 1,
        shape: { type: 'point', x: 0.5, y: 0.5 },
      },
    });
    expect(pin.status, JSON.stringify(pin.body)).toBe(201);
    // A repeat rule (issue 39): the team's popup carries it, a guest's does not (decisions RC6, CO2).
    const repeat = await api('PUT', `${cardPath(cardId)}/recurrence`, {
      token: owner.token,
      body: { rule: { frequency: 'daily', time: '09:00', time_zone: 'Europe/Berlin', count: 3 } },
    });
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(200);
    const invited = await api('POST', `${cardPath(cardId)}/reviewers`, {
      token: owner.token,
      body: { name: 'Rita Reviewer', email: 'rita@client.example', expires_in_days: 30 },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    // A draft of the owner's: the card's `drafts` carries it.
    await api('POST', `${cardPath(cardId)}/comments/create_draft?active_tab=team`, { token: owner.token });
  }, 60_000);

  /** What the popup's first screen costs through the separate routes. */
  async function separately(user: SignedInUser, tab: 'team' | 'guest') {
    const [card, contents, uploadInfo, lists, comments, recurrence, reviewers] = await Promise.all([
      api('GET', cardPath(cardId), { token: user.token }),
      api('GET', `${cardPath(cardId)}/contents`, { token: user.token }),
      api('GET', `${cardPath(cardId)}/contents/new`, { token: user.token }),
      api('GET', `${cardPath(cardId)}/lists`, { token: user.token }),
      api('GET', `${cardPath(cardId)}/comments?chat_status=${tab}&show_activities=true&per_page=10`, {
        token: user.token,
      }),
      api<{ recurrence: unknown }>('GET', `${cardPath(cardId)}/recurrence`, { token: user.token }),
      api<{ reviewers: unknown }>('GET', `${cardPath(cardId)}/reviewers`, { token: user.token }),
    ]);
    for (const res of [card, contents, lists, comments, recurrence]) expect(res.status).toBe(200);
    return {
      card: card.body.data,
      contents: contents.body.data,
      upload_info: uploadInfo.status === 200 ? uploadInfo.body.data : null,
      uploadStatus: uploadInfo.status,
      checklists: lists.body.data,
      comments: comments.body.data,
      recurrence: recurrence.body.data.recurrence,
      reviewers: reviewers.status === 200 ? reviewers.body.data.reviewers : null,
      reviewersStatus: reviewers.status,
    };
  }

  it("answers for the owner what the six routes answer, with the Team tab's first page", async () => {
    const res = await popup(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const one = res.body.data;
    const apart = await separately(owner, 'team');
    expect(one.comments.tab).toBe('team');
    expect(one.comments.show_activities).toBe(true);
    expect(unsigned(one.card)).toEqual(unsigned(apart.card));
    expect(unsigned(one.contents)).toEqual(unsigned(apart.contents));
    expect(one.upload_info).toEqual(apart.upload_info);
    expect(one.checklists).toEqual(apart.checklists);
    expect(unsigned(one.comments.page)).toEqual(unsigned(apart.comments));
    expect(one.recurrence).toEqual(apart.recurrence);
    expect(one.recurrence).toMatchObject({ rule: { frequency: 'daily' } });
    expect(one.reviewers).toEqual(apart.reviewers);
    expect(one.reviewers?.map((r) => r.name)).toEqual(['Rita Reviewer']);
    // What the owner may see is there.
    expect(one.contents.map((c) => c.filename)).toEqual(['shown.png', 'secret.png']);
    expect(one.checklists.map((l) => l.title)).toEqual(['Shown', 'Secret']);
    expect(one.comments.page.comments.map((c) => c.description)).toEqual(['<p>Team only</p>']);
    expect(one.card.drafts.internal_draft).not.toBeNull();
  });

  it('answers for approver@ what the routes answer: no hidden content, hidden list, Team comment or hidden annotation', async () => {
    const res = await popup(approver);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const one = res.body.data;
    const apart = await separately(approver, 'guest');
    expect(one.comments.tab).toBe('guest');
    expect(unsigned(one.card)).toEqual(unsigned(apart.card));
    expect(unsigned(one.contents)).toEqual(unsigned(apart.contents));
    expect(one.checklists).toEqual(apart.checklists);
    expect(unsigned(one.comments.page)).toEqual(unsigned(apart.comments));
    // Guests see no repeat rule, in the popup as through its route.
    expect(one.recurrence).toBeNull();
    expect(apart.recurrence).toBeNull();
    // approver@ may not submit: `reviewers` refuses, the popup says null.
    expect(apart.reviewersStatus).toBe(403);
    expect(one.reviewers).toBeNull();
    // approver@ may not upload: `contents/new` refuses, the popup says null.
    expect(apart.uploadStatus).toBe(403);
    expect(one.upload_info).toBeNull();
    expect(one.contents.map((c) => c.id)).not.toContain(hiddenContent.id);
    expect(one.checklists.map((l) => l.title)).toEqual(['Shown']);
    expect(one.comments.page.comments.map((c) => c.description)).toEqual([
      '<p>Looks good</p>',
      '<p>For the client</p>',
    ]);
    expect(one.card.permissions.can_access_show_team_comment).toBe(false);
    expect(one.card.unread_comments.team).toBe(0);
  });

  it('keeps cards of hidden stages and other organizations unknown (404)', async () => {
    expect((await popup(approver, hiddenStageCardId)).status).toBe(404);
    expect((await popup(owner, hiddenStageCardId)).status).toBe(200);
    expect((await popup(stranger)).status).toBe(404);
    const theirs = await boardFixture(stranger, ['Theirs'], 1);
    // Our card named under their workspace is not found either.
    const crossed = await popup(stranger, cardId, theirs.workspaceId);
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('The content cannot be found.');
  });

  it('reads the card partition in 3 Queries (2, and the reviewers for those who may submit), in 2 rounds after the authorization, whatever the card holds', async () => {
    const { onDynamoRequest, onDynamoResult } = await import('../../functions/src/lib/aws/dynamodb');
    const { handler } = await import('../../functions/src/handlers/http/cards');
    const cardPartition = `$greenlight#card_id_${cardId}`;
    // The common case (decisions S26): a member since before the session began; the session check then
    // takes the cutoff copied on the membership, read with the workspace partition.
    await backdateMembership(workspaceId, owner.userId);
    // Rounds: a request sent after another's answer came back waits for it (a chain of reads in series).
    const sent: Array<{ name: string; pk: unknown; round: number }> = [];
    let answered = 0;
    let round = 0;
    const stopSent = onDynamoRequest((name, input) => {
      if (answered > 0) {
        round += 1;
        answered = 0;
      }
      const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
      sent.push({
        name,
        pk: Object.values(values).find((v) => typeof v === 'string' && v.startsWith('$greenlight#')),
        round,
      });
    });
    const stopAnswered = onDynamoResult(() => {
      answered += 1;
    });
    try {
      const call = await invokeCounting(handler, {
        routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}/popup',
        path: `${cardPath(cardId)}/popup`,
        pathParameters: { id: workspaceId, cid: cardId },
        userId: owner.userId,
      });
      expect(call.statusCode).toBe(200);
      const partitionQueries = sent.filter((r) => r.name === 'QueryCommand' && r.pk === cardPartition);
      const trace = JSON.stringify(sent);
      // The card item's collection, the first comments page, and the reviewers by link (issue 39).
      expect(partitionQueries, trace).toHaveLength(3);
      // The card partition is read in one round, right after the authorization's workspace Query.
      expect(new Set(partitionQueries.map((r) => r.round)).size, trace).toBe(1);
      expect(sent[0], trace).toMatchObject({ name: 'QueryCommand', round: 0 });
      expect(partitionQueries[0].round, trace).toBe(1);
      // Then the people shown (participants, comment authors: BatchGets), nothing more.
      expect(Math.max(...sent.map((r) => r.round)), trace).toBeLessThanOrEqual(2);
      expect(call.requests).not.toContain('ScanCommand');
      // Bounded: authorization 1 + card, collection, comments, timer, organization, repeat rule, reviewers 7
      // + people ≤ 3.
      expect(call.requests.length, trace).toBeLessThanOrEqual(11);
    } finally {
      stopSent();
      stopAnswered();
    }
  });
});

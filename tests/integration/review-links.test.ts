/**
 * Review by link, no password (issue 37; BRIEF §8 review links; decisions RL1–RL8): the team invites a
 * reviewer by name and e-mail (the e-mail carries `/review/{token}`); the token opens a session that reads
 * and acts on that one card only, as a guest sees it; revoked, expired, malformed and unknown links answer
 * the same 401; 50 reviewers per card; opening is rate-limited; a reviewer's approval completes the approval.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { blackPng } from '../support/images';
import { mailTo } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Comment } from '../../shared/schemas/comments';
import type { Reviewer, ReviewCard, ReviewSession } from '../../shared/schemas/review-links';

const INVALID = {
  status: 'authentication_failure',
  message: 'This review link is no longer valid. Ask the agency for a new one.',
};
const DAY = 86_400_000;

describe('review links', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let reviewStageId: string;
  let hiddenStageId: string;
  let cardId: string;
  let otherCardId: string;

  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const newCard = async (name: string, stageId = reviewStageId) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  const invite = (id: string, email: string, name = 'Rita Reviewer', extra: Record<string, unknown> = {}) =>
    api<Reviewer>('POST', `${cardPath(id)}/reviewers`, { token: production.token, body: { email, name, ...extra } });
  /** The token of the newest review e-mail to `email`, from its `/review/{token}` link. */
  const tokenFromMail = async (email: string) => {
    const mail = (await mailTo(email)).filter((m) => m.subject.includes('asks you to review')).at(-1)!;
    return mail.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
  };
  const open = (token: unknown, headers: Record<string, string> = {}) =>
    api<ReviewSession>('POST', '/api/v1/review/sessions', { body: { token }, headers });
  const inviteAndOpen = async (id: string, email: string, name?: string) => {
    expect((await invite(id, email, name)).status).toBe(201);
    const token = await tokenFromMail(email);
    const session = await open(token);
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    return { token, session: session.body.data.session_token };
  };
  const reviewersOf = async (id: string) =>
    (await api<{ reviewers: Reviewer[] }>('GET', `${cardPath(id)}/reviewers`, { token: production.token })).body.data
      .reviewers;

  beforeAll(async () => {
    [owner, production, approver] = await Promise.all(
      ['rl-owner', 'rl-production', 'rl-approver'].map((p) => signedInUser(p)),
    );
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Review links', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    reviewStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Client Review' },
      })
    ).body.data.id;
    hiddenStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Internal' },
      })
    ).body.data.id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${reviewStageId}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${reviewStageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    cardId = await newCard('Spring poster');
    otherCardId = await newCard('Other poster');
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: blackPng(40, 30), type: 'image/png', filename: 'shown.png' },
      { bytes: blackPng(30, 30), type: 'image/png', filename: 'secret.png' },
    ]);
    const secret = uploaded.body.data.find((c) => JSON.stringify(c).includes('secret.png'))!;
    expect((await api('PUT', `${cardPath(cardId)}/contents/${secret.id}/hide`, { token: owner.token })).status).toBe(
      200,
    );
    for (const [internal, description] of [
      [true, 'Team only: margin is thin'],
      [false, 'Guest hello'],
    ] as const) {
      expect(
        (
          await api('POST', `${cardPath(cardId)}/comments`, {
            token: owner.token,
            body: { comment: { description, internal } },
          })
        ).status,
      ).toBe(201);
    }
  });

  it('invites by name and e-mail (201), e-mails the /review/{token} link, and lists the reviewer to the team only', async () => {
    const created = await invite(cardId, 'rita@client.example', 'Rita Reviewer', { expires_in_days: 7 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Rita Reviewer',
      email: 'rita@client.example',
      status: 'invited',
      last_seen_at: null,
    });
    expect(Date.parse(created.body.data.expires_at) - Date.parse(created.body.data.created_at)).toBe(7 * DAY);
    const mail = (await mailTo('rita@client.example')).at(-1)!;
    expect(mail.subject).toContain('asks you to review "Spring poster"');
    expect(mail.body.text).toMatch(/\/review\/[A-Za-z0-9_-]{43}\b/);
    expect(JSON.stringify(created.body)).not.toContain(await tokenFromMail('rita@client.example'));
    expect((await reviewersOf(cardId)).map((r) => r.email)).toContain('rita@client.example');
    expect((await api('GET', `${cardPath(cardId)}/reviewers`, { token: approver.token })).status).toBe(403);
    expect((await invite(cardId, 'not-an-email', 'X')).status).toBe(400);
  });

  it('opens a session that reads its own card as a guest: visible contents and Guest comments only', async () => {
    const { session } = await inviteAndOpen(cardId, 'olga@client.example', 'Olga Open');
    const card = await api<ReviewCard>('GET', '/api/v1/review/card', { token: session });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data.card).toMatchObject({ id: cardId, name: 'Spring poster' });
    expect(card.body.data.contents).toHaveLength(1);
    expect(JSON.stringify(card.body.data)).not.toContain('secret.png');
    const comments = await api<{ comments: Comment[] }>('GET', '/api/v1/review/comments', { token: session });
    const texts = comments.body.data.comments.map((c) => c.description).join('\n');
    expect(texts).toContain('Guest hello');
    expect(texts).not.toContain('margin is thin');
    // No member's e-mail address reaches the reviewer.
    expect(JSON.stringify(comments.body)).not.toMatch(/@/);
    const olga = (await reviewersOf(cardId)).find((r) => r.email === 'olga@client.example')!;
    expect(olga.status).toBe('opened');
    expect(olga.last_seen_at).not.toBeNull();
  });

  it('reaches nothing else: no other card, content or workspace, by any route or query', async () => {
    const { session } = await inviteAndOpen(cardId, 'nina@client.example', 'Nina Nosy');
    for (const path of [
      cardPath(otherCardId),
      cardPath(cardId),
      `${cardPath(cardId)}/comments?chat_status=guest`,
      `/api/v1/workspaces/${workspaceId}`,
      '/api/v1/notifications',
      `${cardPath(cardId)}/reviewers`,
    ]) {
      expect((await api('GET', path, { token: session })).status, path).toBe(401);
    }
    // The reviewer routes take no id: one named in the query changes nothing.
    const viaQuery = await api<ReviewCard>(
      'GET',
      `/api/v1/review/card?card_id=${otherCardId}&workspace_id=${workspaceId}`,
      { token: session },
    );
    expect(viaQuery.body.data.card.id).toBe(cardId);
    // A user's token is no reviewer session.
    expect((await api('GET', '/api/v1/review/card', { token: approver.token })).status).toBe(401);
    // A card moved out of the client's sight answers 404 to its reviewer.
    const hiddenCard = await newCard('Internal draft', hiddenStageId);
    const hidden = await inviteAndOpen(hiddenCard, 'hana@client.example', 'Hana Hidden');
    expect((await api('GET', '/api/v1/review/card', { token: hidden.session })).status).toBe(404);
    expect((await api('GET', '/api/v1/review/comments', { token: hidden.session })).status).toBe(404);
  });

  it('comments and replies under the reviewer’s name, marked Reviewer, in the Guest tab only', async () => {
    const { session } = await inviteAndOpen(cardId, 'carl@client.example', 'Carl Commenter');
    const posted = await api<Comment>('POST', '/api/v1/review/comments', {
      token: session,
      body: { description: 'Logo is too small' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data.user).toMatchObject({ full_name: 'Carl Commenter', reviewer: true });
    expect(posted.body.data.internal).toBe(false);
    const reply = await api<Comment>('POST', '/api/v1/review/comments', {
      token: session,
      body: { description: 'Also the date', parent_id: posted.body.data.id },
    });
    expect(reply.status).toBe(201);
    const team = await api<{ comments: Comment[] }>('GET', `${cardPath(cardId)}/comments?chat_status=guest`, {
      token: owner.token,
    });
    const seen = team.body.data.comments.find((c) => c.id === posted.body.data.id)!;
    expect(seen.user).toMatchObject({ full_name: 'Carl Commenter', reviewer: true });
    expect((await reviewersOf(cardId)).find((r) => r.email === 'carl@client.example')!.status).toBe('commented');
  });

  it("completes the approval as an Approver's does: card approved, event comment with the reviewer's name", async () => {
    const card = await newCard('Approval poster');
    const { session } = await inviteAndOpen(card, 'ann@client.example', 'Ann Approver');
    // Nothing pending yet: nothing changes.
    expect(
      (await api('POST', '/api/v1/review/decision', { token: session, body: { decision: 'approve' } })).status,
    ).toBe(409);
    const submitted = await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${reviewStageId}`, {
      token: production.token,
      body: { comment: { description: '' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const decided = await api<{ status: string; comment: Comment }>('POST', '/api/v1/review/decision', {
      token: session,
      body: { decision: 'approve', note: 'Looks great' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.status).toBe('approved');
    const teamCard = await api<{ stage: { status: string } }>('GET', cardPath(card), { token: owner.token });
    expect(teamCard.body.data.stage.status).toBe('approved');
    const events = (
      await api<{ comments: Comment[] }>('GET', `${cardPath(card)}/comments?chat_status=guest&show_activities=true`, {
        token: owner.token,
      })
    ).body.data.comments.filter((c) => c.is_notification);
    expect(events.find((c) => c.event_type === decided.body.data.comment.event_type)!.user).toMatchObject({
      full_name: 'Ann Approver',
      reviewer: true,
    });
    expect((await reviewersOf(card)).find((r) => r.email === 'ann@client.example')!.status).toBe('approved');
  });

  it('answers the same 401 for a revoked, expired, malformed or unknown link, and a revoke ends the session', async () => {
    const { token, session } = await inviteAndOpen(cardId, 'rob@client.example', 'Rob Revoked');
    const later = new Date(Date.now() + 31 * DAY).toISOString();
    const expired = await open(token, { 'x-greenlight-clock': later });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(INVALID);
    for (const bad of ['short', `${token}x`, 'A'.repeat(43), 42]) {
      const refused = await open(bad);
      expect(refused.status, String(bad)).toBe(401);
      expect(refused.body).toEqual(INVALID);
    }
    // The session also ends with the link's expiry.
    expect(
      (await api('GET', '/api/v1/review/card', { token: session, headers: { 'x-greenlight-clock': later } })).status,
    ).toBe(401);
    const rob = (await reviewersOf(cardId)).find((r) => r.email === 'rob@client.example')!;
    const revoke = await api('DELETE', `${cardPath(cardId)}/reviewers/${rob.id}`, { token: production.token });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(204);
    const revoked = await open(token);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(INVALID);
    expect((await api('GET', '/api/v1/review/card', { token: session })).status).toBe(401);
    expect((await reviewersOf(cardId)).map((r) => r.email)).not.toContain('rob@client.example');
    expect((await api('DELETE', `${cardPath(cardId)}/reviewers/${rob.id}`, { token: production.token })).status).toBe(
      404,
    );
  });

  it('refuses the 51st invite of a card', async () => {
    const card = await newCard('Crowded poster');
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          invite(card, `many-${batch * 10 + i}@client.example`, `Reviewer ${batch * 10 + i}`),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    }
    const refused = await invite(card, 'one-too-many@client.example');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'A card can have at most 50 reviewers. Revoke one first.' });
    expect(await reviewersOf(card)).toHaveLength(50);
  });

  it('rate-limits opening one link', async () => {
    const guess = 'B'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await open(guess)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});

/**
 * Approval rounds and decision rules (issue 37 "A new version starts a new round"; issue 38 "Decision rules per
 * approval stage"; decisions R64–R71), against two reviewers of each round: an
 * Approver of the workspace and a reviewer invited by e-mail link. `any` lets the first decision complete the
 * round; `all` waits for every reviewer's approval and sends the card back at the first request for changes;
 * `decision_maker` completes only on that person's decision. A revoked reviewer no longer counts, and when that
 * completes the round the team is told. Bad rule settings are refused with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { blackPng } from '../support/images';
import { mailTo } from '../support/mail';
import { clientBoardFixture } from '../support/client-board';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import type { ApprovalRound } from '../../shared/schemas/approval-rounds';
import type { CardStage } from '../../shared/schemas/approvals';
import type { Comment } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { Reviewer, ReviewCard, ReviewSession } from '../../shared/schemas/review-links';
import type { Stage } from '../../shared/schemas/stage';
import type { PresignedPost } from '../../shared/schemas/uploads';

describe('approval rules and rounds', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let stageId: string;

  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const stagePath = () => `/api/v1/workspaces/${workspaceId}/stages/${stageId}`;
  const setRule = (body: Record<string, unknown>, token = owner.token) =>
    api<Stage>('PUT', stagePath(), { token, body });
  const newCard = async (name: string) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  const submit = async (card: string) => {
    const submitted = await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: production.token,
      body: { comment: { description: '' }, reviewer_ids: [approver.userId] },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  };
  /** Invite a reviewer by link to `card` and open their link: their session token and reviewer id. */
  const reviewerOn = async (card: string, email: string, name: string) => {
    const invited = await api<Reviewer>('POST', `${cardPath(card)}/reviewers`, {
      token: production.token,
      body: { email, name },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = (await mailTo(email)).filter((m) => m.subject.includes('asks you to review')).at(-1)!;
    const token = mail.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    const session = await api<ReviewSession>('POST', '/api/v1/review/sessions', { body: { token } });
    return { session: session.body.data.session_token, id: invited.body.data.id };
  };
  /** A card submitted to the Approver and to a reviewer by link. */
  const reviewedCard = async (name: string, email: string) => {
    const card = await newCard(name);
    const link = await reviewerOn(card, email, 'Rita Link');
    await submit(card);
    return { card, link };
  };
  const linkDecides = (session: string, decision: 'approve' | 'request_changes', note = '') =>
    api<{ status: string }>('POST', '/api/v1/review/decision', { token: session, body: { decision, note } });
  const approverDecides = (card: string, decision: 'approve' | 'request_revision') =>
    decision === 'approve'
      ? api('PUT', `${cardPath(card)}/approved_content_group_stages/${stageId}`, {
          token: approver.token,
          body: { comment: { description: '' } },
        })
      : api('POST', `${cardPath(card)}/approved_content_group_stages/${stageId}/request_revision`, {
          token: approver.token,
          body: { comment: { description: 'Darker please' } },
        });
  const stageOf = async (card: string) =>
    (await api<{ stage: CardStage }>('GET', cardPath(card), { token: owner.token })).body.data.stage;
  const roundOf = async (card: string, token = owner.token) =>
    (await api<ApprovalRound>('GET', `${cardPath(card)}/approval_round`, { token })).body.data;
  const eventsOf = async (card: string) =>
    (
      await api<{ comments: Comment[] }>('GET', `${cardPath(card)}/comments?chat_status=guest&show_activities=true`, {
        token: owner.token,
      })
    ).body.data.comments.filter((c) => c.event_type === 'approve' || c.event_type === 'request_revision');
  const noticesOf = async (user: SignedInUser, card: string) =>
    (
      await api<{ notifications: Array<{ summary: string; resource_id?: string | null }> }>(
        'GET',
        '/api/v1/notifications',
        { token: user.token },
      )
    ).body.data.notifications
      .filter((n) => n.resource_id === card)
      .map((n) => n.summary);

  beforeAll(async () => {
    [owner, production, approver] = await Promise.all(
      ['ar-owner', 'ar-production', 'ar-approver'].map((p) => signedInUser(p)),
    );
    ({ workspaceId, stageId } = await clientBoardFixture(
      owner,
      'Client Review',
      0,
      [
        [production, 'production'],
        [approver, 'approver'],
      ],
      { requireApproval: true },
    ));
  });

  it('refuses a bad rule with a clear message and stores nothing; only those who edit stages may set it', async () => {
    const refusals: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ approval_rule: 'most' }, 400, /any, all or decision_maker/],
      [{ approval_rule: 'decision_maker' }, 400, /Choose who decides/],
      [{ approval_rule: 'decision_maker', decision_maker_id: production.userId }, 400, /Approver or Team Lead/],
      [{ approval_rule: 'decision_maker', decision_maker_id: crypto.randomUUID() }, 400, /Approver or Team Lead/],
      [{ approval_rule: 'all', decision_maker_id: approver.userId }, 400, /only be set with/],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await setRule(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(refused.body)).toMatch(message);
    }
    expect((await setRule({ approval_rule: 'all' }, production.token)).status).toBe(403);
    const stored = (await api<Stage>('GET', stagePath(), { token: owner.token })).body.data;
    expect(stored).toMatchObject({ approval_rule: 'any', decision_maker_id: null });

    const set = await setRule({ approval_rule: 'decision_maker', decision_maker_id: approver.userId });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ approval_rule: 'decision_maker', decision_maker_id: approver.userId });
    // Another rule drops the decision maker.
    expect((await setRule({ approval_rule: 'any' })).body.data).toMatchObject({
      approval_rule: 'any',
      decision_maker_id: null,
    });
  });

  it('any: the first decision completes round 1, recorded with its decider by name', async () => {
    expect((await setRule({ approval_rule: 'any' })).status).toBe(200);
    const { card, link } = await reviewedCard('Any poster', 'any@client.example');
    expect(await stageOf(card)).toMatchObject({ status: 'pending', round: 1, approval_rule: 'any' });
    expect((await linkDecides(link.session, 'approve')).body.data.status).toBe('approved');
    const round = await roundOf(card);
    expect(round).toMatchObject({ round: 1, rule: 'any', approved: 1, total: 2 });
    expect(round.decisions).toMatchObject([
      { round: 1, name: 'Rita Link', decider_kind: 'reviewer', decision: 'approve', final: true },
    ]);
    expect(await eventsOf(card)).toHaveLength(1);
  });

  it('all: waits for every reviewer ("1 of 2 approved"), then approves with one approval event', async () => {
    expect((await setRule({ approval_rule: 'all' })).status).toBe(200);
    const { card, link } = await reviewedCard('All poster', 'all@client.example');
    const first = await linkDecides(link.session, 'approve', 'Fine by me');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.status).toBe('pending');
    expect(await stageOf(card)).toMatchObject({ status: 'pending', badge: 'Sent', round: 1 });
    const open = await roundOf(card, approver.token);
    expect(open).toMatchObject({ round: 1, rule: 'all', approved: 1, total: 2 });
    expect(open.reviewers.map((r) => [r.id, r.kind, r.decision])).toEqual([
      [approver.userId, 'user', null],
      [link.id, 'reviewer', 'approve'],
    ]);
    expect(open.reviewers[1]!.name).toBe('Rita Link');
    const reviewPage = (await api<ReviewCard>('GET', '/api/v1/review/card', { token: link.session })).body.data;
    expect(reviewPage.approval).toMatchObject({ status: 'pending', round: 1, approved: 1, total: 2, can_decide: true });
    // The open decision is a plain Guest comment with the note, no approval event.
    expect(await eventsOf(card)).toHaveLength(0);

    expect((await approverDecides(card, 'approve')).status).toBe(200);
    expect(await stageOf(card)).toMatchObject({ status: 'approved', badge: 'Approved' });
    expect(await roundOf(card)).toMatchObject({ approved: 2, total: 2 });
    expect((await eventsOf(card)).map((c) => c.event_type)).toEqual(['approve']);
  });

  it('all: one request for changes mid-round sends the card back at once; the next round keeps the history', async () => {
    expect((await setRule({ approval_rule: 'all' })).status).toBe(200);
    const { card, link } = await reviewedCard('Changes poster', 'changes@client.example');
    expect((await linkDecides(link.session, 'approve')).body.data.status).toBe('pending');
    expect((await approverDecides(card, 'request_revision')).status).toBe(200);
    expect(await stageOf(card)).toMatchObject({ status: 'revision_requested', badge: 'Revision', round: 1 });

    const accepted = await api('POST', `${cardPath(card)}/approved_content_group_stages/${stageId}/accept_revision`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await submit(card);
    const round = await roundOf(card);
    expect(round).toMatchObject({ round: 2, approved: 0, total: 2, decisions: [] });
    expect(round.history).toHaveLength(1);
    expect(round.history[0]!.round).toBe(1);
    expect(round.history[0]!.decisions.map((d) => [d.decider_id, d.decision, d.final])).toEqual([
      [link.id, 'approve', false],
      [approver.userId, 'request_revision', true],
    ]);
    expect(round.history[0]!.decisions[0]!.name).toBe('Rita Link');
    expect(await stageOf(card)).toMatchObject({ status: 'pending', round: 2 });
  });

  it('decision_maker: the others state decisions, only the decision maker completes the round', async () => {
    expect((await setRule({ approval_rule: 'decision_maker', decision_maker_id: approver.userId })).status).toBe(200);
    const { card, link } = await reviewedCard('Maker poster', 'maker@client.example');
    expect((await linkDecides(link.session, 'request_changes', 'Logo too small')).body.data.status).toBe('pending');
    expect((await linkDecides(link.session, 'approve')).body.data.status).toBe('pending');
    expect(await stageOf(card)).toMatchObject({ status: 'pending', approval_rule: 'decision_maker' });
    expect((await roundOf(card)).decision_maker).toMatchObject({ id: approver.userId });
    expect((await approverDecides(card, 'approve')).status).toBe(200);
    expect(await stageOf(card)).toMatchObject({ status: 'approved' });
    const decisions = (await roundOf(card)).decisions.map((d) => [d.decider_kind, d.decision, d.final]);
    expect(decisions).toEqual([
      ['reviewer', 'request_revision', false],
      ['reviewer', 'approve', false],
      ['user', 'approve', true],
    ]);
  });

  it('all: revoking the one reviewer who had not decided completes the round and tells the team', async () => {
    expect((await setRule({ approval_rule: 'all' })).status).toBe(200);
    const { card, link } = await reviewedCard('Revoked poster', 'revoked@client.example');
    expect((await approverDecides(card, 'approve')).status).toBe(200);
    expect((await stageOf(card)).status).toBe('pending');
    const revoked = await api('DELETE', `${cardPath(card)}/reviewers/${link.id}`, { token: owner.token });
    expect(revoked.status, JSON.stringify(revoked.body)).toBeLessThan(300);
    expect(await stageOf(card)).toMatchObject({ status: 'approved', badge: 'Approved' });
    expect(await roundOf(card)).toMatchObject({ approved: 1, total: 1 });
    expect((await eventsOf(card)).map((c) => c.event_type)).toEqual(['approve']);
    // The submitter (production) is told.
    await expect
      .poll(() => noticesOf(production, card))
      .toContain('"Revoked poster" is approved: every remaining reviewer of round 1 approved');
  });

  it('a new version while the card is Sent starts a new round', async () => {
    expect((await setRule({ approval_rule: 'all' })).status).toBe(200);
    const { card, link } = await reviewedCard('Version poster', 'version@client.example');
    const [look] = (
      await uploadCardContents(owner.token, workspaceId, card, [
        { bytes: blackPng(40, 30), type: 'image/png', filename: 'look-1.png' },
      ])
    ).body.data;
    expect((await linkDecides(link.session, 'approve')).body.data.status).toBe('pending');
    const bytes = blackPng(50, 30);
    const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'look-1.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const replaced = await api<Content>('PUT', `${cardPath(card)}/contents/${look!.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'look-1.png' },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await stageOf(card)).toMatchObject({ status: 'pending', round: 2 });
    const round = await roundOf(card);
    expect(round).toMatchObject({ round: 2, approved: 0, total: 2 });
    expect(round.history.map((h) => [h.round, h.decisions.map((d) => d.name)])).toEqual([[1, ['Rita Link']]]);
  });
});

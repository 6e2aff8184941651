/**
 * A reviewer removed mid-round no longer counts, and the team is told if that completes the round (issue 38
 * "Decision rules per approval stage"; decisions RE6): under `all`, with two Approvers asked, one approves and
 * the other's membership ends (removed by the team, or they leave): the round completes as approved with one
 * approval event, and the submitter is told. A round the removal does not complete stays open. The settling
 * runs from the membership's stream change, through the rule queue (decisions RE6), so the tests wait for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { ApprovalRound } from '../../shared/schemas/approval-rounds';
import type { CardStage } from '../../shared/schemas/approvals';
import type { Comment } from '../../shared/schemas/comments';

describe('an Approver removed mid-round', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let first: SignedInUser;
  let removed: SignedInUser;
  let leaver: SignedInUser;
  let workspaceId: string;
  let stageId: string;

  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const submittedCard = async (name: string, reviewers: SignedInUser[]) => {
    const card = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
    const submitted = await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: production.token,
      body: { comment: { description: '' }, reviewer_ids: reviewers.map((r) => r.userId) },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    return card;
  };
  const approve = async (card: string, who: SignedInUser) => {
    const approved = await api('PUT', `${cardPath(card)}/approved_content_group_stages/${stageId}`, {
      token: who.token,
      body: { comment: { description: '' } },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  };
  const stageOf = async (card: string) =>
    (await api<{ stage: CardStage }>('GET', cardPath(card), { token: owner.token })).body.data.stage;
  const roundOf = async (card: string) =>
    (await api<ApprovalRound>('GET', `${cardPath(card)}/approval_round`, { token: owner.token })).body.data;
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
    [owner, production, first, removed, leaver] = await Promise.all(
      ['rm-owner', 'rm-production', 'rm-approver-1', 'rm-approver-2', 'rm-approver-3'].map((p) => signedInUser(p)),
    );
    ({ workspaceId, stageId } = await clientBoardFixture(
      owner,
      'Client Review',
      0,
      [
        [production, 'production'],
        [first, 'approver'],
        [removed, 'approver'],
        [leaver, 'approver'],
      ],
      { requireApproval: true },
    ));
    const rule = await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { approval_rule: 'all' },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
  });

  it('all: one Approver approves, the other is removed from the workspace: the round completes and the team is told', async () => {
    const card = await submittedCard('Removed poster', [first, removed]);
    // A card whose round the removed Approver was not asked in stays as it is.
    const untouched = await submittedCard('Untouched poster', [first, leaver]);
    await approve(card, first);
    await approve(untouched, first);
    expect(await stageOf(card)).toMatchObject({ status: 'pending', round: 1 });
    expect(await roundOf(card)).toMatchObject({ approved: 1, total: 2 });

    const gone = await api('DELETE', `/api/v1/workspaces/${workspaceId}/workspace_users/${removed.userId}`, {
      token: owner.token,
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    await expect.poll(async () => (await stageOf(card)).status, { timeout: 15_000 }).toBe('approved');
    expect(await stageOf(card)).toMatchObject({ status: 'approved', badge: 'Approved' });
    expect(await roundOf(card)).toMatchObject({ approved: 1, total: 1 });
    const events = await eventsOf(card);
    expect(events.map((c) => c.event_type)).toEqual(['approve']);
    expect(events[0]!.description).toContain('every remaining reviewer approved');
    await expect
      .poll(() => noticesOf(production, card))
      .toContain('"Removed poster" is approved: every remaining reviewer of round 1 approved');
    expect(await stageOf(untouched)).toMatchObject({ status: 'pending' });
    expect(await eventsOf(untouched)).toHaveLength(0);
  });

  it('all: the other Approver leaves the workspace: the round completes and the team is told', async () => {
    const card = await submittedCard('Left poster', [first, leaver]);
    await approve(card, first);
    expect(await stageOf(card)).toMatchObject({ status: 'pending' });
    const left = await api('DELETE', `/api/v1/workspaces/${workspaceId}/leave`, { token: leaver.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    await expect.poll(async () => (await stageOf(card)).status, { timeout: 15_000 }).toBe('approved');
    const events = await eventsOf(card);
    expect(events.map((c) => c.event_type)).toEqual(['approve']);
    await expect
      .poll(() => noticesOf(production, card))
      .toContain('"Left poster" is approved: every remaining reviewer of round 1 approved');
  });

  it('all: removing an Approver who was not the last to decide leaves the round open', async () => {
    const [third, fourth, sentinel] = await Promise.all(
      ['rm-approver-4', 'rm-approver-5', 'rm-approver-6'].map((p) => signedInUser(p)),
    );
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const user of [third, fourth, sentinel]) await addWorkspaceMember(workspace!, user.userId, 'approver');
    const card = await submittedCard('Open poster', [first, third, fourth]);
    const done = await submittedCard('Sentinel poster', [first, sentinel]);
    await approve(card, first);
    await approve(done, first);
    for (const user of [third, sentinel]) {
      const gone = await api('DELETE', `/api/v1/workspaces/${workspaceId}/workspace_users/${user.userId}`, {
        token: owner.token,
      });
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    }
    // The removals are settled in order (one queue group per workspace): once the second completed its round,
    // the first has been settled too, and left its round open.
    await expect.poll(async () => (await stageOf(done)).status, { timeout: 15_000 }).toBe('approved');
    expect(await stageOf(card)).toMatchObject({ status: 'pending' });
    expect(await roundOf(card)).toMatchObject({ approved: 1, total: 2 });
    expect(await eventsOf(card)).toHaveLength(0);
  });
});

/**
 * The approval flow through the API (cards spec §3 Card `stage`, `revision_count`; §4 Approval flow; §6
 * flags; §7 Approval; accounts spec §1 workspace card counts; docs/decisions.md R9–R13): every action with
 * its event comment in one transaction, the buttons each role gets, bad input, the workspace's pending
 * counters on the organization home, concurrent actions on one card, and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, scopeFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspace, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { ApprovalResult, CardStage } from '../../shared/schemas/approvals';
import type { CommentsPage } from '../../shared/schemas/comments';

describe('approvals', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let coordinator: SignedInUser;
  let contributor: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let reviewStageId: string;
  let plainStageId: string;

  const cardPath = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}`;
  const stages = (cardId: string, ws = workspaceId) => `${cardPath(cardId, ws)}/approved_content_group_stages`;
  const submit = (cardId: string, user: SignedInUser, description = '', stageId = reviewStageId) =>
    api<ApprovalResult>('POST', `${stages(cardId)}?stage_id=${stageId}`, {
      token: user.token,
      body: { comment: { description } },
    });
  const action = (cardId: string, path: string, method: 'POST' | 'PUT', user: SignedInUser, description = '') =>
    api<ApprovalResult>(method, `${stages(cardId)}/${reviewStageId}${path}`, {
      token: user.token,
      body: { comment: { description } },
    });
  const approve = (cardId: string, user: SignedInUser, description = '') =>
    action(cardId, '', 'PUT', user, description);
  const voidIt = (cardId: string, user: SignedInUser) => action(cardId, '/void_submit', 'POST', user);
  const requestRevision = (cardId: string, user: SignedInUser, description = '') =>
    action(cardId, '/request_revision', 'POST', user, description);
  const acceptRequest = (cardId: string, user: SignedInUser) => action(cardId, '/accept_revision', 'POST', user);
  const rejectRequest = (cardId: string, user: SignedInUser) => action(cardId, '/reject_revision', 'POST', user);
  const stageOf = async (cardId: string, user: SignedInUser) =>
    (
      await api<{ stage: CardStage; revision_count: number; approval: { badge: string | null } }>(
        'GET',
        cardPath(cardId),
        { token: user.token },
      )
    ).body.data;
  const counters = async () => {
    const ws = (await getWorkspace(workspaceId))!;
    return { approvals: ws.pending_approval_count ?? 0, revisions: ws.pending_revision_count ?? 0 };
  };
  const newCard = async (name: string, stageId = reviewStageId) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;

  beforeAll(async () => {
    [owner, production, spectator, approver, coordinator, contributor, stranger] = await Promise.all(
      [
        'ap-owner',
        'ap-production',
        'ap-spectator',
        'ap-approver',
        'ap-coordinator',
        'ap-contributor',
        'ap-stranger',
      ].map((p) => signedInUser(p)),
    );
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Approvals', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    reviewStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Client Review' },
      })
    ).body.data.id;
    plainStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Draft' },
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
    for (const [user, role] of [
      [production, 'production'],
      [spectator, 'spectator'],
      [approver, 'approver'],
      [coordinator, 'coordinator'],
      [contributor, 'contributor'],
    ] as const) {
      await addWorkspaceMember(workspace!, user.userId, role);
    }
  });

  it('walks submit → request revision → accept → submit → approve, with events, badges, counts and buttons', async () => {
    const card = await newCard('Poster');
    await api('POST', `${cardPath(card)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: approver.userId }, { user_id: coordinator.userId }] },
    });
    expect((await stageOf(card, production)).stage).toMatchObject({
      status: 'none',
      submitted: false,
      badge: null,
      actions: ['submit'],
      require_approval_from_client: true,
    });
    expect((await stageOf(card, approver)).stage.actions).toEqual([]);
    expect((await stageOf(card, spectator)).stage.actions).toEqual([]);

    const submitted = await submit(card, production);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.stage).toMatchObject({
      status: 'pending',
      submitted: true,
      badge: 'Sent',
      submitted_by: production.userId,
      approved_content_group_stage_id: reviewStageId,
    });
    expect(submitted.body.data.comment).toMatchObject({
      event_type: 'submit_for_approval',
      internal: false,
      is_notification: true,
    });
    expect(await counters()).toEqual({ approvals: 1, revisions: 0 });
    expect((await stageOf(card, approver)).stage.actions).toEqual(['approve', 'request_revision']);
    expect((await stageOf(card, production)).stage.actions).toEqual(['void']);
    expect((await stageOf(card, coordinator)).stage.actions).toEqual(['void']);
    const home = async () =>
      (
        await api<
          Array<{
            id: string;
            content_group_pending_approval_count: number;
            content_group_pending_revision_count: number;
          }>
        >('GET', `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`, {
          token: owner.token,
        })
      ).body.data.find((w) => w.id === workspaceId)!;
    expect(await home()).toMatchObject({
      content_group_pending_approval_count: 1,
      content_group_pending_revision_count: 0,
    });

    const revision = await requestRevision(card, approver, '<p>Make the logo bigger</p>');
    expect(revision.status).toBe(200);
    expect(revision.body.data).toMatchObject({
      revision_count: 1,
      stage: { status: 'revision_requested', requested_revision: true, revisions: 1, badge: 'Revision' },
    });
    expect(revision.body.data.comment).toMatchObject({
      event_type: 'request_revision',
      description: '<p>Make the logo bigger</p>',
    });
    expect(await home()).toMatchObject({
      content_group_pending_approval_count: 0,
      content_group_pending_revision_count: 1,
    });
    expect((await approve(card, approver)).status).toBe(409);
    expect((await stageOf(card, coordinator)).stage.actions).toEqual(['accept_request', 'reject_request']);
    expect((await acceptRequest(card, approver)).status).toBe(403);

    const accepted = await acceptRequest(card, coordinator);
    expect(accepted.body.data.stage).toMatchObject({
      status: 'none',
      submitted: false,
      revisions: 1,
      badge: 'Revision',
    });
    // The board card carries the same badge (cards spec §4 "Revision (revisions exist)"; issue 30 item 4).
    expect((await stageOf(card, coordinator)).approval.badge).toBe('Revision');
    expect(accepted.body.data.comment.event_type).toBe('accept_request');
    expect(await counters()).toEqual({ approvals: 0, revisions: 0 });

    expect((await submit(card, owner)).status).toBe(201);
    const approved = await approve(card, approver, '<p>Lovely</p>');
    expect(approved.body.data.stage).toMatchObject({
      status: 'approved',
      approved: true,
      badge: 'Revision',
      revisions: 1,
    });
    expect(approved.body.data.revision_count).toBe(1);
    expect(await counters()).toEqual({ approvals: 0, revisions: 0 });
    expect((await stageOf(card, approver)).stage.actions).toEqual([]);

    // The stream: every event in the Guest tab, newest first; show_activities=false leaves them out.
    const events = (
      await api<CommentsPage>('GET', `${cardPath(card)}/comments?chat_status=guest`, { token: approver.token })
    ).body.data.comments;
    expect(events.map((c) => c.event_type)).toEqual([
      'approve',
      'submit_for_approval',
      'accept_request',
      'request_revision',
      'submit_for_approval',
    ]);
    const plain = (
      await api<CommentsPage>('GET', `${cardPath(card)}/comments?chat_status=guest&show_activities=false`, {
        token: approver.token,
      })
    ).body.data.comments;
    expect(plain).toEqual([]);
    // The participants heard about it.
    const notices = (
      await api<{ notifications: Array<{ summary: string }> }>('GET', '/api/v1/notifications', {
        token: approver.token,
      })
    ).body.data.notifications.map((n) => n.summary);
    expect(notices.some((s) => s.includes('submitted "Poster" for approval'))).toBe(true);
  });

  it('rejecting the revision request puts the submission back to pending; void only while pending', async () => {
    const card = await newCard('Flyer');
    await submit(card, production);
    await requestRevision(card, approver);
    const rejected = await rejectRequest(card, coordinator);
    expect(rejected.body.data.stage).toMatchObject({ status: 'pending', revisions: 1, badge: 'Revision' });
    expect(await counters()).toMatchObject({ revisions: 0 });
    const voided = await voidIt(card, production);
    expect(voided.body.data.stage).toMatchObject({ status: 'none' });
    expect(voided.body.data.comment.event_type).toBe('void_submission');
    const again = await voidIt(card, production);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A submission can only be voided while it is pending.');
  });

  it('refuses bad input and wrong roles, changing nothing', async () => {
    const card = await newCard('Banner');
    expect((await api('POST', stages(card), { token: owner.token, body: {} })).status).toBe(400);
    expect((await api('POST', `${stages(card)}?stage_id=nope`, { token: owner.token, body: {} })).status).toBe(400);
    expect((await submit(card, owner, '', plainStageId)).body.message).toBe('The card is not in this stage any more.');
    expect(
      (
        await api('POST', `${stages(card)}?stage_id=${reviewStageId}`, {
          token: owner.token,
          body: { comment: { description: 'x'.repeat(20_001) } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', `${stages(card)}?stage_id=${reviewStageId}`, {
          token: owner.token,
          body: { comment: { description: 5 } },
        })
      ).status,
    ).toBe(400);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({
      key: `k${i}`,
      content_type: 'image/png',
      filename: 'a.png',
    }));
    expect(
      (
        await api('POST', `${stages(card)}?stage_id=${reviewStageId}`, {
          token: owner.token,
          body: { comment: { attachments_attributes: tooMany } },
        })
      ).body.message,
    ).toContain('You can only add a maximum of 20 images');
    const plainCard = await newCard('Plain', plainStageId);
    expect(
      (await api('POST', `${stages(plainCard)}?stage_id=${plainStageId}`, { token: owner.token, body: {} })).body
        .message,
    ).toBe('This stage does not require approval from the client.');
    expect((await submit(card, spectator)).status).toBe(403);
    expect((await submit(card, approver)).status).toBe(403);
    expect((await submit(card, contributor)).status).toBe(403);
    // Production may submit, but not write in the Guest tab.
    expect((await submit(card, production, '<p>please</p>')).body.message).toBe('You cannot comment in the Guest tab.');
    expect((await approve(card, approver)).status).toBe(409);
    expect(await stageOf(card, owner)).toMatchObject({ stage: { status: 'none' }, revision_count: 0 });
    expect((await submit(card, production)).status).toBe(201);
    expect((await approve(card, contributor)).status).toBe(403);
    expect((await approve(card, production)).status).toBe(403);
    expect((await requestRevision(card, coordinator)).status).toBe(403);
    expect((await voidIt(card, approver)).status).toBe(403);
    expect((await api('PUT', `${stages(card)}/${plainStageId}`, { token: approver.token, body: {} })).status).toBe(409);
    expect((await api('PUT', `${stages(card)}/not-a-uuid`, { token: approver.token, body: {} })).status).toBe(404);
    expect(await stageOf(card, owner)).toMatchObject({ stage: { status: 'pending', submitted_by: production.userId } });
  });

  it('leaves one consistent state when actions race on one card', async () => {
    for (let round = 0; round < 3; round += 1) {
      const card = await newCard(`Race ${round}`);
      await submit(card, production);
      const before = await counters();
      const results = await Promise.all([
        approve(card, approver),
        voidIt(card, production),
        requestRevision(card, approver),
      ]);
      const winners = results.filter((r) => r.status === 200);
      expect(winners, JSON.stringify(results.map((r) => [r.status, r.body.message]))).toHaveLength(1);
      // A loser either lost the transaction's condition, or read the winner's state already: 409 either way.
      for (const loser of results.filter((r) => r.status !== 200)) {
        expect(loser.status).toBe(409);
        expect([
          'The approval changed meanwhile. Please reload the card.',
          'A submission can only be voided while it is pending.',
        ]).toContain(loser.body.message);
      }
      const state = (await stageOf(card, owner)).stage.status;
      expect(state).toBe(winners[0].body.data.stage.status);
      const events = (
        await api<CommentsPage>('GET', `${cardPath(card)}/comments?chat_status=guest`, { token: owner.token })
      ).body.data.comments;
      expect(events).toHaveLength(2);
      const after = await counters();
      expect(after.approvals).toBe(before.approvals - 1);
      expect(after.revisions).toBe(before.revisions + (state === 'revision_requested' ? 1 : 0));
    }
  });

  it('takes a pending approval off the workspace counters when its card is deleted for good', async () => {
    const card = await newCard('Doomed');
    await submit(card, production);
    const before = await counters();
    expect((await api('DELETE', cardPath(card), { token: owner.token })).status).toBe(200);
    expect(await counters()).toEqual(before);
    expect(
      (
        await api('DELETE', `/api/v1/organizations/${owner.personalOrganizationId}/content_groups/destroy_deleted`, {
          token: owner.token,
          body: { ids: [card] },
        })
      ).status,
    ).toBe(200);
    expect(await counters()).toEqual({ ...before, approvals: before.approvals - 1 });
  });

  it("answers 404 for another organization's ids on every approval route", async () => {
    const other = await signedInUser('ap-other', { canCreateOrganization: true });
    const elsewhere = await scopeFixture(other, 'Elsewhere');
    const card = await newCard('Mine');
    const paths: Array<[string, string]> = [
      ['POST', `${stages(card)}?stage_id=${reviewStageId}`],
      ['PUT', `${stages(card)}/${reviewStageId}`],
      ['POST', `${stages(card)}/${reviewStageId}/void_submit`],
      ['POST', `${stages(card)}/${reviewStageId}/request_revision`],
      ['POST', `${stages(card)}/${reviewStageId}/accept_revision`],
      ['POST', `${stages(card)}/${reviewStageId}/reject_revision`],
    ];
    for (const [method, path] of paths) {
      expect((await api(method, path, { token: stranger.token, body: {} })).status, path).toBe(404);
      expect(
        (await api(method, path.replace(workspaceId, elsewhere.workspaceId), { token: other.token, body: {} })).status,
        path,
      ).toBe(404);
    }
    expect(
      (await api('POST', `${stages(elsewhere.cardId)}?stage_id=${elsewhere.stageId}`, { token: owner.token, body: {} }))
        .status,
    ).toBe(404);
    expect((await stageOf(card, owner)).stage.status).toBe('none');
  });
});

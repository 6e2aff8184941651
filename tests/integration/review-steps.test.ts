/**
 * What the team sees of a reviewer by link (issue 37 "The card shows its reviewers with their status, 'opened
 * 10:42' and 'approved 11:05'"; "under their own name, marked 'Reviewer'"; "If they later sign up with the
 * same e-mail, their comments stay theirs"; decisions K3–K5): each step's time in the reviewers list, the
 * reviewer's name marked "(Reviewer)" in the participants' bell, and their comments unchanged by a sign-up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { freshIp, invokeApprovals } from '../support/review-invoke';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getUserByEmail } from '../../functions/src/data/users';
import type { Comment } from '../../shared/schemas/comments';
import type { Notification } from '../../shared/schemas/notification';
import type { Reviewer, ReviewSession } from '../../shared/schemas/review-links';

const MINUTE = 60_000;

describe('a reviewer by link, as the team sees them', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let workspaceId: string;
  let stageId: string;

  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  /** A card in the client's review stage with `production` as its participant. */
  const newCard = async (name: string) => {
    const id = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
    const assigned = await api('POST', `${cardPath(id)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: production.userId }] },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);
    return id;
  };
  /** Invite `name` at `email` to card `id` and open the link, as of `clock`: the reviewer session. */
  const inviteAndOpen = async (id: string, email: string, name: string, clock: string) => {
    expect((await api('POST', `${cardPath(id)}/reviewers`, { token: owner.token, body: { email, name } })).status).toBe(
      201,
    );
    const mail = (await mailTo(email)).find((m) => m.subject.includes('asks you to review'))!;
    const token = mail.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    const opened = await invokeApprovals<ReviewSession>('POST', '/api/v1/review/sessions', {
      ip: freshIp(),
      body: { token },
      clock,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    return { token, session: opened.body.data.session_token };
  };
  const reviewerOf = async (id: string, email: string) =>
    (
      await api<{ reviewers: Reviewer[] }>('GET', `${cardPath(id)}/reviewers`, { token: owner.token })
    ).body.data.reviewers.find((r) => r.email === email)!;
  const comment = (session: string, description: string, clock: string) =>
    api<Comment>('POST', '/api/v1/review/comments', {
      token: session,
      body: { description },
      headers: { 'x-greenlight-clock': clock },
    });

  beforeAll(async () => {
    [owner, production] = await Promise.all(['rs-owner', 'rs-production'].map((p) => signedInUser(p)));
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Reviewer steps', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    stageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Client Review' },
      })
    ).body.data.id;
    for (const body of [{ visible_to_client: true }, { require_approval_from_client: true }])
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, { token: owner.token, body });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
  });

  it('lists when the reviewer first opened and commented, and when they decided', async () => {
    const card = await newCard('Spring lookbook');
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
    const email = 'dana-steps@client.example';
    const { token, session } = await inviteAndOpen(card, email, 'Dana Ruiz', at(1));
    expect(await reviewerOf(card, email)).toMatchObject({
      status: 'opened',
      opened_at: at(1),
      commented_at: null,
      decided_at: null,
    });
    expect((await comment(session, '<p>Bigger logo</p>', at(2))).status).toBe(201);
    expect((await comment(session, '<p>And the date</p>', at(3))).status).toBe(201);
    // Opening again later moves the last visit, not the first opening.
    await invokeApprovals('POST', '/api/v1/review/sessions', { ip: freshIp(), body: { token }, clock: at(4) });
    expect(await reviewerOf(card, email)).toMatchObject({
      status: 'commented',
      opened_at: at(1),
      commented_at: at(2),
      decided_at: null,
      last_seen_at: at(4),
    });
    const submitted = await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const decided = await api('POST', '/api/v1/review/decision', {
      token: session,
      body: { decision: 'approve' },
      headers: { 'x-greenlight-clock': at(5) },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await reviewerOf(card, email)).toMatchObject({
      status: 'approved',
      opened_at: at(1),
      commented_at: at(2),
      decided_at: at(5),
    });
  });

  it("names the reviewer, marked (Reviewer), in the participants' bell for a comment and a decision", async () => {
    const card = await newCard('Autumn lookbook');
    const { session } = await inviteAndOpen(card, 'dana-bell@client.example', 'Dana Ruiz', new Date().toISOString());
    expect((await comment(session, '<p>Warmer colours</p>', new Date().toISOString())).status).toBe(201);
    await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(
      (await api('POST', '/api/v1/review/decision', { token: session, body: { decision: 'approve' } })).status,
    ).toBe(200);
    const bell = await api<{ notifications: Notification[] }>('GET', '/api/v1/notifications', {
      token: production.token,
    });
    const about = bell.body.data.notifications.filter((n) => n.resource_id === card);
    expect(about.map((n) => n.summary)).toEqual(
      expect.arrayContaining([
        'Dana Ruiz (Reviewer) commented on "Autumn lookbook"',
        'Dana Ruiz (Reviewer) approved "Autumn lookbook"',
      ]),
    );
    for (const notice of about.filter((n) => n.summary.startsWith('Dana')))
      expect(notice.actor).toMatchObject({ name: 'Dana Ruiz (Reviewer)', name_initials: 'DR', icon: null });
    // A member's own act still reads under their name, with no mark.
    const submittedNotice = about.find((n) => n.summary.includes('submitted'));
    expect(submittedNotice?.summary ?? '').not.toContain('(Reviewer)');
  });

  it('keeps a reviewer’s comments theirs when they later sign up with the same e-mail', async () => {
    const card = await newCard('Winter lookbook');
    const email = `dana-${Date.now()}@client.example`;
    const { session } = await inviteAndOpen(card, email, 'Dana Ruiz', new Date().toISOString());
    const posted = await comment(session, '<p>Crop tighter</p>', new Date().toISOString());
    expect(posted.status).toBe(201);
    await createUser('dana', { email });
    const account = (await getUserByEmail(email))!;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, account.user_id, 'approver');
    const shown = (
      await api<{ comments: Comment[] }>('GET', `${cardPath(card)}/comments?chat_status=guest`, { token: owner.token })
    ).body.data.comments.find((c) => c.id === posted.body.data.id)!;
    expect(shown.description).toContain('Crop tighter');
    expect(shown.user).toMatchObject({ full_name: 'Dana Ruiz', reviewer: true });
    expect(shown.user?.removed ?? false).toBe(false);
    // The reviewer's link still works, and still writes as the reviewer.
    expect((await api('GET', '/api/v1/review/comments', { token: session })).status).toBe(200);
  });
});

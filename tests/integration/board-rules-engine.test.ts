/**
 * Board rules run on the server (issue 38 "Runs happen on the server, from the change's event";
 * decisions BR4–BR9): the local stack's stream poller and rule queue run the same runner as AWS. Each
 * trigger and each action once, a condition that holds a rule back, the loop guard, and a rule whose author
 * lost the right to manage rules pausing itself and telling the Team Leads.
 */
import { addMinutes } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { blackPng } from '../support/images';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { removeFromWorkspace } from '../../functions/src/data/memberships';
import type { Rule, RuleRun } from '../../shared/schemas/rules';

type Card = {
  id: string;
  stage_id: string;
  due_date: string | null;
  labels: Array<{ id: string }>;
  assigned_users: Array<{ user_id: string }>;
};
type Notice = { summary: string; resource_id: string | null };

/** Poll `read` until `done` holds (10 s at most): rules run after the triggering response. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('board rules engine', () => {
  let owner: SignedInUser;
  let lead: SignedInUser;
  let lead2: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  const stage: Record<'draft' | 'review' | 'production' | 'done', string> = {} as never;
  let labelId: string;

  const ws = () => `/api/v1/workspaces/${workspaceId}`;
  const cardPath = (id: string) => `${ws()}/content_groups/${id}`;
  const readCard = async (id: string) => (await api<Card>('GET', cardPath(id), { token: owner.token })).body.data;
  const addRule = async (body: Record<string, unknown>, user = lead) => {
    const res = await api<{ rule: Rule }>('POST', `${ws()}/rules`, {
      token: user.token,
      body: { name: 'Rule', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.rule;
  };
  const disable = (rule: Rule) =>
    api('PATCH', `${ws()}/rules/${rule.id}`, { token: owner.token, body: { enabled: false } });
  const runsOf = async (rule: Rule) =>
    (await api<{ runs: RuleRun[] }>('GET', `${ws()}/rules/${rule.id}/runs`, { token: lead.token })).body.data.runs;
  const newCard = async (name: string, stageId: string) =>
    (
      await api<{ id: string }>('POST', `${ws()}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  const moveTo = (id: string, stageId: string) =>
    api('PUT', `${cardPath(id)}/update_stage?stage_id=${stageId}`, { token: owner.token });
  const approvals = (id: string) => `${cardPath(id)}/approved_content_group_stages`;
  const submit = (id: string) =>
    api('POST', `${approvals(id)}?stage_id=${stage.review}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
  const notices = async (user: SignedInUser) =>
    (await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: user.token })).body.data
      .notifications;

  beforeAll(async () => {
    [owner, lead, lead2, production, approver] = await Promise.all(
      ['re-owner', 're-lead', 're-lead2', 're-prod', 're-approver'].map((p) => signedInUser(p)),
    );
    organizationId = owner.personalOrganizationId;
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Rules engine', organization_id: organizationId },
      })
    ).body.data.id;
    for (const [key, name] of [
      ['draft', 'Draft'],
      ['review', 'Client Review'],
      ['production', 'Production'],
      ['done', 'Done'],
    ] as const) {
      stage[key] = (
        await api<{ id: string }>('POST', `${ws()}/stages`, { token: owner.token, body: { name } })
      ).body.data.id;
    }
    await api('PUT', `${ws()}/stages/${stage.review}`, { token: owner.token, body: { visible_to_client: true } });
    await api('PUT', `${ws()}/stages/${stage.review}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    labelId = (
      await api<{ id: string }>('POST', `${ws()}/labels`, {
        token: owner.token,
        body: { name: 'Urgent', color_hex: 'ff0000' },
      })
    ).body.data.id;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    await addWorkspaceMember(workspace!, lead2.userId, 'team_lead');
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('approved → moves to the next stage as "Greenlight rules", notifies the participants and logs the run', async () => {
    const rule = await addRule({
      name: 'After approval',
      trigger: { type: 'approved', stage_id: stage.review },
      actions: [
        { type: 'move_to_stage', to: 'next' },
        { type: 'notify_members', card_participants: true, text: 'Approved: on to production' },
      ],
    });
    const card = await newCard('Poster', stage.review);
    await api('POST', `${cardPath(card)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: production.userId }] },
    });
    expect((await submit(card)).status).toBe(201);
    const approved = await api('PUT', `${approvals(card)}/${stage.review}`, {
      token: approver.token,
      body: { comment: { description: '' } },
    });
    expect(approved.status).toBe(200);
    await eventually(
      () => readCard(card),
      (c) => c.stage_id === stage.production,
      'the move',
    );
    const [run] = await eventually(
      () => runsOf(rule),
      (runs) => runs[0]?.outcome === 'done',
      'the run',
    );
    expect(run).toMatchObject({
      card_id: card,
      card_name: 'Poster',
      trigger: 'approved',
      chain_depth: 0,
      reason: null,
    });
    expect(run!.actions_done).toEqual(['Moved to Production', 'Notified 1 member']);
    const told = (await notices(production)).filter((n) => n.resource_id === card).map((n) => n.summary);
    expect(told).toContain('Greenlight rules moved "Poster" to Production');
    expect(told).toContain('Rule "After approval": Approved: on to production');
    // The author's activity names the rule.
    const activity = await api<{ activities: Array<{ summary: string }> }>(
      'GET',
      `/api/v1/user_profiles/${lead.userId}/activities`,
      { token: lead.token },
    );
    expect(activity.body.data.activities.map((a) => a.summary)).toContain(
      'Moved "Poster" to Production by rule "After approval"',
    );
    await disable(rule);
  });

  it('changes requested → moves back to the previous stage and adds a label; enters a stage → submits for approval', async () => {
    const back = await addRule({
      name: 'Back on changes',
      trigger: { type: 'changes_requested' },
      actions: [
        { type: 'move_to_stage', to: 'previous' },
        { type: 'add_label', label_id: labelId },
      ],
    });
    const card = await newCard('Banner', stage.review);
    expect((await submit(card)).status).toBe(201);
    const requested = await api('POST', `${approvals(card)}/${stage.review}/request_revision`, {
      token: approver.token,
      body: { comment: { description: 'Bigger logo' } },
    });
    expect(requested.status).toBe(200);
    const moved = await eventually(
      () => readCard(card),
      (c) => c.stage_id === stage.draft && c.labels.length === 1,
      'the move back',
    );
    expect(moved.labels.map((l) => l.id)).toEqual([labelId]);
    await disable(back);

    const submitting = await addRule({
      name: 'Submit on entry',
      trigger: { type: 'card_enters_stage', stage_id: stage.review },
      actions: [{ type: 'submit_for_approval' }],
    });
    const fresh = await newCard('Flyer', stage.draft);
    expect((await moveTo(fresh, stage.review)).status).toBe(200);
    const pending = await eventually(
      async () =>
        (await api<{ stage: { status: string } }>('GET', cardPath(fresh), { token: owner.token })).body.data.stage,
      (s) => s.status === 'pending',
      'the submission',
    );
    expect(pending.status).toBe('pending');
    await disable(submitting);
  });

  it('all checklist items done → adds participants and sets the due date; a new content version → a Team comment', async () => {
    const done = await addRule({
      trigger: { type: 'checklist_done' },
      actions: [
        { type: 'add_participants', user_ids: [production.userId] },
        { type: 'set_due_date', days: 3 },
      ],
    });
    const card = await newCard('Checklist card', stage.draft);
    const lists = `${cardPath(card)}/lists`;
    const list = (await api<{ id: string }>('POST', lists, { token: owner.token, body: { list: { title: 'Do' } } }))
      .body.data.id;
    const item = (
      await api<{ id: string }>('POST', `${lists}/${list}/list_items`, {
        token: owner.token,
        body: { list_item: { description: 'One' } },
      })
    ).body.data.id;
    const before = Date.now();
    expect(
      (
        await api('PATCH', `${lists}/${list}/list_items/${item}`, {
          token: owner.token,
          body: { list_item: { done: true } },
        })
      ).status,
    ).toBe(200);
    const after = await eventually(
      () => readCard(card),
      (c) => c.due_date !== null && c.assigned_users.length === 1,
      'the actions',
    );
    expect(after.assigned_users.map((u) => u.user_id)).toEqual([production.userId]);
    const dueIn = Date.parse(after.due_date!) - before;
    expect(dueIn).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(dueIn).toBeLessThan(3 * 86_400_000 + 60_000);
    await disable(done);

    const comment = await addRule({
      trigger: { type: 'new_content_version' },
      actions: [{ type: 'post_team_comment', text: 'New version: please check <b>it</b>' }],
    });
    const png = blackPng(8, 8);
    const uploaded = await uploadCardContents(owner.token, workspaceId, card, [
      { bytes: png, type: 'image/png', filename: 'v1.png' },
    ]);
    expect(uploaded.status).toBe(201);
    const content = uploaded.body.data[0]!;
    const presigned = await api<{ key: string }>('POST', `${cardPath(card)}/contents/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: png.length, filename: 'v2.png' },
    });
    await postToPresigned(presigned.body.data as never, png, 'image/png');
    const replaced = await api('PUT', `${cardPath(card)}/contents/${content.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'v2.png' },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const commentsOf = async (tab: 'team' | 'guest') =>
      (
        await api<{ comments: Array<{ description: string }> }>(
          'GET',
          `${cardPath(card)}/comments?chat_status=${tab}`,
          { token: owner.token },
        )
      ).body.data.comments;
    const team = await eventually(
      () => commentsOf('team'),
      (c) => c.length > 0,
      'the Team comment',
    );
    expect(team[0]!.description).toContain('New version: please check &lt;b&gt;it&lt;/b&gt;');
    expect((await commentsOf('guest')).filter((c) => c.description.includes('New version'))).toEqual([]);
    await disable(comment);
  });

  it('passes its due date → removes a label, run by the past-due schedule', async () => {
    const rule = await addRule({
      trigger: { type: 'due_date_passed' },
      actions: [{ type: 'remove_label', label_id: labelId }],
    });
    const card = await newCard('Late card', stage.draft);
    const due = addMinutes(new Date(), 30);
    await api('POST', `${cardPath(card)}/content_labels`, {
      token: owner.token,
      body: { label_id: labelId, assigned: true },
    });
    expect(
      (await api('PUT', cardPath(card), { token: owner.token, body: { due_date: due.toISOString() } })).status,
    ).toBe(200);
    const res = await fetch(
      `${baseUrl()}/_local/schedules/due-reminders?time=${encodeURIComponent(addMinutes(due, 1).toISOString())}`,
      {
        method: 'POST',
      },
    );
    expect(res.status).toBe(200);
    await eventually(
      () => readCard(card),
      (c) => c.labels.length === 0,
      'the label removed',
    );
    expect((await runsOf(rule))[0]).toMatchObject({ trigger: 'due_date_passed', outcome: 'done' });
    await disable(rule);
  });

  it('skips a run whose conditions do not hold, saying which', async () => {
    const rule = await addRule({
      trigger: { type: 'card_enters_stage', stage_id: stage.done },
      conditions: [
        { type: 'label_present', label_id: labelId },
        { type: 'has_participant', user_id: production.userId },
      ],
      actions: [{ type: 'add_participants', user_ids: [approver.userId] }],
    });
    const card = await newCard('Unlabelled', stage.draft);
    expect((await moveTo(card, stage.done)).status).toBe(200);
    const [run] = await eventually(
      () => runsOf(rule),
      (runs) => runs[0]?.outcome === 'skipped',
      'the skipped run',
    );
    expect(run!.reason).toBe('Condition not met: the card has no label Urgent.');
    expect((await readCard(card)).assigned_users).toEqual([]);
    await disable(rule);
  });

  it('stops a chain of rules after 5 further runs, and the log says where', async () => {
    const there = await addRule({
      trigger: { type: 'card_enters_stage', stage_id: stage.production },
      actions: [{ type: 'move_to_stage', stage_id: stage.done }],
    });
    const back = await addRule({
      trigger: { type: 'card_enters_stage', stage_id: stage.done },
      actions: [{ type: 'move_to_stage', stage_id: stage.production }],
    });
    const card = await newCard('Ping pong', stage.draft);
    expect((await moveTo(card, stage.production)).status).toBe(200);
    const all = async () => [...(await runsOf(there)), ...(await runsOf(back))].filter((r) => r.card_id === card);
    const runs = await eventually(
      all,
      (r) => r.some((run) => run.chain_depth === 6 && run.outcome === 'skipped'),
      'the loop guard',
    );
    const byDepth = runs.sort((a, b) => a.chain_depth - b.chain_depth);
    expect(byDepth.map((r) => [r.chain_depth, r.outcome])).toEqual([
      [0, 'done'],
      [1, 'done'],
      [2, 'done'],
      [3, 'done'],
      [4, 'done'],
      [5, 'done'],
      [6, 'skipped'],
    ]);
    expect(byDepth.at(-1)!.reason).toMatch(
      /^Loop guard: this change came from a chain of 6 rule runs on this card; the chain stopped here/,
    );
    await disable(there);
    await disable(back);
  });

  it('pauses a rule whose author was removed, and tells the Team Leads', async () => {
    const rule = await addRule({
      name: 'Orphan',
      trigger: { type: 'card_enters_stage', stage_id: stage.done },
      actions: [{ type: 'add_label', label_id: labelId }],
    });
    expect(await removeFromWorkspace(workspaceId, organizationId, lead.userId)).toBe(true);
    const card = await newCard('After removal', stage.draft);
    expect((await moveTo(card, stage.done)).status).toBe(200);
    const paused = await eventually(
      async () =>
        (await api<{ rules: Rule[] }>('GET', `${ws()}/rules`, { token: owner.token })).body.data.rules.find(
          (r) => r.id === rule.id,
        )!,
      (r) => r.enabled === false,
      'the pause',
    );
    expect(paused.paused_reason).toMatch(/no longer has the right to manage/);
    expect((await readCard(card)).labels).toEqual([]);
    const runs = (await api<{ runs: RuleRun[] }>('GET', `${ws()}/rules/${rule.id}/runs`, { token: owner.token })).body
      .data.runs;
    expect(runs[0]).toMatchObject({ outcome: 'paused' });
    expect((await notices(lead2)).map((n) => n.summary)).toContain(
      'The rule "Orphan" paused itself: its author no longer has the right to manage rules.',
    );
    // Enabled again by the owner, it runs as the owner.
    const enabled = await api<{ rule: Rule }>('PATCH', `${ws()}/rules/${rule.id}`, {
      token: owner.token,
      body: { enabled: true },
    });
    expect(enabled.body.data.rule).toMatchObject({ enabled: true, paused_reason: null, created_by: owner.userId });
  });
});

/**
 * Board rules through the API (issue 38 "Board rules", "Bad input"; decisions BR1–BR3): Owner, Admins and
 * Team Leads list, add, change and delete rules; other members, guests included, are refused and outsiders
 * learn nothing; unknown types, another workspace's stage, label or member, a move to the stage the rule
 * triggers on and a 51st rule are refused with a clear message, and nothing is stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Rule } from '../../shared/schemas/rules';

describe('board rules API', () => {
  let owner: SignedInUser;
  let lead: SignedInUser;
  let coordinator: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let stageIds: string[];
  let labelId: string;
  let other: { workspaceId: string; stageId: string; labelId: string };

  const rules = (ws = workspaceId) => `/api/v1/workspaces/${ws}/rules`;
  const list = async (user = owner) =>
    (await api<{ rules: Rule[] }>('GET', rules(), { token: user.token })).body.data.rules;
  const create = (body: unknown, user = owner, ws = workspaceId) =>
    api<{ rule: Rule }>('POST', rules(ws), { token: user.token, body });
  const valid = () => ({
    name: 'After approval',
    trigger: { type: 'approved', stage_id: stageIds[1] },
    conditions: [{ type: 'label_absent', label_id: labelId }],
    actions: [
      { type: 'move_to_stage', to: 'next' },
      { type: 'notify_members', card_participants: true },
    ],
  });

  beforeAll(async () => {
    [owner, lead, coordinator, approver, stranger] = await Promise.all(
      ['br-owner', 'br-lead', 'br-coord', 'br-approver', 'br-stranger'].map((p) => signedInUser(p)),
    );
    const board = await boardFixture(owner, ['Draft', 'Client Review', 'Production'], 0);
    workspaceId = board.workspaceId;
    stageIds = board.stages.map((s) => s.id);
    labelId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/labels`, {
        token: owner.token,
        body: { name: 'Hold', color_hex: 'ff0000' },
      })
    ).body.data.id;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    await addWorkspaceMember(workspace!, coordinator.userId, 'coordinator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    const otherBoard = await boardFixture(stranger, ['Elsewhere'], 0);
    other = {
      workspaceId: otherBoard.workspaceId,
      stageId: otherBoard.stages[0]!.id,
      labelId: (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${otherBoard.workspaceId}/labels`, {
          token: stranger.token,
          body: { name: 'Theirs', color_hex: '00ff00' },
        })
      ).body.data.id,
    };
  });

  it('lets a Team Lead add, list, change, disable and delete a rule', async () => {
    const created = await create(valid(), lead);
    expect(created.status).toBe(201);
    const rule = created.body.data.rule;
    expect(rule).toMatchObject({
      name: 'After approval',
      enabled: true,
      paused_reason: null,
      trigger: { type: 'approved', stage_id: stageIds[1] },
      created_by: lead.userId,
    });
    expect((await list()).map((r) => r.id)).toContain(rule.id);

    const changed = await api<{ rule: Rule }>('PATCH', `${rules()}/${rule.id}`, {
      token: owner.token,
      body: { name: 'Approved → next', enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.rule).toMatchObject({ name: 'Approved → next', enabled: false });
    expect((await api('GET', `${rules()}/${rule.id}/runs`, { token: lead.token })).body.data).toEqual({ runs: [] });

    expect((await api('DELETE', `${rules()}/${rule.id}`, { token: lead.token })).status).toBe(204);
    expect((await list()).map((r) => r.id)).not.toContain(rule.id);
    expect((await api('DELETE', `${rules()}/${rule.id}`, { token: lead.token })).status).toBe(404);
  });

  it('refuses members who may not manage rules, guests included, and tells outsiders nothing', async () => {
    const rule = (await create(valid())).body.data.rule;
    for (const user of [coordinator, approver]) {
      expect((await api('GET', rules(), { token: user.token })).status).toBe(403);
      expect((await create(valid(), user)).status).toBe(403);
      expect((await api('GET', `${rules()}/${rule.id}/runs`, { token: user.token })).status).toBe(403);
      expect(
        (await api('PATCH', `${rules()}/${rule.id}`, { token: user.token, body: { enabled: false } })).status,
      ).toBe(403);
      expect((await api('DELETE', `${rules()}/${rule.id}`, { token: user.token })).status).toBe(403);
    }
    expect((await api('GET', rules(), { token: stranger.token })).status).toBe(404);
    // Another workspace's rule id is not found in this one, even for its owner.
    const theirs = await create(
      {
        name: 'Theirs',
        trigger: { type: 'card_enters_stage' },
        actions: [{ type: 'add_label', label_id: other.labelId }],
      },
      stranger,
      other.workspaceId,
    );
    expect(theirs.status).toBe(201);
    expect((await api('GET', `${rules()}/${theirs.body.data.rule.id}/runs`, { token: owner.token })).status).toBe(404);
    expect(
      (await api('PATCH', `${rules()}/${theirs.body.data.rule.id}`, { token: owner.token, body: { enabled: false } }))
        .status,
    ).toBe(404);
  });

  it('refuses bad rules with a clear message and stores nothing', async () => {
    const before = (await list()).length;
    const refusals: Array<[unknown, string]> = [
      [{ ...valid(), trigger: { type: 'card_teleported' } }, 'Unknown trigger type'],
      [{ ...valid(), actions: [{ type: 'delete_card' }] }, 'Unknown action type'],
      [{ ...valid(), conditions: [{ type: 'moon_phase' }] }, 'Unknown condition type'],
      [
        { ...valid(), trigger: { type: 'card_enters_stage', stage_id: other.stageId } },
        'The stage is not a stage of this workspace.',
      ],
      [
        { ...valid(), actions: [{ type: 'move_to_stage', stage_id: other.stageId }] },
        'The stage is not a stage of this workspace.',
      ],
      [
        { ...valid(), actions: [{ type: 'add_label', label_id: other.labelId }] },
        'The label is not a label of this workspace.',
      ],
      [
        { ...valid(), conditions: [{ type: 'label_present', label_id: other.labelId }] },
        'The label is not a label of this workspace.',
      ],
      [
        { ...valid(), actions: [{ type: 'add_participants', user_ids: [stranger.userId] }] },
        'The member is not a member of this workspace.',
      ],
      [
        { ...valid(), actions: [{ type: 'notify_members', user_ids: [stranger.userId] }] },
        'The member is not a member of this workspace.',
      ],
      [
        {
          ...valid(),
          trigger: { type: 'card_enters_stage', stage_id: stageIds[2] },
          actions: [{ type: 'move_to_stage', stage_id: stageIds[2] }],
        },
        'A rule cannot move a card to the stage it triggers on.',
      ],
      [{ ...valid(), actions: [] }, 'Add at least one action.'],
      [{ ...valid(), actions: [{ type: 'post_team_comment' }] }, 'Write the comment.'],
    ];
    for (const [body, message] of refusals) {
      const response = await create(body);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(response.body), message).toContain(message);
    }
    expect((await list()).length).toBe(before);
    // A change that would make the rule bad is refused the same way, and leaves it as it was.
    const rule = (await create(valid())).body.data.rule;
    const patched = await api('PATCH', `${rules()}/${rule.id}`, {
      token: owner.token,
      body: { actions: [{ type: 'move_to_stage', stage_id: stageIds[1] }] },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toBe('A rule cannot move a card to the stage it triggers on.');
    expect((await list()).find((r) => r.id === rule.id)?.actions).toEqual(rule.actions);
  });

  it('refuses a 51st rule in a workspace, and stores nothing', async () => {
    const board = await boardFixture(owner, ['Only'], 0);
    const body = { name: 'R', trigger: { type: 'checklist_done' }, actions: [{ type: 'set_due_date', days: 2 }] };
    const results = await Promise.all(Array.from({ length: 52 }, () => create(body, owner, board.workspaceId)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(50);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe('A workspace can have at most 50 rules. Delete one first.');
    expect(
      (await api<{ rules: Rule[] }>('GET', rules(board.workspaceId), { token: owner.token })).body.data.rules,
    ).toHaveLength(50);
  });
});

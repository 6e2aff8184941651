import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../../../shared/schemas/admin';
import {
  assignmentsOf,
  checkAssignments,
  newAssignment,
  removeAssignment,
  restoreAssignment,
  toInvitedWorkspaceUsers,
} from './assignments';

const row: UserRow = {
  id: 'u1',
  user_id: 'u1',
  full_name: 'Pat Production',
  email: 'p@example.com',
  organization_role: { role_type: 'member', name: 'Member' },
  workspace_role: [
    { workspace_id: 'w1', workspace_name: 'One', role_name: 'Team Lead', status: 'Active' },
    { workspace_id: 'w2', workspace_name: 'Two', role_name: 'Approver', status: 'Active' },
  ],
  added_at: '2025-01-01T00:00:00.000Z',
  last_login_time: null,
  status: 'Active',
};

describe('workspace assignments (accounts spec §4 _destroy)', () => {
  it('reads the saved assignments with their roles', () => {
    expect(assignmentsOf(row).map((a) => [a.workspace_id, a.workspace_role_id, a.existing])).toEqual([
      ['w1', 'team_lead', true],
      ['w2', 'approver', true],
    ]);
  });

  it('marks a removed saved assignment _destroy and drops a removed new one', () => {
    const saved = assignmentsOf(row);
    const added = newAssignment('w3', 'spectator');
    let list = removeAssignment([...saved, added], saved[1].key);
    list = removeAssignment(list, added.key);
    expect(toInvitedWorkspaceUsers(list)).toEqual([
      { workspace_id: 'w1', workspace_role_id: 'team_lead' },
      { workspace_id: 'w2', workspace_role_id: 'approver', _destroy: true },
    ]);
    expect(toInvitedWorkspaceUsers(restoreAssignment(list, saved[1].key))[1]).toEqual({
      workspace_id: 'w2',
      workspace_role_id: 'approver',
    });
  });

  it('requires a workspace and a role, once per workspace, ignoring removed rows', () => {
    const saved = assignmentsOf(row);
    const list = [...removeAssignment(saved, saved[0].key), newAssignment(), newAssignment('w2', 'contributor')];
    expect(checkAssignments(list, 'a')).toEqual({
      'a.2.workspace_id': 'Required',
      'a.2.workspace_role_id': 'Required',
      'a.3.workspace_id': 'Chosen twice',
    });
  });
});

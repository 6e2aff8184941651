import { describe, expect, it } from 'vitest';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { mayChangeAssignment, mayDeleteUser, mayEditUser } from './user-access';

const owner: RankedPerson = { userId: 'owner', organizationRole: 'owner', workspaceRole: null };
const admin: RankedPerson = { userId: 'admin', organizationRole: 'admin', workspaceRole: null };
const workspaces = [
  { id: 'w1', name: 'One', owner_id: 'creator' },
  { id: 'w2', name: 'Two', owner_id: 'owner' },
];

function row(
  userId: string,
  roleType: UserRow['organization_role']['role_type'],
  assignments: Array<[string, string]> = [],
): UserRow {
  return {
    id: userId,
    user_id: userId,
    full_name: userId,
    email: `${userId}@example.com`,
    organization_role: { role_type: roleType, name: roleType },
    workspace_role: assignments.map(([workspace_id, role_name]) => ({
      workspace_id,
      workspace_name: workspace_id,
      role_name,
      status: 'Active',
    })),
    added_at: '2026-01-01T00:00:00Z',
    last_login_time: null,
    status: 'Active',
  };
}

describe('admin user controls (issue 10)', () => {
  it('hides Edit and Delete on the viewer’s own row and, for Admins, on the Owner’s', () => {
    expect(mayEditUser(admin, row('admin', 'admin'))).toBe(false);
    expect(mayDeleteUser(admin, row('admin', 'admin'), workspaces)).toBe(false);
    expect(mayEditUser(admin, row('owner', 'owner'))).toBe(false);
    expect(mayEditUser(owner, row('owner', 'owner'))).toBe(false);
  });

  it('lets Admins edit and delete other Admins and members (at or below)', () => {
    expect(mayEditUser(admin, row('admin2', 'admin'))).toBe(true);
    expect(mayDeleteUser(admin, row('member', 'member', [['w2', 'Production']]), workspaces)).toBe(true);
  });

  it("keeps a workspace creator's membership for the Owner", () => {
    const creator = row('creator', 'member', [['w1', 'Team Lead']]);
    expect(mayChangeAssignment(admin, creator, workspaces[0], 'team_lead')).toBe(false);
    expect(mayDeleteUser(admin, creator, workspaces)).toBe(false);
    expect(mayChangeAssignment(owner, creator, workspaces[0], 'team_lead')).toBe(true);
    expect(mayDeleteUser(owner, creator, workspaces)).toBe(true);
  });

  it('offers nothing on invited people', () => {
    expect(mayEditUser(owner, { ...row('x', 'invited'), user_id: null })).toBe(false);
  });
});

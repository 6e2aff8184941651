import { describe, expect, it } from 'vitest';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import type { WorkspaceUser } from '../api/get-collaborators';
import { mayManageInvitation, memberControls, viewerOf } from './member-controls';

const OWNER_ID = 'creator';
const user = (
  id: string,
  role: WorkspaceUser['role'],
  organizationRole: WorkspaceUser['organization_role'] = 'member',
): WorkspaceUser => ({
  id,
  name: id,
  name_initials: 'X',
  email: `${id}@example.com`,
  status: 'active',
  role,
  organization_role: organizationRole,
  role_name: String(role),
  is_admin: organizationRole === 'owner' || organizationRole === 'admin',
});
const coordinator: RankedPerson = { userId: 'coord', organizationRole: 'member', workspaceRole: 'coordinator' };
const orgOwner: RankedPerson = { userId: 'boss', organizationRole: 'owner', workspaceRole: 'team_lead' };

describe('workspace Users page controls (issue 10)', () => {
  it('reads the viewer from the payload', () => {
    expect(viewerOf({ viewer: { user_id: 'u', organization_role: 'admin', workspace_role: null } })).toEqual({
      userId: 'u',
      organizationRole: 'admin',
      workspaceRole: null,
    });
  });

  it('gives a Coordinator controls on Coordinators and below, none on Team Leads or their own row', () => {
    expect(memberControls(coordinator, user('p', 'production'), OWNER_ID)).toEqual({ changeRole: true, remove: true });
    expect(memberControls(coordinator, user('c2', 'coordinator'), OWNER_ID)).toEqual({
      changeRole: true,
      remove: true,
    });
    expect(memberControls(coordinator, user('t', 'team_lead'), OWNER_ID)).toEqual({ changeRole: false, remove: false });
    expect(memberControls(coordinator, user('coord', 'coordinator'), OWNER_ID)).toEqual({
      changeRole: false,
      remove: false,
    });
  });

  it("leaves the workspace owner's row to the organization Owner, who may re-role but not remove it", () => {
    expect(
      memberControls(
        { userId: 't', organizationRole: 'member', workspaceRole: 'team_lead' },
        user(OWNER_ID, 'team_lead'),
        OWNER_ID,
      ),
    ).toEqual({ changeRole: false, remove: false });
    expect(memberControls(orgOwner, user(OWNER_ID, 'team_lead'), OWNER_ID)).toEqual({
      changeRole: true,
      remove: false,
    });
  });

  it('keeps admin rows fixed and lets only rank decide the invitations', () => {
    expect(memberControls(orgOwner, user('a', 'spectator', 'admin'), OWNER_ID)).toEqual({
      changeRole: false,
      remove: false,
    });
    expect(mayManageInvitation(coordinator, { role: 'team_lead' })).toBe(false);
    expect(mayManageInvitation(coordinator, { role: 'approver' })).toBe(true);
  });
});

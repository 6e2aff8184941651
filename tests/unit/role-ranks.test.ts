/**
 * The role ranking (issue 10 "roles cannot be raised from below"; shared/permissions/ranks.ts): who may
 * grant, change and remove which roles, self-changes, and the workspace owner's membership.
 */
import { describe, expect, it } from 'vitest';
import {
  grantableRoles,
  mayActOnRole,
  rankOf,
  roleActionRefusal,
  type RankedPerson,
} from '../../shared/permissions/ranks';
import { GUEST_ROLES, TEAM_ROLES, WORKSPACE_ROLES, type WorkspaceRole } from '../../shared/permissions/roles';

const member = (userId: string, workspaceRole: WorkspaceRole | null): RankedPerson => ({
  userId,
  organizationRole: 'member',
  workspaceRole,
});
const orgOwner: RankedPerson = { userId: 'owner', organizationRole: 'owner', workspaceRole: 'team_lead' };
const orgAdmin: RankedPerson = { userId: 'admin', organizationRole: 'admin', workspaceRole: null };
const WORKSPACE_OWNER = 'creator';

describe('role ranking', () => {
  it('ranks guests below every team role that can invite, and organization roles above Team Lead', () => {
    for (const guest of GUEST_ROLES) {
      for (const team of TEAM_ROLES) expect(rankOf(member('g', guest))).toBeLessThan(rankOf(member('t', team)));
    }
    expect(rankOf(orgAdmin)).toBeGreaterThan(rankOf(member('t', 'team_lead')));
    expect(rankOf(orgOwner)).toBeGreaterThan(rankOf(orgAdmin));
    // An organization Owner who is also a Team Lead member ranks as the Owner.
    expect(rankOf(orgOwner)).toBeGreaterThan(rankOf(member('t', 'team_lead')));
  });

  it('lets a Coordinator grant Coordinator and below, never Team Lead', () => {
    const coordinator = member('c', 'coordinator');
    expect(grantableRoles(coordinator)).toEqual(['coordinator', 'production', 'spectator', 'approver', 'contributor']);
    expect(roleActionRefusal(coordinator, { kind: 'grant', role: 'team_lead' }, WORKSPACE_OWNER)).toBe('above');
  });

  it('lets no role without can_invite_collaborator grant anything', () => {
    for (const role of ['production', 'spectator', 'approver', 'contributor'] as const) {
      expect(grantableRoles(member('x', role))).toEqual([]);
      expect(
        roleActionRefusal(member('x', role), { kind: 'remove', target: member('y', 'contributor') }, WORKSPACE_OWNER),
      ).toBe('not_allowed');
    }
    expect(grantableRoles(member('x', null))).toEqual([]);
  });

  it('refuses anyone changing or removing themselves, the organization Owner included', () => {
    for (const caller of [orgOwner, orgAdmin, member('c', 'coordinator'), member('t', 'team_lead')]) {
      expect(roleActionRefusal(caller, { kind: 'change', target: caller, to: 'spectator' }, WORKSPACE_OWNER)).toBe(
        'self',
      );
      expect(roleActionRefusal(caller, { kind: 'change', target: caller, to: 'team_lead' }, WORKSPACE_OWNER)).toBe(
        'self',
      );
      expect(roleActionRefusal(caller, { kind: 'remove', target: caller }, WORKSPACE_OWNER)).toBe('self');
    }
    expect(roleActionRefusal(orgAdmin, { kind: 'organization_role', target: orgAdmin, to: 'member' }, null)).toBe(
      'self',
    );
  });

  it('checks both the role held now and the role given', () => {
    const coordinator = member('c', 'coordinator');
    expect(
      mayActOnRole(
        coordinator,
        { kind: 'change', target: member('p', 'production'), to: 'coordinator' },
        WORKSPACE_OWNER,
      ),
    ).toBe(true);
    expect(
      roleActionRefusal(
        coordinator,
        { kind: 'change', target: member('p', 'production'), to: 'team_lead' },
        WORKSPACE_OWNER,
      ),
    ).toBe('above');
    expect(
      roleActionRefusal(
        coordinator,
        { kind: 'change', target: member('t', 'team_lead'), to: 'spectator' },
        WORKSPACE_OWNER,
      ),
    ).toBe('above');
    expect(roleActionRefusal(coordinator, { kind: 'remove', target: member('t', 'team_lead') }, WORKSPACE_OWNER)).toBe(
      'above',
    );
    expect(mayActOnRole(coordinator, { kind: 'remove', target: member('c2', 'coordinator') }, WORKSPACE_OWNER)).toBe(
      true,
    );
    expect(roleActionRefusal(member('t', 'team_lead'), { kind: 'remove', target: orgAdmin }, WORKSPACE_OWNER)).toBe(
      'above',
    );
  });

  it("keeps the workspace owner's membership for the organization Owner alone", () => {
    const creator = member(WORKSPACE_OWNER, 'team_lead');
    expect(
      roleActionRefusal(
        member('t', 'team_lead'),
        { kind: 'change', target: creator, to: 'spectator' },
        WORKSPACE_OWNER,
      ),
    ).toBe('workspace_owner');
    expect(roleActionRefusal(orgAdmin, { kind: 'remove', target: creator }, WORKSPACE_OWNER)).toBe('workspace_owner');
    expect(mayActOnRole(orgOwner, { kind: 'change', target: creator, to: 'spectator' }, WORKSPACE_OWNER)).toBe(true);
  });

  it('lets Admins make Admins and demote them, but nobody touch the organization Owner', () => {
    expect(
      mayActOnRole(orgAdmin, { kind: 'organization_role', target: member('m', 'production'), to: 'admin' }, null),
    ).toBe(true);
    expect(
      mayActOnRole(
        orgAdmin,
        { kind: 'organization_role', target: { ...orgAdmin, userId: 'admin2' }, to: 'member' },
        null,
      ),
    ).toBe(true);
    expect(roleActionRefusal(orgAdmin, { kind: 'organization_role', target: orgOwner, to: 'member' }, null)).toBe(
      'above',
    );
    expect(
      roleActionRefusal(
        member('t', 'team_lead'),
        { kind: 'organization_role', target: member('m', 'production'), to: 'admin' },
        null,
      ),
    ).toBe('not_allowed');
  });

  it('lets the organization Owner and Admins grant every workspace role', () => {
    expect(grantableRoles(orgOwner)).toEqual([...WORKSPACE_ROLES]);
    expect(grantableRoles(orgAdmin)).toEqual([...WORKSPACE_ROLES]);
  });
});

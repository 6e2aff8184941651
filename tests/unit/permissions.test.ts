/**
 * The permission matrix (accounts spec §6, cards spec §6): role meanings the spec fixes.
 */
import { describe, expect, it } from 'vitest';
import {
  WORKSPACE_PERMISSIONS,
  hasOrganizationPermission,
  hasWorkspacePermission,
  workspaceFlags,
} from '../../shared/permissions/matrix';
import { WORKSPACE_ROLES } from '../../shared/permissions/roles';

describe('permission matrix', () => {
  it('gives every role plain membership and organization owners and admins everything', () => {
    for (const role of WORKSPACE_ROLES) expect(hasWorkspacePermission(null, role, 'view')).toBe(true);
    for (const permission of WORKSPACE_PERMISSIONS) {
      expect(hasWorkspacePermission('owner', null, permission)).toBe(true);
      expect(hasWorkspacePermission('admin', null, permission)).toBe(true);
    }
  });

  it('denies a non-member everything', () => {
    for (const permission of WORKSPACE_PERMISSIONS) expect(hasWorkspacePermission(null, null, permission)).toBe(false);
    expect(hasWorkspacePermission('member', null, 'view')).toBe(false);
    expect(hasOrganizationPermission(null, 'view')).toBe(false);
  });

  it('lets every role that comments post in the Guest tab except Production (cards spec §6)', () => {
    expect(hasWorkspacePermission(null, 'production', 'can_access_comment')).toBe(true);
    expect(hasWorkspacePermission(null, 'production', 'can_access_guest_comment')).toBe(false);
    for (const role of ['team_lead', 'coordinator', 'approver', 'contributor'] as const) {
      expect(hasWorkspacePermission(null, role, 'can_access_guest_comment')).toBe(true);
    }
    expect(hasWorkspacePermission(null, 'spectator', 'can_access_guest_comment')).toBe(false);
    expect(hasWorkspacePermission('admin', 'production', 'can_access_guest_comment')).toBe(true);
  });

  it('keeps Spectator view-only', () => {
    const flags = workspaceFlags(null, 'spectator');
    for (const write of [
      'can_crud_content_group',
      'can_access_move_content_board',
      'can_access_edit_title',
      'can_access_comment',
      'can_access_stage',
    ] as const) {
      expect(flags[write]).toBe(false);
    }
  });

  it('keeps guests out of the Team tab, hidden stages and hidden lists', () => {
    for (const guest of ['approver', 'contributor'] as const) {
      const flags = workspaceFlags(null, guest);
      expect(flags.can_access_team_comment).toBe(false);
      expect(flags.can_access_show_team_comment).toBe(false);
      expect(flags.can_see_hidden_stages).toBe(false);
      expect(flags.can_show).toBe(false);
    }
    expect(hasWorkspacePermission(null, 'approver', 'can_access_accept_revision')).toBe(true);
    expect(hasWorkspacePermission(null, 'contributor', 'can_access_accept_revision')).toBe(false);
  });

  it('lets only owners and admins create workspaces and see the recycle bin', () => {
    expect(hasOrganizationPermission('member', 'can_create_workspace')).toBe(false);
    expect(hasOrganizationPermission('admin', 'can_view_recycle_bin')).toBe(true);
    expect(hasOrganizationPermission('admin', 'can_destroy_organization')).toBe(false);
  });
});

describe('docs/permissions.md', () => {
  it('matches the matrix (run `npm run docs:permissions` after changing it)', async () => {
    const { readFileSync } = await import('node:fs');
    const { renderPermissionsMarkdown } = await import('../../shared/permissions/render-markdown');
    expect(readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8')).toBe(
      renderPermissionsMarkdown(),
    );
  });
});

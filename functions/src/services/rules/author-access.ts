/**
 * A board rule's author as the runner acts for them (issue 38 "checked against the author's rights at the
 * time of the run"; decisions BR7): their role in the workspace and its organization, read now, as an
 * `Access` the services take; and the pause of a rule whose author lost the right to manage rules, told to
 * the workspace's Team Leads.
 */
import { hasWorkspacePermission, type WorkspacePermission } from '../../../../shared/permissions/matrix';
import { updateBoardRule, type BoardRuleRecord } from '../../data/board-rules';
import { createNotifications } from '../../data/notifications';
import { getOrganizationRole } from '../../data/organizations';
import { getUser } from '../../data/users';
import type { WorkspaceSkeleton } from '../../data/workspaces';
import type { Access } from '../access/authorize';
import { noticeText } from '../../lib/i18n/notices';

/** The right a rule's author must keep for it to run (the rules routes' policy, decisions BR1). */
export const RULE_AUTHOR_PERMISSION: WorkspacePermission = 'can_access_update_workspace';

/**
 * The author's access to the workspace as of now (their membership from `skeleton`, read consistently by the
 * caller; their organization role and user item, 2 GetItems), or null when they may no longer manage rules.
 */
export async function authorAccessOf(authorId: string, skeleton: WorkspaceSkeleton): Promise<Access | null> {
  const workspace = skeleton.workspace;
  if (!workspace) return null;
  const workspaceRole = skeleton.members.find((m) => m.user_id === authorId)?.role ?? null;
  const [organizationRole, user] = await Promise.all([
    getOrganizationRole(workspace.organization_id, authorId),
    getUser(authorId),
  ]);
  const can = (permission: WorkspacePermission) => hasWorkspacePermission(organizationRole, workspaceRole, permission);
  if (!user || !(workspaceRole || organizationRole) || !can(RULE_AUTHOR_PERMISSION)) return null;
  return {
    organizationId: workspace.organization_id,
    organizationRole,
    workspace,
    workspaceRole,
    skeleton,
    can,
    user,
  };
}

/** Why a rule paused itself. */
export const PAUSED_AUTHOR_REASON =
  "Paused: the rule's author no longer has the right to manage this workspace's rules. Enable it again to run it as yourself.";

/**
 * Pause `rule` (enabled false, `paused_reason`) and tell the workspace's Team Leads in their bell.
 * Enabling it again (PATCH) makes the one who enables it its author (decisions BR7).
 */
export async function pauseRule(rule: BoardRuleRecord, skeleton: WorkspaceSkeleton): Promise<void> {
  await updateBoardRule(rule.rules_of, rule.rule_id, {
    enabled: false,
    paused_reason: PAUSED_AUTHOR_REASON,
    updated_at: new Date().toISOString(),
  });
  const workspace = skeleton.workspace!;
  const leads = skeleton.members.filter((m) => m.role === 'team_lead').map((m) => m.user_id);
  await createNotifications(
    leads.map((userId) => ({
      userId,
      type: 'others' as const,
      category: 'other' as const,
      ...noticeText('rule.paused', { rule: rule.name }),
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
    })),
  );
}

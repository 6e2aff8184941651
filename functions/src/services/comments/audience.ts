/**
 * Who may see a card's comment tab (cards spec §6: the Team tab is hidden from guests and from roles
 * without `can_access_show_team_comment`; guests see only cards in client-visible stages): the people a
 * comment may mention and notify (docs/decisions.md R8). Decided by each member's workspace role.
 */
import { WORKSPACE_ROLE_PERMISSIONS } from '../../../../shared/permissions/matrix';
import type { WorkspaceRole } from '../../../../shared/permissions/roles';
import type { CommentTab } from '../../../../shared/schemas/comments-limits';
import type { StageRecord, WorkspaceMemberRecord } from '../../data/workspaces';

/**
 * Whether a member with `role` sees the card's tab in `stage`; with `hiddenThread` (issue 35: a pin, or a
 * reply to a pin, on a content hidden from guests) only roles that see hidden contents (`can_show`) do.
 */
export function roleSeesTab(
  role: WorkspaceRole,
  tab: CommentTab,
  stage: Pick<StageRecord, 'visible_to_client'> | undefined,
  hiddenThread = false,
): boolean {
  const flags = WORKSPACE_ROLE_PERMISSIONS[role];
  if (!flags.has('can_see_hidden_stages') && !stage?.visible_to_client) return false;
  if (hiddenThread && !flags.has('can_show')) return false;
  return tab === 'guest' || flags.has('can_access_show_team_comment');
}

/** The members who see the tab (and the hidden thread, when `hiddenThread`), by user id. */
export function tabAudience(
  members: readonly WorkspaceMemberRecord[],
  tab: CommentTab,
  stage: Pick<StageRecord, 'visible_to_client'> | undefined,
  hiddenThread = false,
): Set<string> {
  return new Set(members.filter((m) => roleSeesTab(m.role, tab, stage, hiddenThread)).map((m) => m.user_id));
}

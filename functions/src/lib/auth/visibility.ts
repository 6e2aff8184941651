/**
 * What a workspace member may see of the board (accounts spec §6; cards spec §6):
 * guests see only the stages the team made visible to the client.
 */
import type { WorkspacePermission } from '../../../../shared/permissions/matrix';

/** What visibility needs of the caller's access (`Access` in ./authorize.ts, which uses these checks). */
interface PermissionCheck {
  can(permission: WorkspacePermission): boolean;
}

/** The stages among `stages` that the caller may see. */
export function visibleStages<T extends { visible_to_client?: boolean }>(stages: T[], access: PermissionCheck): T[] {
  return access.can('can_see_hidden_stages') ? stages : stages.filter((s) => s.visible_to_client);
}

/** Whether the caller may see `stage` (null: the stage does not exist in this workspace). */
export function canSeeStage<T extends { visible_to_client?: boolean }>(
  stage: T | null,
  access: PermissionCheck,
): stage is T {
  return stage !== null && visibleStages([stage], access).length === 1;
}

/**
 * What a workspace member may see of the board (accounts spec §6; cards spec §6):
 * guests see only the stages the team made visible to the client.
 */
import type { Access } from './authorize';

/** The stages among `stages` that the caller may see. */
export function visibleStages<T extends { visible_to_client?: boolean }>(stages: T[], access: Access): T[] {
  return access.can('can_see_hidden_stages') ? stages : stages.filter((s) => s.visible_to_client);
}

/** Whether the caller may see `stage` (null: the stage does not exist in this workspace). */
export function canSeeStage<T extends { visible_to_client?: boolean }>(stage: T | null, access: Access): stage is T {
  return stage !== null && visibleStages([stage], access).length === 1;
}

/**
 * `/organizations/:organization_id/workspaces/:workspace_id/stages` (accounts spec §2 "…/stages
 * (protected)"): the stage settings of a workspace (board feature). Protected by can_access_stage (§6
 * "Stage settings need stage access"); without it the page says so instead of showing the settings.
 */
import { StagesSettings } from '../../features/board/components/stages-settings';
import { WorkspaceSubpage } from './workspace-subpage';

/** The stages page. */
export function WorkspaceStagesRoute() {
  return (
    <WorkspaceSubpage
      title="Stages"
      backTo="board"
      allowed={(permissions) => permissions.can_access_stage === true}
      deniedHint="Ask a team lead of this workspace to change its stages."
    >
      {({ workspaceId }) => <StagesSettings workspaceId={workspaceId} />}
    </WorkspaceSubpage>
  );
}

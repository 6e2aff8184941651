/**
 * `/organizations/:organization_id/workspaces/:workspace_id/stages` (accounts spec §2 "…/stages
 * (protected)"): the stage settings of a workspace (board feature). Protected by can_access_stage (§6
 * "Stage settings need stage access"); without it the page says so instead of showing the settings.
 */
import { StagesSettings } from '../../features/board/components/stages-settings';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../features/board/english-messages';

/** The stages page. */
export function WorkspaceStagesRoute() {
  const { t } = useTranslation('board');
  return (
    <WorkspaceSubpage
      title={t('settings.table')}
      loadingLabel={t('settings.loading')}
      backTo="board"
      allowed={(permissions) => permissions.can_access_stage === true}
      deniedHint={t('settings.deniedHint')}
    >
      {({ workspaceId }) => <StagesSettings workspaceId={workspaceId} />}
    </WorkspaceSubpage>
  );
}

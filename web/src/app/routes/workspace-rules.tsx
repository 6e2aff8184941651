/**
 * `/organizations/:organization_id/workspaces/:workspace_id/rules`: the workspace's board rules (issue 38;
 * beyond the spec), for Owner, Admins and Team Leads (`can_access_update_workspace`, decisions BR1); others
 * are told they may not. Reached from the workspace options menu; loaded lazily.
 */
import { Card } from '@aws-amplify/ui-react';
import { RulesPage } from '../../features/rules/components/rules-page';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The Rules page. */
export function WorkspaceRulesRoute() {
  const { t } = useTranslation('rules');
  return (
    <WorkspaceSubpage
      title={t('page.title')}
      loadingLabel={t('page.loading')}
      backTo="board"
      allowed={(permissions) => permissions.can_access_update_workspace === true}
      deniedHint={t('page.denied')}
    >
      {({ workspaceId, workspace }) => (
        <Card variation="outlined" padding={{ base: 'medium', medium: 'large' }} maxWidth="60rem">
          <RulesPage workspaceId={workspaceId} stages={workspace.stages.map((s) => ({ id: s.id, name: s.name }))} />
        </Card>
      )}
    </WorkspaceSubpage>
  );
}

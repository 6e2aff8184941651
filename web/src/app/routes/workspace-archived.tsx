/**
 * `/organizations/:organization_id/workspaces/:workspace_id/archived`: the workspace's archived cards
 * (docs/decisions.md K7), reached from the workspace options menu. Every member may look; unarchiving
 * needs can_access_content_group_archive (cards spec §6).
 */
import { Card } from '@aws-amplify/ui-react';
import { ArchivedCards } from '../../features/card/components/archived-cards';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The archived cards page. */
export function WorkspaceArchivedRoute() {
  const { t } = useTranslation('collaborators');
  return (
    <WorkspaceSubpage title={t('subpage.archived')} loadingLabel={t('subpage.archivedLoading')}>
      {({ organizationId, workspaceId, workspace }) => (
        <Card variation="outlined" padding="large" maxWidth="48rem">
          <ArchivedCards
            organizationId={organizationId}
            workspaceId={workspaceId}
            canUnarchive={workspace.permissions.can_access_content_group_archive === true}
          />
        </Card>
      )}
    </WorkspaceSubpage>
  );
}

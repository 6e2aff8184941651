/**
 * `/organizations/:organization_id/workspaces/:workspace_id/collaborators` (accounts spec §2; §3 Workspace
 * user, Invited user, Invitation form; §6 can_invite_collaborator): the workspace's Users page. The
 * workspace (board feature) gives the name and the caller's flags; the collaborators feature the rest.
 */
import { CollaboratorsPage } from '../../features/collaborators/components/collaborators-page';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The workspace Users page. */
export function WorkspaceCollaboratorsRoute() {
  const { t } = useTranslation('collaborators');
  return (
    <WorkspaceSubpage title={t('page.title')} loadingLabel={t('page.loading')}>
      {({ organizationId, workspaceId, workspace }) => (
        <CollaboratorsPage
          organizationId={organizationId}
          workspaceId={workspaceId}
          canInvite={workspace.permissions.can_invite_collaborator === true}
        />
      )}
    </WorkspaceSubpage>
  );
}

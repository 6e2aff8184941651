/**
 * `/organizations/:organization_id/workspaces/:workspace_id/collaborators` (accounts spec §2; §3 Workspace
 * user, Invited user, Invitation form; §6 can_invite_collaborator): the workspace's Users page. The
 * workspace (board feature) gives the name and the caller's flags; the collaborators feature the rest.
 */
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';

// The members' tables and forms load after the page's frame, so its first script stays within its 171 KB
// budget (issue 41; decisions MC2: the shared role picker and seats line now carry their words).
const CollaboratorsPage = lazy(() =>
  import('../../features/collaborators/components/collaborators-page').then((m) => ({
    default: m.CollaboratorsPage,
  })),
);

/** The workspace Users page. */
export function WorkspaceCollaboratorsRoute() {
  const { t } = useTranslation('collaborators');
  return (
    <WorkspaceSubpage title={t('page.title')} loadingLabel={t('page.loading')}>
      {({ organizationId, workspaceId, workspace }) => (
        <Suspense fallback={<PageLoader />}>
          <CollaboratorsPage
            organizationId={organizationId}
            workspaceId={workspaceId}
            canInvite={workspace.permissions.can_invite_collaborator === true}
          />
        </Suspense>
      )}
    </WorkspaceSubpage>
  );
}

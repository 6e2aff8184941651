/**
 * `/organizations/:organization_id/workspaces/:workspace_id/archived`: the workspace's archived cards
 * (docs/decisions.md K7), reached from the workspace options menu. Every member may look; unarchiving
 * needs can_access_content_group_archive (cards spec §6).
 */
import { lazy, Suspense } from 'react';
import { Card } from '@aws-amplify/ui-react';
import { PageLoader } from '../../components/ui/page-loader';
import { useTranslation } from '../../lib/i18n/use-translation';
import { WorkspaceSubpage } from './workspace-subpage';

// The list and its words (the `card` catalogue's English comes with it) load after the page's frame, so
// the page's first script stays within its budget (issue 41; decisions MC2).
const ArchivedCards = lazy(() =>
  import('../../features/card/components/archived-cards').then((m) => ({ default: m.ArchivedCards })),
);

/** The archived cards page. */
export function WorkspaceArchivedRoute() {
  const { t } = useTranslation('collaborators');
  return (
    <WorkspaceSubpage title={t('subpage.archived')} loadingLabel={t('subpage.archivedLoading')}>
      {({ organizationId, workspaceId, workspace }) => (
        <Card variation="outlined" padding="large" maxWidth="48rem">
          <Suspense fallback={<PageLoader />}>
            <ArchivedCards
              organizationId={organizationId}
              workspaceId={workspaceId}
              canUnarchive={workspace.permissions.can_access_content_group_archive === true}
            />
          </Suspense>
        </Card>
      )}
    </WorkspaceSubpage>
  );
}

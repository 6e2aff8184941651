/**
 * The shell of a workspace's sub-pages (Users, Stages, Labels; accounts spec §2 routes under
 * `…/workspaces/:workspace_id/`): it loads the workspace (board feature) for its name and the caller's
 * flags, shows a loader or the load failure, then a back link, the page title over the workspace name,
 * and either the page or, without the permission, "You are not authorized to access this page" (§6).
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths, type WorkspaceMode } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceLoadFailure } from '../../components/ui/load-failure';
import { getWorkspaceQueryOptions } from '../../features/board/api/get-workspace';
import type { WorkspaceDetail } from '../../../../shared/schemas/workspace';
import { useNotAuthorizedMessage } from '../not-authorized';
import { useTranslation } from '../../lib/i18n/use-translation';

interface WorkspaceSubpageProps {
  /** The page's name: the h1 and the document title's first part. */
  title: string;
  /** The loader's name ("Loading users…"); "Loading {title in lower case}…" without it. */
  loadingLabel?: string;
  /** Which view the back link returns to. */
  backTo?: WorkspaceMode;
  /** Whether the caller may see the page, from the workspace's permission flags. */
  allowed?: (permissions: WorkspaceDetail['permissions']) => boolean;
  /** Who to ask, shown when the page is not allowed. */
  deniedHint?: string;
  /** The page, given the route's ids and the loaded workspace. */
  children: (page: { organizationId: string; workspaceId: string; workspace: WorkspaceDetail }) => ReactNode;
}

/** Loads the workspace, then frames `children` as one of its sub-pages. */
export function WorkspaceSubpage({
  title,
  loadingLabel,
  backTo = 'list',
  allowed = () => true,
  deniedHint,
  children,
}: WorkspaceSubpageProps) {
  const params = useParams();
  const notAuthorized = useNotAuthorizedMessage();
  // The shell's own words are in `collaborators` (decisions MA1).
  const { t } = useTranslation('collaborators');
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const query = useQuery(getWorkspaceQueryOptions(workspaceId));
  const back = (
    <Link className="gl-link" to={paths.workspace.getHref(organizationId, workspaceId, backTo)}>
      {backTo === 'board' ? t('subpage.backToBoard') : t('subpage.backToWorkspace')}
    </Link>
  );

  if (query.isPending)
    return <PageLoader label={loadingLabel ?? t('subpage.loading', { page: title.toLowerCase() })} />;
  const workspace = query.data;
  if (!workspace) return <WorkspaceLoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;

  return (
    <div className="gl-page">
      <title>{t('subpage.documentTitle', { page: title, workspace: workspace.name })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          {back}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {title}
          </Heading>
          <Text color="font.secondary">{workspace.name}</Text>
        </Flex>
        {allowed(workspace.permissions) ? (
          children({ organizationId, workspaceId, workspace })
        ) : (
          <EmptyState title={notAuthorized} description={deniedHint} action={back} />
        )}
      </Flex>
    </div>
  );
}

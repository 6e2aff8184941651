/**
 * `/organizations/:organization_id/workspaces/:workspace_id/stages` (accounts spec §2 "…/stages
 * (protected)"): the stage settings of a workspace (board feature). Protected by can_access_stage (§6
 * "Stage settings need stage access"); without it the page says so instead of showing the settings.
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceLoadFailure } from '../../components/ui/load-failure';
import { getWorkspaceQueryOptions } from '../../features/board/api/get-workspace';
import { StagesSettings } from '../../features/board/components/stages-settings';

/** The message for a page the role may not open (accounts spec §6). */
const NOT_AUTHORIZED = 'You are not authorized to access this page';

/** The stages page. */
export function WorkspaceStagesRoute() {
  const params = useParams();
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const query = useQuery(getWorkspaceQueryOptions(workspaceId));
  const back = (
    <Link className="gl-link" to={paths.workspace.getHref(organizationId, workspaceId, 'board')}>
      Back to the board
    </Link>
  );

  if (query.isPending) return <PageLoader label="Loading stages…" />;
  const workspace = query.data;
  if (!workspace) {
    return <WorkspaceLoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }

  return (
    <div className="gl-page">
      <title>{`Stages · ${workspace.name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          {back}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Stages
          </Heading>
          <Text color="font.secondary">{workspace.name}</Text>
        </Flex>
        {workspace.permissions.can_access_stage ? (
          <StagesSettings workspaceId={workspaceId} />
        ) : (
          <EmptyState title={NOT_AUTHORIZED} description="Ask a team lead of this workspace to change its stages." action={back} />
        )}
      </Flex>
    </div>
  );
}

/**
 * `/organizations/:organization_id/workspaces/:workspace_id/collaborators` (accounts spec §2; §3 Workspace
 * user, Invited user, Invitation form; §6 can_invite_collaborator): the workspace's Users page. The
 * workspace (board feature) gives the name and the caller's flags; the collaborators feature the rest.
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceLoadFailure } from '../../components/ui/load-failure';
import { getWorkspaceQueryOptions } from '../../features/board/api/get-workspace';
import { CollaboratorsPage } from '../../features/collaborators/components/collaborators-page';

/** The workspace Users page. */
export function WorkspaceCollaboratorsRoute() {
  const params = useParams();
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const query = useQuery(getWorkspaceQueryOptions(workspaceId));
  const back = (
    <Link className="gl-link" to={paths.workspace.getHref(organizationId, workspaceId)}>
      Back to the workspace
    </Link>
  );

  if (query.isPending) return <PageLoader label="Loading users…" />;
  const workspace = query.data;
  if (!workspace) {
    return <WorkspaceLoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }

  return (
    <div className="gl-page">
      <title>{`Users · ${workspace.name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          {back}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Users
          </Heading>
          <Text color="font.secondary">{workspace.name}</Text>
        </Flex>
        <CollaboratorsPage organizationId={organizationId} workspaceId={workspaceId} canInvite={workspace.permissions.can_invite_collaborator === true} />
      </Flex>
    </div>
  );
}

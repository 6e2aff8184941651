/**
 * `/organizations/:organization_id/workspaces/:workspace_id/collaborators` (accounts spec §2; §3 Workspace
 * user, Invited user, Invitation form; §6 can_invite_collaborator): the workspace's Users page. The
 * workspace (board feature) gives the name and the caller's flags; the collaborators feature the rest.
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
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
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <div className="gl-page">
        {missing ? (
          <EmptyState title="This workspace is not available." description="It may have been deleted, or you are not a member." action={back} />
        ) : (
          <Alert variation="error" heading="The workspace could not be loaded">
            <Flex direction="column" gap="xs" alignItems="flex-start">
              {errorMessage(query.error)}
              <Button size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Flex>
          </Alert>
        )}
      </div>
    );
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

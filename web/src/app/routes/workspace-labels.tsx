/**
 * `/organizations/:organization_id/workspaces/:workspace_id/labels`: the workspace's labels (cards spec
 * §2 label dialog modes list, new and edit; §7 Labels), for users with can_access_edit_label (§6);
 * others are told they may not. Reached from the workspace options menu and the new-card form. A label
 * change refreshes the workspace's cached board, whose cards show labels.
 */
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceLoadFailure } from '../../components/ui/load-failure';
import { getWorkspaceQueryOptions, getWorkspaceScopeQueryKey } from '../../features/board/api/get-workspace';
import { LabelManager } from '../../features/labels/components/label-manager';

/** The labels page. */
export function WorkspaceLabelsRoute() {
  const params = useParams();
  const queryClient = useQueryClient();
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const query = useQuery(getWorkspaceQueryOptions(workspaceId));
  const onChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getWorkspaceScopeQueryKey(workspaceId) }),
    [queryClient, workspaceId],
  );
  const back = (
    <Link className="gl-link" to={paths.workspace.getHref(organizationId, workspaceId, 'list')}>
      Back to the workspace
    </Link>
  );

  if (query.isPending) return <PageLoader label="Loading labels…" />;
  const workspace = query.data;
  if (!workspace) return <WorkspaceLoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;

  return (
    <div className="gl-page">
      <title>{`Labels · ${workspace.name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          {back}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Labels
          </Heading>
          <Text color="font.secondary">{workspace.name}</Text>
        </Flex>
        {workspace.permissions.can_access_edit_label ? (
          <Card variation="outlined" padding="large" maxWidth="40rem">
            <LabelManager workspaceId={workspaceId} onChanged={onChanged} />
          </Card>
        ) : (
          <EmptyState title="You are not authorized to access this page" description="Ask a team lead of this workspace to manage its labels." action={back} />
        )}
      </Flex>
    </div>
  );
}

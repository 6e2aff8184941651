/**
 * `/organizations/:organization_id/workspaces/:workspace_id/content_groups/new` (accounts spec §2
 * "Full-page new-card form"): the board feature's form for this workspace's stages. "Save" goes back to
 * the workspace's list view with a confirmation; `?stage_id=` preselects a stage. Creating cards needs
 * can_crud_content_group (§6). The form's labels and members come from `GET …/content_groups/new`;
 * the Label field shows with can_access_edit_label, Participants with can_assign_user (cards spec §6).
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceLoadFailure } from '../../components/ui/load-failure';
import type { FlashState } from '../../components/ui/toast/flash';
import { getWorkspaceQueryOptions } from '../../features/board/api/get-workspace';
import { NewCardForm } from '../../features/board/components/new-card-form';
import { useNewCardOptions } from '../../features/board/api/get-new-card-options';
import { useNotAuthorizedMessage } from '../not-authorized';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../features/board/english-messages';
import '../../features/workspaces/english-messages';

/** The new-card page. */
export function NewCardRoute() {
  const { t } = useTranslation('board');
  useTranslation('workspace'); // its page.* loader label
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const query = useQuery(getWorkspaceQueryOptions(workspaceId));
  const options = useNewCardOptions(workspaceId);
  const notAuthorized = useNotAuthorizedMessage();
  const workspaceHref = paths.workspace.getHref(organizationId, workspaceId, 'list');
  const back = (
    <Link className="gl-link" to={workspaceHref}>
      {t('common:nav.backToWorkspace')}
    </Link>
  );

  if (query.isPending || (options.isPending && query.data?.permissions.can_crud_content_group))
    return <PageLoader label={t('workspace:page.loadingWorkspace')} />;
  const workspace = query.data;
  if (!workspace) {
    return <WorkspaceLoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }
  const canLabel = workspace.permissions.can_access_edit_label === true;
  const canAssign = workspace.permissions.can_assign_user === true;

  let body;
  if (!workspace.permissions.can_crud_content_group) {
    body = <EmptyState title={notAuthorized} action={back} />;
  } else if (!options.data) {
    body = <WorkspaceLoadFailure error={options.error} onRetry={() => void options.refetch()} back={back} />;
  } else if (workspace.stages.length === 0) {
    body = (
      <EmptyState
        title={t(workspace.permissions.can_access_stage ? 'empty.noStageYet' : 'empty.noAvailableStage')}
        description={t('newCard.needsStage')}
        action={back}
      />
    );
  } else {
    body = (
      <Card variation="outlined" padding="large" maxWidth="40rem">
        <NewCardForm
          workspaceId={workspaceId}
          stages={workspace.stages}
          initialStageId={searchParams.get('stage_id') ?? undefined}
          labels={canLabel ? options.data.labels : undefined}
          members={canAssign ? options.data.workspace_users : undefined}
          noLabels={
            <>
              {t('newCard.noLabels')}{' '}
              <Link className="gl-link" to={paths.workspaceLabels.getHref(organizationId, workspaceId)}>
                {t('newCard.manageLabels')}
              </Link>
            </>
          }
          onSaved={(card) => {
            const state: FlashState = {
              flash: { variation: 'success', message: t('newCard.created', { name: card.name }) },
            };
            void navigate(workspaceHref, { state });
          }}
          onCancel={() => void navigate(workspaceHref)}
        />
      </Card>
    );
  }

  return (
    <div className="gl-page">
      <title>{t('newCard.pageTitle', { workspace: workspace.name })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          {back}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('newCard.form')}
          </Heading>
          <Text color="font.secondary">{workspace.name}</Text>
        </Flex>
        {body}
      </Flex>
    </div>
  );
}

/**
 * `/organizations/:organization_id/workspaces/:workspace_id/labels`: the workspace's labels (cards spec
 * §2 label dialog modes list, new and edit; §7 Labels), for users with can_access_edit_label (§6);
 * others are told they may not. Reached from the workspace options menu and the new-card form. A label
 * change refreshes the workspace's cached board, whose cards show labels.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '@aws-amplify/ui-react';
import { getWorkspaceScopeQueryKey } from '../../features/board/api/get-workspace';
import { LabelManager } from '../../features/labels/components/label-manager';
import { WorkspaceSubpage } from './workspace-subpage';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The labels page. */
export function WorkspaceLabelsRoute() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('labels');
  return (
    <WorkspaceSubpage
      title={t('page.title')}
      loadingLabel={t('page.loading')}
      allowed={(permissions) => permissions.can_access_edit_label === true}
      deniedHint={t('page.denied')}
    >
      {({ workspaceId }) => (
        <Card variation="outlined" padding="large" maxWidth="40rem">
          <LabelManager
            workspaceId={workspaceId}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: getWorkspaceScopeQueryKey(workspaceId) })}
          />
        </Card>
      )}
    </WorkspaceSubpage>
  );
}

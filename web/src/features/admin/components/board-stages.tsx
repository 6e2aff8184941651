/**
 * The organization's Board Stages page body (accounts spec §2 "Board stages page (add, edit, delete)";
 * §3 Template stage: same flags as Stage, name "Untitled" and flags off by default; §7 inline edit
 * sends one boolean; §8 "There are no board stages yet."). New workspaces of the organization start
 * with these stages.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useState } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { stageColumns } from '../../../components/ui/data-table/stage-columns';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteTemplateStage } from '../api/delete-template-stage';
import { useTemplateStages, type TemplateStage } from '../api/get-template-stages';
import { useUpdateTemplateStage } from '../api/update-template-stage';
import { CreateBoardStageDialog } from './create-board-stage-dialog';
import './admin.css';

/** The empty state (accounts spec §8). */
export const NO_BOARD_STAGES = 'stages.none';

/** The board stages table with "Add Board Stage". */
export function BoardStages({ organizationId }: { organizationId: string }) {
  const query = useTemplateStages(organizationId);
  const remove = useDeleteTemplateStage(organizationId);
  const update = useUpdateTemplateStage(organizationId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TemplateStage | null>(null);

  // The table's own words (stage-columns.tsx): loaded before its columns are made.
  useTranslation('ui');
  const { t } = useTranslation('admin');
  const columns = stageColumns<TemplateStage>({
    noun: 'board stage',
    nameClassName: 'gl-admin-table__name',
    onRename: (stage, name) => update.mutate({ stageId: stage.id, change: { name } }),
    onFlag: (stage, flag, value) => update.mutate({ stageId: stage.id, change: { [flag]: value } }),
    onDelete: setDeleting,
  });
  const body = (
    <QueryState query={query} errorHeading={t('stages.loadFailed')} placeholders={2}>
      {(stages) => (
        <DataTable
          label={t('stages.table')}
          testId="board-stages-table"
          className="gl-admin-table"
          phoneLayout="scroll"
          columns={columns}
          rows={stages}
          rowTestId={(stage) => `board-stage-${stage.name}`}
          empty={{
            title: t(NO_BOARD_STAGES),
            description: t('stages.noneHint'),
          }}
        />
      )}
    </QueryState>
  );

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="flex-end">
        <Button variation="primary" onClick={() => setCreating(true)}>
          {t('stages.add')}
        </Button>
      </Flex>
      {body}
      {creating ? <CreateBoardStageDialog organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('stages.deleteTitle')}
          message={t('stages.deleteQuestion', { name: deleting.name })}
          confirmLabel={t('stages.delete')}
          destructive
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(t('stages.deleted', { name: deleting.name })),
              onSettled: () => setDeleting(null),
            })
          }
          onCancel={() => setDeleting(null)}
          testId="delete-board-stage-dialog"
        />
      ) : null}
    </Flex>
  );
}

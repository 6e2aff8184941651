/**
 * The organization's Board Stages page body (accounts spec §2 "Board stages page (add, edit, delete)";
 * §3 Template stage: same flags as Stage, name "Untitled" and flags off by default; §7 inline edit
 * sends one boolean; §8 "There are no board stages yet."). New workspaces of the organization start
 * with these stages.
 */
import { useState } from 'react';
import { Button, Flex, Placeholder, SwitchField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteTemplateStage } from '../api/delete-template-stage';
import { useTemplateStages, type TemplateStage } from '../api/get-template-stages';
import { useUpdateTemplateStage } from '../api/update-template-stage';
import { BOARD_STAGE_FLAG_LABELS } from '../utils/board-stage-flags';
import { CreateBoardStageDialog } from './create-board-stage-dialog';
import './admin.css';
import { LoadFailure } from '../../../components/ui/load-failure';
import { shownStageFlags, STAGE_FLAG_ORDER } from '../../../lib/stage-flags';

/** The empty state (accounts spec §8). */
export const NO_BOARD_STAGES = 'There are no board stages yet.';

function BoardStageRow({ stage, organizationId, onDelete }: { stage: TemplateStage; organizationId: string; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTemplateStage(organizationId);
  return (
    <TableRow data-testid={`board-stage-${stage.name}`}>
      <TableCell className="gl-admin-table__name">
        {editing ? (
          <InlineEdit
            value={stage.name}
            label={`Board stage name of ${stage.name}`}
            maxLength={100}
            onSave={(name) => update.mutate({ stageId: stage.id, change: { name } })}
            onDone={() => setEditing(false)}
          />
        ) : (
          <button type="button" className="gl-admin-inline-name" onClick={() => setEditing(true)} aria-label={`Rename board stage ${stage.name}`}>
            {stage.name}
          </button>
        )}
      </TableCell>
      {STAGE_FLAG_ORDER.map((flag) => (
        <TableCell key={flag}>
          {shownStageFlags(stage.require_approval_from_client).includes(flag) ? (
            <SwitchField
            label={`${BOARD_STAGE_FLAG_LABELS[flag].label} for ${stage.name}`}
            isLabelHidden
            size="small"
            isChecked={stage[flag]}
            onChange={(event) => update.mutate({ stageId: stage.id, change: { [flag]: event.target.checked } })}
            />
          ) : null}
        </TableCell>
      ))}
      <TableCell>
        <Button size="small" variation="link" colorTheme="error" onClick={onDelete} aria-label={`Delete board stage ${stage.name}`}>
          Delete
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The board stages table with "Add Board Stage". */
export function BoardStages({ organizationId }: { organizationId: string }) {
  const query = useTemplateStages(organizationId);
  const remove = useDeleteTemplateStage(organizationId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TemplateStage | null>(null);

  let body;
  if (query.isPending) {
    body = (
      <Flex direction="column" gap="small" aria-hidden="true">
        <Placeholder size="large" />
        <Placeholder size="large" />
      </Flex>
    );
  } else if (!query.data) {
    body = (
      <LoadFailure error={query.error} heading="The board stages could not be loaded" onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = <EmptyState title={NO_BOARD_STAGES} description="Board stages are the stages every new workspace of this organization starts with." />;
  } else {
    body = (
      <div className="gl-list-table-wrap gl-admin-table">
        <Table size="small" highlightOnHover aria-label="Board stages" data-testid="board-stages-table">
          <TableHead>
            <TableRow>
              <TableCell as="th" scope="col">
                Name
              </TableCell>
              {STAGE_FLAG_ORDER.map((flag) => (
                <TableCell as="th" scope="col" key={flag}>
                  {BOARD_STAGE_FLAG_LABELS[flag].column}
                </TableCell>
              ))}
              <TableCell as="th" scope="col">
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((stage) => (
              <BoardStageRow key={stage.id} stage={stage} organizationId={organizationId} onDelete={() => setDeleting(stage)} />
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="flex-end">
        <Button variation="primary" onClick={() => setCreating(true)}>
          Add Board Stage
        </Button>
      </Flex>
      {body}
      {creating ? <CreateBoardStageDialog organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Board Stage"
          message={`Delete the board stage “${deleting.name}”? Existing workspaces keep their stages.`}
          confirmLabel="Delete"
          destructive
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(`Board stage “${deleting.name}” deleted.`),
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

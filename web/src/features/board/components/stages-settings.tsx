/**
 * The stages page's settings table (accounts spec §2 "…/stages (protected)", §3 Stage flags, §4
 * "Stage creation and deletion use popups", §7 "Inline stage edit sends one boolean among
 * enable_revision, enable_timestamp, visible_to_client, require_approval_from_client").
 *
 * Each stage shows its name (renamed inline: Enter saves, Escape cancels) and its flags as switches;
 * each toggle sends that one flag, optimistically. The three optional settings show only while the
 * stage allows approval requests (§5 Stage form; `shownStageFlags`). "Add Stage" and "Delete" open popups.
 * Stage order is changed on the board only (§4).
 */
import { useState } from 'react';
import { Button, Flex, Placeholder, SwitchField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { Stage } from '../../../../../shared/schemas/stage';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { useStages } from '../api/get-stages';
import { flagChange, useUpdateStage, type StageFlag } from '../api/update-stage';
import { CreateStageDialog } from './create-stage-dialog';
import { DeleteStageDialog } from './delete-stage-dialog';
import { LoadFailure } from '../../../components/ui/load-failure';
import { shownStageFlags, STAGE_FLAG_ORDER } from '../../../lib/stage-flags';

/** Column titles and switch labels of the flags. */
export const STAGE_FLAG_LABELS: Record<StageFlag, { column: string; label: string }> = {
  enable_revision: { column: 'Revision', label: 'Enable revision' },
  enable_timestamp: { column: 'Timestamp', label: 'Enable timestamp' },
  visible_to_client: { column: 'Visible to client', label: 'Visible to client' },
  require_approval_from_client: { column: 'Client approval', label: 'Require approval from client' },
};

interface StageRowProps {
  stage: Stage;
  onRename: (name: string) => void;
  onFlag: (flag: StageFlag, value: boolean) => void;
  onDelete: () => void;
}

function StageRow({ stage, onRename, onFlag, onDelete }: StageRowProps) {
  const [editing, setEditing] = useState(false);
  return (
    <TableRow data-testid={`stage-row-${stage.id}`}>
      <TableCell className="gl-stages__name">
        {editing ? (
          <InlineEdit value={stage.name} label={`Stage name of ${stage.name}`} maxLength={100} onSave={onRename} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="gl-inline-name" onClick={() => setEditing(true)} aria-label={`Rename stage ${stage.name}`}>
            {stage.name}
          </button>
        )}
      </TableCell>
      <TableCell>{stage.content_groups_count}</TableCell>
      {STAGE_FLAG_ORDER.map((flag) => (
        <TableCell key={flag}>
          {shownStageFlags(stage.require_approval_from_client).includes(flag) ? (
            <SwitchField
            label={`${STAGE_FLAG_LABELS[flag].label} for ${stage.name}`}
            isLabelHidden
            size="small"
            isChecked={stage[flag]}
            onChange={(event) => onFlag(flag, event.target.checked)}
            />
          ) : null}
        </TableCell>
      ))}
      <TableCell>
        <Button size="small" variation="link" colorTheme="error" onClick={onDelete} aria-label={`Delete stage ${stage.name}`}>
          Delete
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Every stage of a workspace with its settings (the route checks can_access_stage first). */
export function StagesSettings({ workspaceId }: { workspaceId: string }) {
  const query = useStages(workspaceId);
  const update = useUpdateStage(workspaceId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Stage | null>(null);

  let body;
  if (query.isPending) {
    body = (
      <Flex direction="column" gap="small" aria-hidden="true">
        <Placeholder size="large" />
        <Placeholder size="large" />
        <Placeholder size="large" />
      </Flex>
    );
  } else if (query.isError && !query.data) {
    body = (
      <LoadFailure error={query.error} heading="The stages could not be loaded" onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = <EmptyState title="This workspace has no stage yet." description="Add a stage to start moving cards through your workflow." />;
  } else {
    body = (
      <div className="gl-list-table-wrap gl-stages">
        <Table size="small" highlightOnHover aria-label="Stages">
          <TableHead>
            <TableRow>
              <TableCell as="th" scope="col">
                Name
              </TableCell>
              <TableCell as="th" scope="col">
                Cards
              </TableCell>
              {STAGE_FLAG_ORDER.map((flag) => (
                <TableCell as="th" scope="col" key={flag}>
                  {STAGE_FLAG_LABELS[flag].column}
                </TableCell>
              ))}
              <TableCell as="th" scope="col">
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((stage) => (
              <StageRow
                key={stage.id}
                stage={stage}
                onRename={(name) => update.mutate({ stageId: stage.id, change: { name } })}
                onFlag={(flag, value) => update.mutate({ stageId: stage.id, change: flagChange(flag, value) })}
                onDelete={() => setDeleting(stage)}
              />
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
          Add Stage
        </Button>
      </Flex>
      {body}
      {creating ? <CreateStageDialog workspaceId={workspaceId} onClose={() => setCreating(false)} /> : null}
      {deleting ? <DeleteStageDialog workspaceId={workspaceId} stage={deleting} onClose={() => setDeleting(null)} /> : null}
    </Flex>
  );
}

/**
 * The stages page's settings table (accounts spec §2 "…/stages (protected)", §3 Stage flags, §4
 * "Stage creation and deletion use popups", §7 "Inline stage edit sends one boolean among
 * enable_revision, enable_timestamp, visible_to_client, require_approval_from_client").
 *
 * Each stage shows its name (renamed inline: Enter saves, Escape cancels) and its flags as switches;
 * each toggle sends that one flag, optimistically. The three optional settings show only while the
 * stage allows approval requests (§5 Stage form; `shownStageFlags`), and so does its decision rule (issue 38). "Add Stage" and "Delete" open popups.
 * Stage order is changed on the board only (§4).
 */
import { useState } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import type { Stage } from '../../../../../shared/schemas/stage';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { stageColumns } from '../../../components/ui/data-table/stage-columns';
import { QueryState } from '../../../components/ui/query-state';
import { useStages } from '../api/get-stages';
import { flagChange, useUpdateStage } from '../api/update-stage';
import { CreateStageDialog } from './create-stage-dialog';
import { DeleteStageDialog } from './delete-stage-dialog';
import { StageRuleCell } from './stage-rule-cell';
import { useStageDeciders } from '../api/get-stage-deciders';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Every stage of a workspace with its settings (the route checks can_access_stage first). */
export function StagesSettings({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('board');
  // The table's own words (stage-columns.tsx): loaded before its columns are made.
  useTranslation('ui');
  const query = useStages(workspaceId);
  const update = useUpdateStage(workspaceId);
  const deciders = useStageDeciders(workspaceId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Stage | null>(null);

  const columns = stageColumns<Stage>({
    noun: 'stage',
    nameClassName: 'gl-stages__name',
    extra: [
      {
        key: 'cards',
        title: t('settings.cards'),
        cell: (stage) => stage.content_groups_count,
        sortValue: (stage) => stage.content_groups_count,
      },
      {
        key: 'approval_rule',
        title: t('settings.approvalRule'),
        cell: (stage) => (
          <StageRuleCell
            stage={stage}
            deciders={deciders.data ?? []}
            onChange={(change) => update.mutate({ stageId: stage.id, change })}
          />
        ),
      },
    ],
    onRename: (stage, name) => update.mutate({ stageId: stage.id, change: { name } }),
    onFlag: (stage, flag, value) => update.mutate({ stageId: stage.id, change: flagChange(flag, value) }),
    onDelete: setDeleting,
  });
  const body = (
    <QueryState query={query} errorHeading={t('settings.loadFailed')}>
      {(stages) => (
        <DataTable
          label={t('settings.table')}
          className="gl-stages"
          phoneLayout="scroll"
          columns={columns}
          rows={stages}
          rowTestId={(stage) => `stage-row-${stage.id}`}
          empty={{
            title: t('empty.noStageYet'),
            description: t('empty.addStageHint'),
          }}
        />
      )}
    </QueryState>
  );

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="flex-end">
        <Button variation="primary" onClick={() => setCreating(true)}>
          {t('stage.add')}
        </Button>
      </Flex>
      {body}
      {creating ? <CreateStageDialog workspaceId={workspaceId} onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <DeleteStageDialog workspaceId={workspaceId} stage={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Flex>
  );
}

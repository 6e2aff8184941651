/**
 * The columns a stage settings table shows, shared by the workspace's stages page and the organization's
 * board stages (accounts spec §2 stages and Board stages pages; §3 Stage and Template stage flags; §7
 * "Inline stage edit sends one boolean"): the name, renamed inline (Enter saves, Escape cancels), one
 * switch per flag (the optional three only while approval requests are allowed), and Delete.
 */
import { useState } from 'react';
import { Button, SwitchField } from '@aws-amplify/ui-react';
import { InlineEdit } from '../inline-edit';
import { shownStageFlags, STAGE_FLAG_LABELS, STAGE_FLAG_ORDER, type StageFlagName } from '../../../lib/stage-flags';
import type { DataTableColumn } from './data-table';
import { translate } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../ui-english-messages';

/** What a row needs: a name and the four flags. */
export type StageLike = { id: string; name: string } & Record<StageFlagName, boolean>;

/**
 * The words of one table: "stage" or "board stage" in labels, and what each action does. Texts come from
 * the `ui` catalogue, its English bundled here (issue 41); the caller re-renders on a language change through its
 * own `useTranslation`.
 */
export interface StageColumnsOptions<Row extends StageLike> {
  /** "stage" or "board stage": names the rename, switch and delete controls for screen readers. */
  noun: 'stage' | 'board stage';
  onRename: (row: Row, name: string) => void;
  onFlag: (row: Row, flag: StageFlagName, value: boolean) => void;
  onDelete: (row: Row) => void;
  /** Columns between the name and the flags (the stages page's card count). */
  extra?: DataTableColumn<Row>[];
  nameClassName?: string;
}

/** The catalogue's select value for a noun. */
const nounValue = (noun: StageColumnsOptions<StageLike>['noun']) => (noun === 'board stage' ? 'board' : 'stage');

function StageName({
  name,
  noun,
  onSave,
}: {
  name: string;
  noun: StageColumnsOptions<StageLike>['noun'];
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation('ui');
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <InlineEdit
        value={name}
        label={t('stageTable.nameOf', { noun: nounValue(noun), name })}
        maxLength={100}
        onSave={onSave}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <button
      type="button"
      className="gl-inline-name"
      onClick={() => setEditing(true)}
      aria-label={t('stageTable.rename', { noun: nounValue(noun), name })}
    >
      {name}
    </button>
  );
}

/** Name, extra columns, the four flag switches and Delete. */
export function stageColumns<Row extends StageLike>({
  noun,
  onRename,
  onFlag,
  onDelete,
  extra = [],
  nameClassName,
}: StageColumnsOptions<Row>): DataTableColumn<Row>[] {
  const t = (key: string, values?: Record<string, string>) => translate('ui', key, values);
  return [
    {
      key: 'name',
      title: t('stageTable.name'),
      className: nameClassName,
      cell: (row) => <StageName name={row.name} noun={noun} onSave={(name) => onRename(row, name)} />,
    },
    ...extra,
    ...STAGE_FLAG_ORDER.map((flag): DataTableColumn<Row> => ({
      key: flag,
      title: t(STAGE_FLAG_LABELS[flag].column),
      cell: (row) =>
        shownStageFlags(row.require_approval_from_client).includes(flag) ? (
          <SwitchField
            label={t(STAGE_FLAG_LABELS[flag].labelFor, { name: row.name })}
            isLabelHidden
            size="small"
            isChecked={row[flag]}
            onChange={(event) => onFlag(row, flag, event.target.checked)}
          />
        ) : null,
    })),
    {
      key: 'actions',
      title: t('stageTable.actions'),
      visuallyHidden: true,
      className: 'gl-data-table__actions',
      cell: (row) => (
        <Button
          size="small"
          variation="link"
          colorTheme="error"
          onClick={() => onDelete(row)}
          aria-label={t('stageTable.deleteNamed', { noun: nounValue(noun), name: row.name })}
        >
          {t('stageTable.delete')}
        </Button>
      ),
    },
  ];
}

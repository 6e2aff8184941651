/**
 * The rule editor's actions (issue 38 "one or more actions", done in order): each row a group named
 * "Action N" with its type and what the type needs (./action-fields.tsx); rows are added, removed and moved
 * up or down with buttons (keyboard first, no drag). Focus follows the moved row's button, goes to a new
 * row's type, and to "Add an action" after a removal.
 */
import { useEffect, useRef } from 'react';
import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import { ErrorText } from '../../../components/ui/form-message';
import { RULE_LIMITS, type RuleActionType } from '../../../../../shared/schemas/rules';
import type { RuleChoice } from '../api/rule-choices';
import { ActionFields } from './action-fields';
import { ACTION_OPTIONS } from './rule-options';
import { moveRow, newAction, type DraftAction, type DraftErrors } from './rule-draft';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface ActionRowsProps {
  rows: DraftAction[];
  stages: readonly RuleChoice[];
  labels: readonly RuleChoice[];
  members: readonly RuleChoice[];
  errors: DraftErrors;
  onChange: (rows: DraftAction[]) => void;
}

/** Where focus goes after the next render: a row's type select or one of its buttons, or the Add button. */
type FocusTarget = { key: string; part: 'type' | 'up' | 'down' } | 'add' | null;

/** The actions list with Add, Remove, Move up and Move down. */
export function ActionRows({ rows, stages, labels, members, errors, onChange }: ActionRowsProps) {
  const { t } = useTranslation('rules');
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Set by a click, taken by the effect after the list has rendered the change.
  const pendingFocus = useRef<FocusTarget>(null);
  const setFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus === 'add') addRef.current?.focus();
    else {
      const row = listRef.current?.querySelector(`[data-row="${focus.key}"]`);
      const wanted = row?.querySelector<HTMLElement>(
        focus.part === 'type' ? 'select' : `[data-move="${focus.part}"]:not([disabled])`,
      );
      // At the top or bottom the button pressed is now disabled: the other one keeps the focus in the row.
      (wanted ?? row?.querySelector<HTMLElement>('[data-move]:not([disabled])'))?.focus();
    }
  });
  const replace = (index: number, row: DraftAction) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const move = (index: number, by: -1 | 1) => {
    onChange(moveRow(rows, index, index + by));
    setFocus({ key: rows[index]!.key, part: by < 0 ? 'up' : 'down' });
  };
  return (
    <Flex direction="column" gap="small" ref={listRef}>
      {rows.map((row, index) => (
        <fieldset key={row.key} data-row={row.key} className="gl-rule-row">
          <legend>{t('editor.actionN', { number: index + 1 })}</legend>
          <Flex direction="column" gap="small">
            <SelectField
              label={t('editor.type')}
              value={row.type}
              onChange={(e) => replace(index, { ...newAction(e.target.value as RuleActionType), key: row.key })}
            >
              {ACTION_OPTIONS.map(([value, words]) => (
                <option key={value} value={value}>
                  {t(words)}
                </option>
              ))}
            </SelectField>
            <ActionFields
              row={row}
              stages={stages}
              labels={labels}
              members={members}
              error={errors[row.key]}
              onChange={(changed) => replace(index, changed)}
            />
            <Flex gap="xs" wrap="wrap">
              <Button
                size="small"
                data-move="up"
                aria-label={t('editor.moveUpLabel', { number: index + 1 })}
                isDisabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t('editor.moveUp')}
              </Button>
              <Button
                size="small"
                data-move="down"
                aria-label={t('editor.moveDownLabel', { number: index + 1 })}
                isDisabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('editor.moveDown')}
              </Button>
              <Button
                size="small"
                aria-label={t('editor.removeActionLabel', { number: index + 1 })}
                onClick={() => {
                  onChange(rows.filter((r) => r.key !== row.key));
                  setFocus('add');
                }}
              >
                {t('editor.remove')}
              </Button>
            </Flex>
          </Flex>
        </fieldset>
      ))}
      <ErrorText message={errors.actions} />
      {rows.length < RULE_LIMITS.maxActions ? (
        <Button
          ref={addRef}
          size="small"
          alignSelf="flex-start"
          onClick={() => {
            const row = newAction();
            onChange([...rows, row]);
            setFocus({ key: row.key, part: 'type' });
          }}
        >
          {t('editor.addAction')}
        </Button>
      ) : null}
    </Flex>
  );
}

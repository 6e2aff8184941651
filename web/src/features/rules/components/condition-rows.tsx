/**
 * The rule editor's conditions (issue 38 "conditions: the stage, a label present or absent, a participant"):
 * each row a group named "Condition N" with its type and the stage, label or member it names; rows are added
 * and removed (all must hold, so their order does not matter). Focus goes to a new row's type, and to "Add a
 * condition" after a removal.
 */
import { useEffect, useRef } from 'react';
import { Button, Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { RULE_LIMITS, type RuleConditionType } from '../../../../../shared/schemas/rules';
import type { RuleChoice } from '../api/rule-choices';
import { CONDITION_OPTIONS } from './rule-options';
import { newCondition, type DraftCondition, type DraftErrors } from './rule-draft';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface ConditionRowsProps {
  rows: DraftCondition[];
  stages: readonly RuleChoice[];
  labels: readonly RuleChoice[];
  members: readonly RuleChoice[];
  errors: DraftErrors;
  onChange: (rows: DraftCondition[]) => void;
}

/** The select of what the condition names, by its type. */
function ConditionValue({
  row,
  stages,
  labels,
  members,
  error,
  onChange,
}: {
  row: DraftCondition;
  stages: readonly RuleChoice[];
  labels: readonly RuleChoice[];
  members: readonly RuleChoice[];
  error?: string;
  onChange: (row: DraftCondition) => void;
}) {
  const { t } = useTranslation('rules');
  const [label, field, list, empty] =
    row.type === 'in_stage'
      ? ([t('field.stage'), 'stage_id', stages, t('field.chooseStage')] as const)
      : row.type === 'has_participant'
        ? ([t('field.member'), 'user_id', members, t('field.chooseMember')] as const)
        : ([
            t('field.label'),
            'label_id',
            labels,
            labels.length ? t('field.chooseLabel') : t('field.noLabels'),
          ] as const);
  return (
    <SelectField
      label={label}
      value={row[field]}
      onChange={(e) => onChange({ ...row, [field]: e.target.value })}
      hasError={Boolean(error)}
      errorMessage={error}
    >
      <option value="">{empty}</option>
      {list.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The conditions list with Add and Remove. */
export function ConditionRows({ rows, stages, labels, members, errors, onChange }: ConditionRowsProps) {
  const { t } = useTranslation('rules');
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Set by a click, taken by the effect after the list has rendered the change.
  const pendingFocus = useRef<string | null>(null);
  const setFocus = (target: string) => {
    pendingFocus.current = target;
  };
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus === 'add') addRef.current?.focus();
    else listRef.current?.querySelector<HTMLSelectElement>(`[data-row="${focus}"] select`)?.focus();
  });
  const replace = (index: number, row: DraftCondition) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Flex direction="column" gap="small" ref={listRef}>
      {rows.length === 0 ? <Text color="font.secondary">{t('editor.noConditions')}</Text> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} data-row={row.key} className="gl-rule-row">
          <legend>{t('editor.conditionN', { number: index + 1 })}</legend>
          <Flex gap="small" wrap="wrap" alignItems="flex-end">
            <SelectField
              label={t('editor.type')}
              value={row.type}
              onChange={(e) => replace(index, { ...newCondition(e.target.value as RuleConditionType), key: row.key })}
            >
              {CONDITION_OPTIONS.map(([value, words]) => (
                <option key={value} value={value}>
                  {t(words)}
                </option>
              ))}
            </SelectField>
            <ConditionValue
              row={row}
              stages={stages}
              labels={labels}
              members={members}
              error={errors[row.key]}
              onChange={(changed) => replace(index, changed)}
            />
            <Button
              size="small"
              aria-label={t('editor.removeConditionLabel', { number: index + 1 })}
              onClick={() => {
                onChange(rows.filter((r) => r.key !== row.key));
                setFocus('add');
              }}
            >
              {t('editor.remove')}
            </Button>
          </Flex>
        </fieldset>
      ))}
      {rows.length < RULE_LIMITS.maxConditions ? (
        <Button
          ref={addRef}
          size="small"
          alignSelf="flex-start"
          onClick={() => {
            const row = newCondition();
            onChange([...rows, row]);
            setFocus(row.key);
          }}
        >
          {t('editor.addCondition')}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * The fields of one rule action, by its type (issue 38 "actions"; shared/schemas/rules.ts `RuleActionSchema`):
 * the stage to move to (or next/previous), a label, members (checkbox chips), the days ahead, the comment's
 * text. `error` (what to fix, from ./rule-draft.ts) shows on the field it is about.
 */
import { CheckboxField, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { CheckboxChoices } from '../../../components/ui/checkbox-choices';
import { ErrorText } from '../../../components/ui/form-message';
import { RULE_LIMITS } from '../../../../../shared/schemas/rules';
import type { RuleChoice } from '../api/rule-choices';
import type { DraftAction } from './rule-draft';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface ActionFieldsProps {
  row: DraftAction;
  stages: readonly RuleChoice[];
  labels: readonly RuleChoice[];
  members: readonly RuleChoice[];
  error?: string;
  onChange: (row: DraftAction) => void;
}

const asChoices = (list: readonly RuleChoice[]) => list.map((c) => ({ value: c.id, name: c.name, content: c.name }));

/** The stage, label or member select with an empty first option. */
function Picker(props: {
  label: string;
  value: string;
  empty: string;
  options: ReadonlyArray<[string, string]>;
  error?: string;
  onValue: (value: string) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onValue(e.target.value)}
      hasError={Boolean(props.error)}
      errorMessage={props.error}
    >
      <option value="">{props.empty}</option>
      {props.options.map(([value, name]) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** What the action needs, for its type. */
export function ActionFields({ row, stages, labels, members, error, onChange }: ActionFieldsProps) {
  const { t } = useTranslation('rules');
  const set = (change: Partial<DraftAction>) => onChange({ ...row, ...change });
  const pairs = (list: readonly RuleChoice[]) => list.map((c): [string, string] => [c.id, c.name]);
  switch (row.type) {
    case 'move_to_stage':
      return (
        <Picker
          label={t('field.moveTo')}
          value={row.target}
          empty={t('field.chooseStage')}
          options={[['next', t('field.nextStage')], ['previous', t('field.previousStage')], ...pairs(stages)]}
          error={error}
          onValue={(target) => set({ target })}
        />
      );
    case 'add_label':
    case 'remove_label':
      return (
        <Picker
          label={t('field.label')}
          value={row.label_id}
          empty={labels.length ? t('field.chooseLabel') : t('field.noLabels')}
          options={pairs(labels)}
          error={error}
          onValue={(label_id) => set({ label_id })}
        />
      );
    case 'add_participants':
      return (
        <Flex direction="column" gap="xs" data-problem={error ? true : undefined}>
          <CheckboxChoices
            legend={t('field.participantsToAdd')}
            choices={asChoices(members)}
            selected={row.user_ids}
            onChange={(user_ids) => set({ user_ids: user_ids.slice(0, RULE_LIMITS.maxUserIds) })}
            empty={t('field.noMembers')}
          />
          <ErrorText message={error} />
        </Flex>
      );
    case 'set_due_date':
      return (
        <TextField
          label={t('field.daysAhead')}
          descriptiveText={t('field.daysAheadHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={RULE_LIMITS.maxDueDays}
          value={row.days}
          onChange={(e) => set({ days: e.target.value })}
          hasError={Boolean(error)}
          errorMessage={error}
        />
      );
    case 'post_team_comment':
      return (
        <TextAreaField
          label={t('field.teamComment')}
          descriptiveText={t('field.teamCommentHint')}
          rows={3}
          maxLength={RULE_LIMITS.maxCommentLength}
          value={row.text}
          onChange={(e) => set({ text: e.target.value })}
          hasError={Boolean(error)}
          errorMessage={error}
        />
      );
    case 'notify_members':
      return (
        <Flex direction="column" gap="small" data-problem={error ? true : undefined}>
          <CheckboxField
            name="card_participants"
            label={t('field.cardParticipants')}
            checked={row.card_participants}
            onChange={(e) => set({ card_participants: e.target.checked })}
          />
          <CheckboxChoices
            legend={t('field.membersToNotify')}
            choices={asChoices(members)}
            selected={row.user_ids}
            onChange={(user_ids) => set({ user_ids: user_ids.slice(0, RULE_LIMITS.maxUserIds) })}
            empty={t('field.noMembers')}
          />
          <ErrorText message={error} />
          <TextField
            label={t('field.message')}
            descriptiveText={t('field.messageHint')}
            value={row.text}
            maxLength={RULE_LIMITS.maxCommentLength}
            onChange={(e) => set({ text: e.target.value })}
          />
        </Flex>
      );
    case 'submit_for_approval':
      return <Text color="font.secondary">{t('field.submitHint')}</Text>;
  }
}

/**
 * The rule editor (issue 38 "Board rules": a rule is a trigger, optional conditions and one or more actions;
 * decisions RE1–RE4): a panel on the Rules page to build a new rule or change one — name, enabled, the
 * trigger and its stage, conditions, actions in order — saved with `POST`/`PATCH …/rules`. What to fix shows
 * on the field it is about, before sending (./rule-draft.ts) and after a refusal (the server's field, mapped
 * to its row); focus goes to the first field to fix. Loaded lazily by the page.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Flex, Heading, Loader, SelectField, SwitchField, Text } from '@aws-amplify/ui-react';
import { FormTextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { RULE_LIMITS, type Rule, type RuleTriggerType } from '../../../../../shared/schemas/rules';
import type { TemplateStage } from '../../../../../shared/schemas/rule-templates';
import { useCreateRule, useUpdateRule } from '../api/rules';
import { useRuleChoices } from '../api/rule-choices';
import { ActionRows } from './action-rows';
import { ConditionRows } from './condition-rows';
import { TRIGGER_OPTIONS } from './rule-options';
import { draftErrors, draftOfRule, emptyDraft, errorsFromServer, requestOfDraft, type DraftErrors } from './rule-draft';
import './rule-editor.css';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PROBLEM_VALUES, problemKey } from './rule-problems';

export interface RuleEditorProps {
  workspaceId: string;
  /** The workspace's stages in board order. */
  stages: readonly TemplateStage[];
  /** The rule to change; a new rule without it. */
  rule?: Rule;
  /** Called after saving or on Cancel. */
  onClose: () => void;
}

/** The New rule / Edit rule panel. */
export default function RuleEditor({ workspaceId, stages, rule, onClose }: RuleEditorProps) {
  const { t } = useTranslation('rules');
  const [draft, setDraft] = useState(() => (rule ? draftOfRule(rule) : emptyDraft()));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<DraftErrors>({});
  const choices = useRuleChoices(workspaceId);
  const create = useCreateRule(workspaceId);
  const update = useUpdateRule(workspaceId);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [focusProblem, setFocusProblem] = useState(0);
  const found: DraftErrors = checked ? { ...draftErrors(draft), ...refusal } : {};
  // The checks' and the server's English messages, in the reader's language where the catalogue has them.
  const errors: DraftErrors = Object.fromEntries(
    Object.entries(found).map(([field, message]) => {
      const key = problemKey(message);
      return [field, key ? t(key, PROBLEM_VALUES) : message];
    }),
  );
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (!focusProblem) return;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem] input, [data-form-alert]');
    first?.focus();
  }, [focusProblem]);

  const change = (next: typeof draft) => {
    setDraft(next);
    setRefusal({});
  };
  const refused = (error: unknown) => {
    setRefusal(
      error instanceof ApiError && error.status === 400
        ? errorsFromServer(draft, error.errors, error.message)
        : { form: errorMessage(error) },
    );
    setFocusProblem((n) => n + 1);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(draft)).length) {
      setFocusProblem((n) => n + 1);
      return;
    }
    const body = requestOfDraft(draft);
    const done = { onSuccess: onClose, onError: refused };
    if (rule) update.mutate({ ruleId: rule.id, body }, done);
    else create.mutate(body, done);
  };
  const stageChoices = stages.map((s) => ({ id: s.id, name: s.name }));
  const problems = Object.keys(errors).length;

  return (
    <section className="gl-rule-editor" aria-labelledby={headingId}>
      <form ref={formRef} onSubmit={save} noValidate>
        <Flex direction="column" gap="medium">
          <Heading level={2} fontSize="large" id={headingId}>
            {rule ? t('editor.edit', { name: rule.name }) : t('editor.new')}
          </Heading>
          {errors.form ? (
            <div tabIndex={-1} data-form-alert>
              <FormAlert message={errors.form} />
            </div>
          ) : problems ? (
            <Text color="font.error">{t('editor.fixBelow')}</Text>
          ) : null}
          <FormTextField
            label={t('editor.name')}
            value={draft.name}
            onValue={(name) => change({ ...draft, name })}
            error={errors.name}
            maxLength={RULE_LIMITS.maxNameLength}
            isRequired
          />
          <SwitchField
            label={t('rule.enabled')}
            isChecked={draft.enabled}
            onChange={(e) => change({ ...draft, enabled: e.target.checked })}
          />
          <fieldset className="gl-rule-row">
            <legend>{t('editor.when')}</legend>
            <Flex gap="small" wrap="wrap">
              <SelectField
                label={t('editor.trigger')}
                value={draft.trigger.type}
                onChange={(e) =>
                  change({ ...draft, trigger: { ...draft.trigger, type: e.target.value as RuleTriggerType } })
                }
              >
                {TRIGGER_OPTIONS.map(([value, words]) => (
                  <option key={value} value={value}>
                    {t(words)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={draft.trigger.type === 'card_enters_stage' ? t('editor.stageEntered') : t('editor.inStage')}
                value={draft.trigger.stage_id}
                onChange={(e) => change({ ...draft, trigger: { ...draft.trigger, stage_id: e.target.value } })}
                hasError={Boolean(errors.trigger)}
                errorMessage={errors.trigger}
              >
                <option value="">{t('editor.anyStage')}</option>
                {stageChoices.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
            </Flex>
          </fieldset>
          {choices.isPending ? (
            <Loader variation="linear" ariaLabel={t('editor.loadingChoices')} />
          ) : (
            <>
              <Heading level={3} fontSize="medium">
                {t('editor.conditions')}
              </Heading>
              <ConditionRows
                rows={draft.conditions}
                stages={stageChoices}
                labels={choices.labels}
                members={choices.members}
                errors={errors}
                onChange={(conditions) => change({ ...draft, conditions })}
              />
              <Heading level={3} fontSize="medium">
                {t('editor.actions')}
              </Heading>
              <ActionRows
                rows={draft.actions}
                stages={stageChoices}
                labels={choices.labels}
                members={choices.members}
                errors={errors}
                onChange={(actions) => change({ ...draft, actions })}
              />
            </>
          )}
          {choices.error ? <FormAlert message={errorMessage(choices.error)} /> : null}
          <Flex gap="small" justifyContent="flex-end" wrap="wrap">
            <Button onClick={onClose} isDisabled={pending}>
              {t('common:action.cancel')}
            </Button>
            <Button type="submit" variation="primary" isLoading={pending} loadingText={t('editor.saving')}>
              {rule ? t('editor.save') : t('editor.create')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </section>
  );
}

/**
 * "Repeat" from the card settings menu (issue 28 "Recurring cards"; beyond the spec; decisions G17–G22):
 * daily, weekly on chosen days, monthly on a day or the last day, every N days/weeks/months, at a time of
 * day in a time zone (searchable, the user's first; issue 35), ending never, on a date or after a number of times, and which parts each copy takes.
 * Save sets the rule from now on; "Stop repeating" ends it (copies already made stay). Shown only to those
 * who may copy cards (`can_access_clone_content_group`). Its texts come from the `card` catalogue, the
 * weekdays' names from `Intl` and the preview from recurrenceWords, in the reader's language (issue 41;
 * decisions LU5).
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CheckboxField,
  Flex,
  Loader,
  Radio,
  RadioGroupField,
  SelectField,
  TextField,
} from '@aws-amplify/ui-react';
import {
  RECURRENCE_LIMITS,
  WEEKDAYS,
  type RecurrenceFrequency,
  type RecurrenceParts,
  type Weekday,
} from '../../../../../../shared/schemas/recurrence';
import { Dialog } from '../../../../components/ui/dialog/dialog';
import { toast } from '../../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { useCardRecurrence } from '../../api/get-card-recurrence';
import { useSetCardRecurrence } from '../../api/set-card-recurrence';
import { useCardPopup } from '../../hooks/use-card-popup';
import { formOf, ruleOf, type EndKind, type RepeatForm } from './repeat-form';
import { TimeZoneField } from './time-zone-field';
import { recurrenceWords, weekdayName } from '../../utils/recurrence-words';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import './repeat.css';

/** The `card` catalogue's key of each part a copy may take. */
const PART_KEYS: Record<keyof RecurrenceParts, string> = {
  description: 'repeatDialog.part.description',
  lists: 'repeatDialog.part.lists',
  labels: 'repeatDialog.part.labels',
  participants: 'repeatDialog.part.participants',
  images: 'repeatDialog.part.images',
};
const PARTS = Object.keys(PART_KEYS) as Array<keyof RecurrenceParts>;

/** A whole number from 1 to `max` (the interval, the number of times); what is typed is kept in that range. */
function CountField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      label={label}
      size="small"
      type="number"
      min={1}
      max={max}
      value={String(value)}
      onChange={(e) => onChange(Math.max(1, Math.min(max, Number(e.target.value) || 1)))}
      className="gl-repeat__narrow"
    />
  );
}

/** A row of small checkboxes under a legend (the weekdays, the parts each copy takes). */
function CheckboxGroup<Value extends string>(props: {
  legend: string;
  name: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  isChecked: (value: Value) => boolean;
  onToggle: (value: Value, on: boolean) => void;
}) {
  const { legend, name, values, labels, isChecked, onToggle } = props;
  return (
    <fieldset className="gl-repeat__days">
      <legend>{legend}</legend>
      {values.map((value) => (
        <CheckboxField
          key={value}
          name={name}
          value={value}
          label={labels[value]}
          size="small"
          checked={isChecked(value)}
          onChange={(e) => onToggle(value, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}

/** The dialog's form, once the card's current rule is known. */
function RepeatFields({ initial, active, onDone }: { initial: RepeatForm; active: boolean; onDone: () => void }) {
  const { workspaceId, card } = useCardPopup();
  const { t } = useTranslation('card');
  const mutation = useSetCardRecurrence(workspaceId, card.id);
  const [form, setForm] = useState(initial);
  const set = (changes: Partial<RepeatForm>) => setForm((f) => ({ ...f, ...changes }));
  const rule = ruleOf(form);
  // The weekdays' short names in the reader's language ("Mon", "Mo.", "lun"), in WEEKDAYS' order.
  const weekdayLabels = Object.fromEntries(WEEKDAYS.map((day, index) => [day, weekdayName(index)])) as Record<
    Weekday,
    string
  >;
  const partLabels = Object.fromEntries(PARTS.map((part) => [part, t(PART_KEYS[part])])) as Record<
    keyof RecurrenceParts,
    string
  >;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(rule, {
      onSuccess: (answer) => {
        toast.success(answer.recurrence ? recurrenceWords(t, answer.recurrence.rule) : t('repeatDialog.saved'));
        onDone();
      },
    });
  };
  const stop = () => mutation.mutate(null, { onSuccess: () => (toast.success(t('repeatDialog.stopped')), onDone()) });

  return (
    <form onSubmit={submit} className="gl-repeat" aria-describedby="gl-repeat-preview">
      <Flex direction="column" gap="small">
        <Flex gap="small" wrap="wrap" alignItems="flex-end">
          <SelectField
            label={t('repeatDialog.frequency')}
            size="small"
            value={form.frequency}
            onChange={(e) => set({ frequency: e.target.value as RecurrenceFrequency })}
          >
            <option value="daily">{t('repeatDialog.daily')}</option>
            <option value="weekly">{t('repeatDialog.weekly')}</option>
            <option value="monthly">{t('repeatDialog.monthly')}</option>
          </SelectField>
          <CountField
            label={t('repeatDialog.every', { frequency: form.frequency })}
            max={RECURRENCE_LIMITS.maxInterval}
            value={form.interval}
            onChange={(interval) => set({ interval })}
          />
        </Flex>
        {form.frequency === 'weekly' ? (
          <CheckboxGroup
            legend={t('repeatDialog.onDays')}
            name="weekday"
            labels={weekdayLabels}
            values={WEEKDAYS}
            isChecked={(day) => form.weekdays.includes(day)}
            onToggle={(day, on) =>
              set({ weekdays: on ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day) })
            }
          />
        ) : null}
        {form.frequency === 'monthly' ? (
          <SelectField
            label={t('repeatDialog.onDay')}
            size="small"
            value={form.monthDay}
            onChange={(e) => set({ monthDay: e.target.value })}
            descriptiveText={t('repeatDialog.skipped')}
          >
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
            <option value="-1">{t('repeatDialog.lastDay')}</option>
          </SelectField>
        ) : null}
        <Flex gap="small" wrap="wrap" alignItems="flex-end">
          <TextField
            label={t('repeatDialog.at')}
            size="small"
            type="time"
            value={form.time}
            onChange={(e) => set({ time: e.target.value })}
            className="gl-repeat__narrow"
          />
          <TimeZoneField value={form.timeZone} onChange={(timeZone) => set({ timeZone })} />
        </Flex>
        <RadioGroupField
          legend={t('repeatDialog.ends')}
          name="repeat_end"
          size="small"
          direction="row"
          value={form.end}
          onChange={(e) => set({ end: e.target.value as EndKind })}
        >
          <Radio value="never">{t('repeatDialog.endNever')}</Radio>
          <Radio value="on">{t('repeatDialog.endOn')}</Radio>
          <Radio value="after">{t('repeatDialog.endAfter')}</Radio>
        </RadioGroupField>
        {form.end === 'on' ? (
          <TextField
            label={t('repeatDialog.endDate')}
            size="small"
            type="date"
            value={form.endsOn}
            onChange={(e) => set({ endsOn: e.target.value })}
          />
        ) : null}
        {form.end === 'after' ? (
          <CountField
            label={t('repeatDialog.times')}
            max={RECURRENCE_LIMITS.maxCount}
            value={form.count}
            onChange={(count) => set({ count })}
          />
        ) : null}
        <CheckboxGroup
          legend={t('repeatDialog.parts')}
          name="part"
          labels={partLabels}
          values={PARTS}
          isChecked={(part) => form.parts[part]}
          onToggle={(part, on) => set({ parts: { ...form.parts, [part]: on } })}
        />
        <p id="gl-repeat-preview" className="gl-repeat__preview" aria-live="polite">
          {form.frequency === 'weekly' && form.weekdays.length === 0
            ? t('repeatDialog.chooseDay')
            : recurrenceWords(t, {
                ...rule,
                interval: form.interval,
                weekdays: rule.weekdays ?? [],
                month_day: rule.month_day ?? null,
                ends_on: rule.ends_on ?? null,
                count: rule.count ?? null,
              })}
        </p>
        {mutation.isError ? (
          <Alert variation="error" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Flex gap="xs" justifyContent="flex-end" wrap="wrap">
          {active ? (
            <Button size="small" variation="warning" onClick={stop} isDisabled={mutation.isPending}>
              {t('repeatDialog.stop')}
            </Button>
          ) : null}
          <Button size="small" onClick={onDone} isDisabled={mutation.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button
            size="small"
            variation="primary"
            type="submit"
            isLoading={mutation.isPending}
            loadingText={t('repeatDialog.saving')}
          >
            {t('repeatDialog.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The dialog: loads the card's rule, then its form. */
export function RepeatDialog({ onDone }: { onDone: () => void }) {
  const { workspaceId, card } = useCardPopup();
  const query = useCardRecurrence(workspaceId, card.id);
  const { t } = useTranslation('card');
  return (
    <Dialog title={t('repeatDialog.title')} onClose={onDone} testId="repeat-dialog">
      {query.isPending ? (
        <Loader ariaLabel={t('repeatDialog.loading')} />
      ) : query.isError ? (
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Alert variation="error" role="alert">
            {errorMessage(query.error)}
          </Alert>
          <Flex gap="xs">
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common:action.tryAgain')}
            </Button>
            <Button size="small" onClick={onDone}>
              {t('common:action.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <RepeatFields
          initial={formOf(query.data.recurrence?.rule ?? null)}
          active={query.data.recurrence !== null}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

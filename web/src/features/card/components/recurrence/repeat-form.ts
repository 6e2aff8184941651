/**
 * The Repeat dialog's form state and its rule (issue 28 "Recurring cards"; decisions G17–G22): kept apart from
 * the dialog so the component stays small. The time zone defaults to the browser's (decisions G18).
 */
import {
  DEFAULT_RECURRENCE_PARTS,
  type RecurrenceFrequency,
  type RecurrenceParts,
  type RecurrenceRule,
  type RecurrenceRuleInput,
  type Weekday,
} from '../../../../../../shared/schemas/recurrence';

export type EndKind = 'never' | 'on' | 'after';

export interface RepeatForm {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays: Weekday[];
  /** '1'…'31' or '-1' (the last day). */
  monthDay: string;
  time: string;
  timeZone: string;
  end: EndKind;
  endsOn: string;
  count: number;
  parts: RecurrenceParts;
}

const WEEKDAY_OF_DATE: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The browser's IANA time zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The form of an existing rule, or a weekly rule on today's weekday at 09:00 for a card that does not repeat. */
export function formOf(rule: RecurrenceRule | null, today = new Date()): RepeatForm {
  if (!rule) {
    return {
      frequency: 'weekly',
      interval: 1,
      weekdays: [WEEKDAY_OF_DATE[today.getDay()]!],
      monthDay: String(today.getDate()),
      time: '09:00',
      timeZone: browserTimeZone(),
      end: 'never',
      endsOn: '',
      count: 10,
      parts: { ...DEFAULT_RECURRENCE_PARTS },
    };
  }
  return {
    frequency: rule.frequency,
    interval: rule.interval,
    weekdays: rule.weekdays,
    monthDay: String(rule.month_day ?? 1),
    time: rule.time,
    timeZone: rule.time_zone,
    end: rule.ends_on ? 'on' : rule.count ? 'after' : 'never',
    endsOn: rule.ends_on ?? '',
    count: rule.count ?? 10,
    parts: rule.parts,
  };
}

/** The rule the form describes (the server validates it again). */
export function ruleOf(form: RepeatForm): RecurrenceRuleInput {
  return {
    frequency: form.frequency,
    interval: form.interval,
    weekdays: form.frequency === 'weekly' ? form.weekdays : [],
    month_day: form.frequency === 'monthly' ? Number(form.monthDay) : null,
    time: form.time,
    time_zone: form.timeZone,
    ends_on: form.end === 'on' && form.endsOn ? form.endsOn : null,
    count: form.end === 'after' ? form.count : null,
    parts: form.parts,
  };
}

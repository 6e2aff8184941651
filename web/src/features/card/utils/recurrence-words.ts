/**
 * A repeat rule in the reader's words (issue 28 "The template card shows 'Repeats weekly on Mon'"; issue 41:
 * in the reader's language, decisions LN16): "Repeats weekly on Mon, Thu at 09:00", "Repeats every 3 days at
 * 09:00, 4 times", "Repeats monthly on the last day at 11:00", "… , until 2026-05-29". The API's English
 * `summary` stays for API clients; the app words the rule itself from the `card` catalogue.
 */
import { WEEKDAYS, type RecurrenceRule } from '../../../../../shared/schemas/recurrence';
import type { MessageValues } from '../../../lib/i18n/format-message';
import { intlLocale } from '../../../lib/i18n/i18n-store';

type Translate = (key: string, values?: MessageValues) => string;
type RuleWords = Pick<
  RecurrenceRule,
  'frequency' | 'interval' | 'weekdays' | 'month_day' | 'time' | 'ends_on' | 'count'
>;

/** 2024-01-01 was a Monday: the short name of each weekday, in `WEEKDAYS`' order, in the reader's locale. */
export const weekdayName = (index: number) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));

/** `rule` in words, with `t` of the `card` namespace. */
export function recurrenceWords(t: Translate, rule: RuleWords): string {
  const days = WEEKDAYS.flatMap((day, index) => (rule.weekdays.includes(day) ? [weekdayName(index)] : [])).join(', ');
  const monthDay = t('repeat.monthDay', {
    last: rule.month_day === -1 ? 'yes' : 'no',
    day: rule.month_day === -1 ? 0 : (rule.month_day ?? 1),
  });
  return t('repeat.summary', {
    frequency: rule.frequency,
    interval: rule.interval,
    days,
    monthDay,
    time: rule.time,
    end: rule.ends_on ? 'until' : rule.count ? 'count' : 'none',
    endsOn: rule.ends_on ?? '',
    count: rule.count ?? 0,
  });
}

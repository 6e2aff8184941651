/**
 * The activity feed's day groups (accounts spec §2 "paged activity feed grouped by day"): consecutive
 * activities of one local day under a heading — "Today", "Yesterday", else e.g. "Monday, Nov 23, 2026".
 */
import { format, isSameDay, startOfDay, subDays, type Locale } from 'date-fns';

/** One day's heading and its items, in the order given (newest first). */
export interface DayGroup<T> {
  key: string;
  heading: string;
  items: T[];
}

/**
 * The reader's words for the headings (issue 41): "Today", "Yesterday", and a date-fns locale for other days
 * (weekday and the locale's medium date, "lunes, 23 nov 2026"); without a locale, English's "Monday, Nov 23, 2026".
 */
export interface DayWords {
  today: string;
  yesterday: string;
  locale?: Locale;
}

const ENGLISH: DayWords = { today: 'Today', yesterday: 'Yesterday' };

/** The heading of the local day of `date`, seen on the local day of `now` (both read from `now`, never the clock). */
export function dayHeading(date: Date, now: Date = new Date(), words: DayWords = ENGLISH): string {
  const day = startOfDay(date);
  if (isSameDay(day, now)) return words.today;
  if (isSameDay(day, subDays(now, 1))) return words.yesterday;
  return words.locale ? format(day, 'EEEE, PP', { locale: words.locale }) : format(day, 'EEEE, MMM d, yyyy');
}

/** Group `items` (newest first) by the local day of `created_at`. */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  now: Date = new Date(),
  words: DayWords = ENGLISH,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const key = format(date, 'yyyy-MM-dd');
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, heading: dayHeading(date, now, words), items: [item] });
  }
  return groups;
}

/**
 * Calendar events from cards (accounts spec §2 Calendar view, §4 Calendar drag): one all-day event per
 * card on its due day (in the viewer's time zone), coloured by the card's first label or else its stage,
 * and the due date a drop onto another day gives (keeping the time of day; the same day is no move).
 */
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import { translate } from '../../../lib/i18n/i18n-store';
import { labelTextColor } from '../../../lib/label-colors';

/** Stage colours (6-digit hex, no '#'), by the stage's place in the workspace; each gives white text a WCAG AA contrast (≥ 4.5:1). */
export const STAGE_COLORS = ['2f6fde', '2b7a4b', '8a6508', '8e44ad', 'c0392b', '0f7a66', 'b34700', '34495e'] as const;

/** One event of the month view. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  card: CalendarCard;
  /** Background colour, `#rrggbb`. */
  color: string;
  /** Readable text colour on it (cards spec §9 contrast threshold). */
  textColor: string;
}

/** The colour of a card: its first label's, else its stage's. `stageIds` lists the workspace's stages in order. */
export function cardColor(card: Pick<CalendarCard, 'label_color' | 'stage_id'>, stageIds: readonly string[]): string {
  const label = card.label_color;
  if (label && /^[0-9a-f]{6}$/i.test(label)) return label;
  const index = stageIds.indexOf(card.stage_id);
  return STAGE_COLORS[(index < 0 ? 0 : index) % STAGE_COLORS.length];
}

/** The month view's events for `cards`. */
export function toCalendarEvents(cards: readonly CalendarCard[], stageIds: readonly string[]): CalendarEvent[] {
  return cards.map((card) => {
    const start = new Date(card.due_date);
    const hex = cardColor(card, stageIds);
    return {
      id: card.id,
      title: card.name,
      start,
      end: start,
      allDay: true,
      card,
      color: `#${hex}`,
      textColor: labelTextColor(hex),
    };
  });
}

/** The "+N more" entry that stands for the rest of a busy day's cards in the month grid. */
export interface MoreEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  /** The day's cards that are not shown, in the order shown in the day's list. */
  hidden: CalendarEvent[];
  /** Every card of the day, for the day's list. */
  day: CalendarEvent[];
}

/** An entry of the month grid: a card, or a day's "+N more". */
export type MonthEvent = CalendarEvent | MoreEvent;

/** Narrows a month entry to "+N more". */
export function isMoreEvent(event: MonthEvent): event is MoreEvent {
  return 'hidden' in event;
}

/**
 * One card per day, then "+N more" (accounts spec §9 "Calendar month view: 1 event before 'more'"): each
 * day keeps its earliest card, and a day with more gets one `MoreEvent` after it holding the rest, so a
 * day with two cards shows one and "+1 more" (decisions W16). `events` may come in any order.
 */
export function oneEventPerDay(events: readonly CalendarEvent[]): MonthEvent[] {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title),
  )) {
    const key = dayKey(event.start);
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return [...days.entries()].flatMap(([key, day]): MonthEvent[] => {
    if (day.length === 1) return day;
    const [first, ...hidden] = day;
    // Just after the day's last card, so the calendar's own sort keeps it below the shown one.
    const at = new Date(day[day.length - 1].start.getTime() + 1);
    return [
      first,
      {
        id: `more-${key}`,
        title: translate('calendar', 'month.more', { count: hidden.length }),
        start: at,
        end: at,
        allDay: true,
        hidden,
        day,
      },
    ];
  });
}

/** Whether two instants fall on the same local calendar day. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The due date (ISO) a card gets when dropped on `day`: that local day at the card's old local time of
 * day. Null when `day` is the card's current day (accounts spec §4 "same day is ignored").
 */
export function movedDueDate(dueDate: string, day: Date): string | null {
  const old = new Date(dueDate);
  if (sameDay(old, day)) return null;
  const next = new Date(old);
  next.setFullYear(day.getFullYear(), day.getMonth(), day.getDate());
  return next.toISOString();
}

/** A local day as `YYYY-MM-DD`. */
export function dayKey(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

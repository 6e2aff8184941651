/**
 * The iCal text of a user's feed (issue 28 "iCal feed": RFC 5545 `text/calendar`, written with the
 * ical-generator library; decisions G15, G23).
 *
 * One VEVENT per card: UID `card-<id>@greenlight` (stable, so calendar apps update the event rather than add
 * another); its span (issue 35: a zero-length event drew a sliver; decisions RC7): a due date without a time
 * (00:00 UTC, `isDateOnly`) is an all-day event on that date, from the start date's day when it is earlier;
 * a timed one runs from the start date when it is set and earlier, else for 30 minutes from the due date;
 * SUMMARY the title, URL and DESCRIPTION the card's web link, LAST-MODIFIED the card's `updated_at`,
 * and, when the card has a reminder, a display VALARM that many days before the due date (relative to END).
 *
 * ical-generator writes every property; the lines are folded here (RFC 5545 §3.1: at 75 octets, never inside
 * a UTF-8 sequence), because the library's own folding makes a TextEncoder per character of the whole
 * calendar, which took seconds for 2,000 events (decisions G23).
 */
import ical, { ICalAlarmRelatesTo, ICalAlarmType } from 'ical-generator';
import { calendarEventUid } from '../../../../shared/schemas/calendar-feed';
import { cardSlug } from '../../../../shared/links/card-slug';
import type { FeedCard } from './feed-cards';

const DAY_SECONDS = 24 * 3600;
const DAY_MS = DAY_SECONDS * 1000;
/** A timed due date without an earlier start date is drawn this long (issue 35). */
export const TIMED_EVENT_MS = 30 * 60_000;

/** A due date that names a day, not a time: exactly 00:00 UTC (decisions RC7). */
export const isDateOnly = (iso: string): boolean => Date.parse(iso) % DAY_MS === 0;

/** An event's span for a card: all-day dates (DTEND exclusive) or instants. */
export function eventSpan(card: { start_date?: string | null; due_date: string }): {
  start: Date;
  end: Date;
  allDay: boolean;
} {
  const due = Date.parse(card.due_date);
  const start = card.start_date ? Date.parse(card.start_date) : NaN;
  if (isDateOnly(card.due_date)) {
    const first = start < due ? Math.floor(start / DAY_MS) * DAY_MS : due;
    return { start: new Date(first), end: new Date(due + DAY_MS), allDay: true };
  }
  return start < due
    ? { start: new Date(start), end: new Date(due), allDay: false }
    : { start: new Date(due), end: new Date(due + TIMED_EVENT_MS), allDay: false };
}
/** RFC 5545 §3.1: content lines are at most 75 octets; continuation lines start with one space. */
const LINE_OCTETS = 75;

/** The UTF-8 length of one code point. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** One content line folded at 75 octets (continuations: a space and at most 74 octets), code points kept whole. */
export function foldLine(line: string): string {
  if (line.length <= LINE_OCTETS && Buffer.byteLength(line) <= LINE_OCTETS) return line;
  let folded = '';
  let used = 0;
  // The first line holds 75 octets; each continuation a space and 74.
  let room = LINE_OCTETS;
  for (const char of line) {
    const size = octets(char.codePointAt(0)!);
    if (used + size > room) {
      folded += '\r\n ';
      used = 0;
      room = LINE_OCTETS - 1;
    }
    folded += char;
    used += size;
  }
  return folded;
}

/** Every line of unfolded iCal text folded, joined with CRLF. */
const foldText = (text: string) => text.split('\r\n').map(foldLine).join('\r\n');

/** The card's web link (the popup over its workspace, accounts spec §2; decisions W3). */
export function cardWebUrl(appUrl: string, { card, workspace }: FeedCard): string {
  const path = `/organizations/${workspace.organization_id}/workspaces/${workspace.workspace_id}/content/${cardSlug({ id: card.card_id, name: card.name })}`;
  return new URL(path, appUrl).toString();
}

/**
 * Render `cards` as one VCALENDAR named after the user. `now` stamps DTSTAMP (the feed's generation time).
 * @returns the RFC 5545 text (CRLF line ends, folded at 75 octets).
 */
export function renderFeed(
  cards: readonly FeedCard[],
  options: { appUrl: string; calendarName: string; now: Date },
): string {
  const calendar = ical({
    name: options.calendarName,
    prodId: { company: 'Greenlight', product: 'Due dates', language: 'EN' },
  });
  // The calendar's own lines (no events yet), then each event's, in order.
  const shell = calendar.toString();
  const end = shell.lastIndexOf('END:VCALENDAR');
  const events = cards.map((entry) => {
    const { card, workspace } = entry;
    const span = eventSpan({ start_date: card.start_date, due_date: card.due_date! });
    const url = cardWebUrl(options.appUrl, entry);
    const reminderDays = card.reminder_in_day ?? 0;
    const event = calendar.createEvent({
      id: calendarEventUid(card.card_id),
      ...span,
      stamp: options.now,
      ...(card.updated_at ? { lastModified: new Date(card.updated_at) } : {}),
      summary: card.name,
      description: `${workspace.name}\n${url}`,
      url,
    });
    if (reminderDays > 0) {
      // ical-generator 10 ignores `relatesTo` among the constructor's options, so it is set on the alarm.
      // Before the due date, relative to END, which may sit after it (all-day, or 30 minutes).
      const afterDue = (span.end.getTime() - Date.parse(card.due_date!)) / 1000;
      event
        .createAlarm({
          type: ICalAlarmType.display,
          triggerBefore: reminderDays * DAY_SECONDS + afterDue,
          description: `Due: ${card.name}`,
        })
        .relatesTo(ICalAlarmRelatesTo.end);
    }
    return foldText(event.toString().replace(/\r\n$/, '')) + '\r\n';
  });
  return shell.slice(0, end) + events.join('') + shell.slice(end);
}

/**
 * The iCal text of a user's feed (issue 28 "iCal feed": RFC 5545 `text/calendar`, written with the
 * ical-generator library; decisions G15).
 *
 * One VEVENT per card: UID `card-<id>@greenlight` (stable, so calendar apps update the event rather than add
 * another), DTSTART the start date when it is set and before the due date (else the due date), DTEND the due
 * date, SUMMARY the title, URL and DESCRIPTION the card's web link, LAST-MODIFIED the card's `updated_at`,
 * and, when the card has a reminder, a display VALARM that many days before the due date (relative to END).
 */
import ical, { ICalAlarmRelatesTo, ICalAlarmType } from 'ical-generator';
import { calendarEventUid } from '../../../../shared/schemas/calendar-feed';
import { cardSlug } from '../../../../shared/links/card-slug';
import type { FeedCard } from './feed-cards';

const DAY_SECONDS = 24 * 3600;

/** The card's web link (the popup over its workspace, accounts spec §2; decisions W3). */
export function cardWebUrl(appUrl: string, { card, workspace }: FeedCard): string {
  const path = `/organizations/${workspace.organization_id}/workspaces/${workspace.workspace_id}/content/${cardSlug({ id: card.card_id, name: card.name })}`;
  return new URL(path, appUrl).toString();
}

/**
 * Render `cards` as one VCALENDAR named after the user. `now` stamps DTSTAMP (the feed's generation time).
 * @returns the RFC 5545 text (CRLF line ends, folded at 75 octets by the library).
 */
export function renderFeed(cards: readonly FeedCard[], options: { appUrl: string; calendarName: string; now: Date }): string {
  const calendar = ical({ name: options.calendarName, prodId: { company: 'Greenlight', product: 'Due dates', language: 'EN' } });
  for (const entry of cards) {
    const { card, workspace } = entry;
    const due = new Date(card.due_date!);
    const start = card.start_date && Date.parse(card.start_date) < due.getTime() ? new Date(card.start_date) : due;
    const url = cardWebUrl(options.appUrl, entry);
    const reminderDays = card.reminder_in_day ?? 0;
    const event = calendar.createEvent({
      id: calendarEventUid(card.card_id),
      start,
      end: due,
      stamp: options.now,
      ...(card.updated_at ? { lastModified: new Date(card.updated_at) } : {}),
      summary: card.name,
      description: `${workspace.name}\n${url}`,
      url,
    });
    if (reminderDays > 0) {
      // ical-generator 10 ignores `relatesTo` among the constructor's options, so it is set on the alarm.
      event.createAlarm({ type: ICalAlarmType.display, triggerBefore: reminderDays * DAY_SECONDS, description: `Due: ${card.name}` }).relatesTo(ICalAlarmRelatesTo.end);
    }
  }
  return calendar.toString();
}

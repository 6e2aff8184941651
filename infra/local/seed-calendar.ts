/**
 * Demo data of issue 28's calendar half (decisions G13–G22): the Spring Campaign's "Social calendar" card
 * repeats weekly on Mondays at 09:00 (Europe/London), its copies taking the description, checklists, labels
 * and participants; and the demo owner has an iCal feed of every card they can see. The feed's URL is shown
 * once, as everywhere (its token is stored hashed), so the seed prints it; Regenerate on the profile makes
 * another.
 */
import { calendarFeedPath } from '../../shared/schemas/calendar-feed';
import { DEFAULT_RECURRENCE_PARTS, type RecurrenceRule } from '../../shared/schemas/recurrence';
import { issueCalendarFeed } from '../../functions/src/data/calendar-feeds';
import { saveCardRecurrence } from '../../functions/src/data/card-recurrences';
import { nextOccurrence } from '../../functions/src/services/recurrence/occurrences';

/** The Social calendar's rule: every Monday at 09:00 in London. */
export const SOCIAL_CALENDAR_RULE: RecurrenceRule = {
  frequency: 'weekly',
  interval: 1,
  weekdays: ['MO'],
  month_day: null,
  time: '09:00',
  time_zone: 'Europe/London',
  ends_on: null,
  count: null,
  parts: DEFAULT_RECURRENCE_PARTS,
};

/**
 * Make `card` repeat weekly and give `ownerId` a feed (scope `all`).
 * @returns the feed's URL (under APP_URL, else the local gateway's address).
 */
export async function seedCalendar(
  card: { workspaceId: string; cardId: string },
  ownerId: string,
  now = new Date(),
): Promise<string> {
  await saveCardRecurrence({
    cardId: card.cardId,
    workspaceId: card.workspaceId,
    rule: SOCIAL_CALENDAR_RULE,
    userId: ownerId,
    now,
    next: nextOccurrence(SOCIAL_CALENDAR_RULE, now, now),
  });
  const { token } = await issueCalendarFeed(ownerId, 'all', now);
  return new URL(calendarFeedPath(token), process.env.APP_URL ?? 'http://localhost:3000').toString();
}

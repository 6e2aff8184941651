/**
 * The iCal feed's calls, served by the users Lambda (issue 28 "iCal feed"; BRIEF §8; decisions G13–G16):
 * the caller's own feed settings (show, make or regenerate, change the scope, revoke), and the feed itself,
 * which only its token authorizes (no session: calendar apps fetch it on their own).
 */
import {
  CALENDAR_FEED_MESSAGES,
  IssueCalendarFeedRequestSchema,
  UpdateCalendarFeedRequestSchema,
  calendarFeedPath,
  type CalendarFeed,
} from '../../../../../shared/schemas/calendar-feed';
import {
  getCalendarFeed,
  issueCalendarFeed,
  readCalendarFeedToken,
  revokeCalendarFeed,
  setCalendarFeedScope,
  type CalendarFeedRecord,
} from '../../../data/calendar-feeds';
import { getUser } from '../../../data/users';
import { env } from '../../../lib/env';
import { NotFoundError } from '../../../lib/http/errors';
import { ok, okText, type Action } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';
import { feedCardsOf } from '../../../services/calendar/feed-cards';
import { renderFeed } from '../../../services/calendar/render-feed';

const present = (feed: CalendarFeedRecord | null, token?: string): CalendarFeed => ({
  active: feed !== null,
  scope: feed?.scope ?? 'participating',
  created_at: feed?.created_at ?? null,
  ...(token ? { url: new URL(calendarFeedPath(token), env.appUrl()).toString() } : {}),
});

export const CALENDAR_FEED_ACTIONS: Record<string, Action> = {
  'GET /api/v1/calendar_feed': async ({ caller }) => ok(present(await getCalendarFeed(caller!.userId))),

  // Make the feed, or regenerate it: the old URL answers 404 from now on; the new one is shown this once.
  'POST /api/v1/calendar_feed': async ({ caller, body }) => {
    const { scope } = parseInput(IssueCalendarFeedRequestSchema, body);
    const { token, feed } = await issueCalendarFeed(caller!.userId, scope);
    return ok(present(feed, token));
  },

  'PUT /api/v1/calendar_feed': async ({ caller, body }) => {
    const { scope } = parseInput(UpdateCalendarFeedRequestSchema, body);
    return ok(present(await setCalendarFeedScope(caller!.userId, scope)));
  },

  'DELETE /api/v1/calendar_feed': async ({ caller }) => {
    await revokeCalendarFeed(caller!.userId);
    return ok(null);
  },

  // The feed: the token (well-formed, checked before any read) names the user; 404 for any unknown one.
  'GET /api/v1/calendar_feeds/{feed_token}': async ({ params }) => {
    const token = params.feed_token!.replace(/\.ics$/, '');
    const feed = await readCalendarFeedToken(token);
    if (!feed) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
    const [user, cards] = await Promise.all([getUser(feed.userId), feedCardsOf(feed.userId, feed.scope)]);
    if (!user) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
    const name = `Greenlight: ${[user.first_name, user.last_name].filter(Boolean).join(' ') || 'due dates'}`;
    return okText(
      'text/calendar; charset=utf-8',
      renderFeed(cards, { appUrl: env.appUrl(), calendarName: name, now: new Date() }),
    );
  },
};

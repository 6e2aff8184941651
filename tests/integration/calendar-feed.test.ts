/**
 * The private iCal feed (issue 28 "iCal feed"; decisions G13–G16): the feed's text parsed by an independent
 * iCalendar parser (ical.js), its events (UID, dates, link, alarm), which cards it lists (participating or
 * every visible card; approved, completed, archived and binned cards dropped; a guest's hidden stages and lost
 * workspaces never shown), and its token (hashed, regenerate and revoke answer 404 at once, other users'
 * feeds and organizations out of reach).
 */
import ICAL from 'ical.js';
import { addDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { removeFromWorkspace } from '../../functions/src/data/memberships';
import { getCalendarFeed, feedTokenHash } from '../../functions/src/data/calendar-feeds';
import type { CalendarFeed } from '../../shared/schemas/calendar-feed';

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  /** An all-day event (DTSTART;VALUE=DATE); `start`/`end` are then its dates, `YYYY-MM-DD` (DTEND exclusive). */
  allDay: boolean;
  url: string;
  description: string;
  alarms: Array<{ action: string; trigger: string; related: string | null }>;
}

/** Fetch a feed URL as a calendar app would (no session). */
async function fetchFeed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const path = new URL(url).pathname;
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The events of a feed's text, read with ical.js. */
function parseEvents(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      url: String(vevent.getFirstPropertyValue('url')),
      description: event.description,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstProperty('trigger')!;
        return {
          action: String(alarm.getFirstPropertyValue('action')),
          trigger: String(trigger.getFirstValue()),
          related: (trigger.getParameter('related') as string | undefined) ?? null,
        };
      }),
    };
  });
}

describe('iCal feed', () => {
  let owner: SignedInUser;
  let guest: SignedInUser;
  let teammate: SignedInUser;
  let stranger: SignedInUser;
  let scope: ScopeFixture;
  let hiddenStageId: string;
  const cardPath = (id: string) => `/api/v1/workspaces/${scope.workspaceId}/content_groups/${id}`;
  const due = addDays(new Date(), 10);
  due.setUTCHours(9, 0, 0, 0);

  /** A card in `stageId` due `due` (+ `days`), optionally with a start date, reminder and participants. */
  async function card(
    name: string,
    stageId: string,
    options: { days?: number; start?: Date; reminder?: number; participants?: string[] } = {},
  ): Promise<string> {
    const created = await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
      token: owner.token,
      body: { name, stage_id: stageId },
    });
    const id = created.body.data.id;
    const body = {
      due_date: addDays(due, options.days ?? 0).toISOString(),
      ...(options.start ? { start_date: options.start.toISOString() } : {}),
      ...(options.reminder ? { reminder_in_day: options.reminder } : {}),
    };
    expect((await api('PUT', cardPath(id), { token: owner.token, body })).status).toBe(200);
    if (options.participants?.length) {
      const res = await api('POST', `${cardPath(id)}/assigned_users`, {
        token: owner.token,
        body: { assigned_users: options.participants.map((user_id) => ({ user_id })) },
      });
      expect(res.status).toBe(200);
    }
    return id;
  }

  const issue = async (user: SignedInUser, body: object = {}) => {
    const res = await api<CalendarFeed>('POST', '/api/v1/calendar_feed', { token: user.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  beforeAll(async () => {
    [owner, guest, teammate, stranger] = await Promise.all([
      signedInUser('feed-owner', { canCreateOrganization: true }),
      signedInUser('feed-guest'),
      signedInUser('feed-team'),
      signedInUser('feed-stranger', { canCreateOrganization: true }),
    ]);
    scope = await scopeFixture(owner, 'Feed');
    await api('PUT', `/api/v1/workspaces/${scope.workspaceId}/stages/${scope.stageId}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    hiddenStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Internal' },
      })
    ).body.data.id;
    const { workspace } = await getWorkspaceWithMember(scope.workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    await addWorkspaceMember(workspace!, teammate.userId, 'production');
  });

  it('lists due dates with start dates, links and reminders as RFC 5545 text an independent parser reads', async () => {
    const start = addDays(due, -2);
    const withStart = await card('Launch post', scope.stageId, { start, reminder: 2, participants: [owner.userId] });
    const plain = await card('Newsletter', scope.stageId, { days: 1, participants: [owner.userId] });
    const feed = await issue(owner);
    expect(feed).toMatchObject({ active: true, scope: 'participating' });
    expect(feed.url).toMatch(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await fetchFeed(feed.url!);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/calendar/);
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = parseEvents(res.text);
    const launch = events.find((e) => e.uid === `card-${withStart}@greenlight`)!;
    expect(launch).toMatchObject({ summary: 'Launch post', start: start.toISOString(), end: due.toISOString() });
    expect(launch.url).toMatch(
      new RegExp(
        `/organizations/${scope.organizationId}/workspaces/${scope.workspaceId}/content/${withStart.replace(/-/g, '')}-launch-post$`,
      ),
    );
    expect(launch.description).toContain(launch.url);
    expect(launch.alarms).toEqual([{ action: 'DISPLAY', trigger: '-P2D', related: 'END' }]);
    expect(launch.allDay).toBe(false);
    const newsletter = events.find((e) => e.uid === `card-${plain}@greenlight`)!;
    // A timed due date without a start date is a 30-minute event from it, not a zero-length sliver (issue 35).
    expect(newsletter).toMatchObject({
      allDay: false,
      start: addDays(due, 1).toISOString(),
      end: new Date(addDays(due, 1).getTime() + 30 * 60_000).toISOString(),
      alarms: [],
    });

    // The same card keeps its UID in the next fetch (calendar apps update, not duplicate).
    await api('PUT', cardPath(plain), { token: owner.token, body: { name: 'Newsletter v2' } });
    const again = parseEvents((await fetchFeed(feed.url!)).text).find((e) => e.uid === `card-${plain}@greenlight`);
    expect(again?.summary).toBe('Newsletter v2');
  });

  it('draws a due date without a time as an all-day event, and a timed one for 30 minutes (issue 35)', async () => {
    const day = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() + 3));
    const dayText = (d: Date) => d.toISOString().slice(0, 10);
    const dated = await card('Print deadline', scope.stageId, { days: 0, participants: [teammate.userId] });
    expect(
      (
        await api('PUT', cardPath(dated), {
          token: owner.token,
          body: { due_date: day.toISOString(), reminder_in_day: 1 },
        })
      ).status,
    ).toBe(200);
    // With an earlier start date, the all-day event runs from the start's day through the due date.
    const spanned = await card('Campaign week', scope.stageId, { participants: [teammate.userId] });
    const start = new Date(day.getTime() - 2 * 86_400_000 + 15 * 3_600_000);
    expect(
      (
        await api('PUT', cardPath(spanned), {
          token: owner.token,
          body: { due_date: day.toISOString(), start_date: start.toISOString() },
        })
      ).status,
    ).toBe(200);
    const timed = await card('Call', scope.stageId, { days: 2, participants: [teammate.userId] });
    const feed = await issue(teammate);
    const events = parseEvents((await fetchFeed(feed.url!)).text);
    const byUid = (id: string) => events.find((e) => e.uid === `card-${id}@greenlight`)!;
    const next = new Date(day.getTime() + 86_400_000);
    // All day on the due date (DTEND is the next day, exclusive); the reminder still a day before the due date.
    expect(byUid(dated)).toMatchObject({
      allDay: true,
      start: dayText(day),
      end: dayText(next),
      alarms: [{ action: 'DISPLAY', trigger: '-P2D', related: 'END' }],
    });
    expect(byUid(spanned)).toMatchObject({ allDay: true, start: dayText(start), end: dayText(next) });
    expect(byUid(timed)).toMatchObject({
      allDay: false,
      start: addDays(due, 2).toISOString(),
      end: new Date(addDays(due, 2).getTime() + 30 * 60_000).toISOString(),
    });
    expect((await api('DELETE', '/api/v1/calendar_feed', { token: teammate.token })).status).toBe(204);
  });

  it('lists only cards the user takes part in, or every visible card when they choose', async () => {
    const mine = await card('Mine', scope.stageId, { participants: [teammate.userId] });
    const others = await card('Not mine', scope.stageId, { participants: [owner.userId] });
    const undated = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Undated', stage_id: scope.stageId },
      })
    ).body.data.id;
    const feed = await issue(teammate);
    let uids = parseEvents((await fetchFeed(feed.url!)).text).map((e) => e.uid);
    expect(uids).toContain(`card-${mine}@greenlight`);
    expect(uids).not.toContain(`card-${others}@greenlight`);

    const changed = await api<CalendarFeed>('PUT', '/api/v1/calendar_feed', {
      token: teammate.token,
      body: { scope: 'all' },
    });
    expect(changed.body.data).toMatchObject({ active: true, scope: 'all' });
    expect(changed.body.data.url).toBeUndefined();
    uids = parseEvents((await fetchFeed(feed.url!)).text).map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([`card-${mine}@greenlight`, `card-${others}@greenlight`]));
    expect(uids).not.toContain(`card-${undated}@greenlight`);
    expect(
      (await api('PUT', '/api/v1/calendar_feed', { token: teammate.token, body: { scope: 'everything' } })).status,
    ).toBe(400);
  });

  it('drops approved, completed, archived and binned cards', async () => {
    const reviewStage = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Review' },
      })
    ).body.data.id;
    await api('PUT', `/api/v1/workspaces/${scope.workspaceId}/stages/${reviewStage}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const [kept, approved, completed, archived, binned] = await Promise.all(
      ['Kept', 'Approved', 'Completed', 'Archived', 'Binned'].map((name) =>
        card(name, reviewStage, { participants: [owner.userId] }),
      ),
    );
    const feed = await issue(owner);
    const uidsNow = async () =>
      parseEvents((await fetchFeed(feed.url!)).text).map((e) => e.uid.slice('card-'.length, -'@greenlight'.length));
    expect(await uidsNow()).toEqual(expect.arrayContaining([kept, approved, completed, archived, binned]));

    const stages = `${cardPath(approved)}/approved_content_group_stages`;
    expect(
      (
        await api('POST', `${stages}?stage_id=${reviewStage}`, {
          token: owner.token,
          body: { comment: { description: '' } },
        })
      ).status,
    ).toBe(201);
    expect(
      (await api('PUT', `${stages}/${reviewStage}`, { token: owner.token, body: { comment: { description: '' } } }))
        .status,
    ).toBe(200);
    expect((await api('PUT', cardPath(completed), { token: owner.token, body: { completed: true } })).status).toBe(200);
    expect((await api('DELETE', `${cardPath(archived)}/archive`, { token: owner.token })).status).toBe(200);
    expect((await api('DELETE', cardPath(binned), { token: owner.token })).status).toBe(200);

    const uids = await uidsNow();
    expect(uids).toContain(kept);
    for (const gone of [approved, completed, archived, binned]) expect(uids).not.toContain(gone);
  });

  it("never shows a guest a hidden stage's card, nor a workspace they lost", async () => {
    const visible = await card('Client visible', scope.stageId, { participants: [guest.userId] });
    const hidden = await card('Team only', hiddenStageId, { participants: [guest.userId] });
    const feed = await issue(guest, { scope: 'all' });
    const uids = parseEvents((await fetchFeed(feed.url!)).text).map((e) => e.uid);
    expect(uids).toContain(`card-${visible}@greenlight`);
    expect(uids).not.toContain(`card-${hidden}@greenlight`);
    expect((await fetchFeed(feed.url!)).text).not.toContain('Team only');

    // Losing the workspace takes all of its cards out at once.
    await removeFromWorkspace(scope.workspaceId, scope.organizationId, guest.userId);
    const after = parseEvents((await fetchFeed(feed.url!)).text);
    expect(after).toEqual([]);
    const { workspace } = await getWorkspaceWithMember(scope.workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
  });

  it('stores only the hash; regenerate and revoke make the old URL answer 404 at once', async () => {
    const first = await issue(stranger);
    const token = new URL(first.url!).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const stored = await getCalendarFeed(stranger.userId);
    expect(stored?.token_hash).toBe(feedTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Later reads do not show the URL again.
    const shown = await api<CalendarFeed>('GET', '/api/v1/calendar_feed', { token: stranger.token });
    expect(shown.body.data).toMatchObject({ active: true, scope: 'participating' });
    expect(shown.body.data.url).toBeUndefined();

    const second = await issue(stranger);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).status).toBe(404);
    expect((await fetchFeed(second.url!)).status).toBe(200);
    // The token without `.ics` answers too (some apps strip it).
    expect((await fetchFeed(second.url!.replace(/\.ics$/, ''))).status).toBe(200);

    expect((await api('DELETE', '/api/v1/calendar_feed', { token: stranger.token })).status).toBe(204);
    expect((await fetchFeed(second.url!)).status).toBe(404);
    expect(
      (await api<CalendarFeed>('GET', '/api/v1/calendar_feed', { token: stranger.token })).body.data,
    ).toMatchObject({ active: false, created_at: null });
    expect((await api('PUT', '/api/v1/calendar_feed', { token: stranger.token, body: { scope: 'all' } })).status).toBe(
      404,
    );
  });

  it("answers 404 for malformed or guessed tokens, needs a session for the settings, and never reaches another organization's cards", async () => {
    for (const bad of ['short', `${'A'.repeat(43)}.ics`, `${'A'.repeat(44)}`, `${'A'.repeat(43)}.txt`]) {
      const res = await fetch(`${baseUrl()}/api/v1/calendar_feeds/${bad}`);
      expect(res.status, bad).toBe(404);
    }
    expect((await api('GET', '/api/v1/calendar_feed')).status).toBe(401);
    expect((await api('POST', '/api/v1/calendar_feed', { body: {} })).status).toBe(401);

    // The stranger's own organization has a dated card; the owner's feed (every card) never lists it, and
    // the stranger's never lists the owner's.
    const theirs = await scopeFixture(stranger, 'Elsewhere');
    await api('PUT', `/api/v1/workspaces/${theirs.workspaceId}/content_groups/${theirs.cardId}`, {
      token: stranger.token,
      body: { due_date: due.toISOString() },
    });
    const ownerFeed = await issue(owner, { scope: 'all' });
    const ownerUids = parseEvents((await fetchFeed(ownerFeed.url!)).text).map((e) => e.uid);
    expect(ownerUids).not.toContain(`card-${theirs.cardId}@greenlight`);
    const strangerFeed = await issue(stranger, { scope: 'all' });
    const strangerUids = parseEvents((await fetchFeed(strangerFeed.url!)).text).map((e) => e.uid);
    expect(strangerUids).toEqual([`card-${theirs.cardId}@greenlight`]);
    // A body naming another user's id changes nothing: the feed is always the caller's own.
    await api('POST', '/api/v1/calendar_feed', { token: stranger.token, body: { user_id: owner.userId } });
    expect((await fetchFeed(ownerFeed.url!)).status).toBe(200);
  });
});

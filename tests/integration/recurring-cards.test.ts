/**
 * Recurring cards (issue 28 "Recurring cards"; decisions G17–G22): every kind of rule over a month and across
 * Europe/Berlin's daylight-saving changes of 2026 (29 March, 25 October), occurrences made by the
 * `recurring-cards` schedule run "as of" a later time (each missed one once, however late; never twice, even
 * for overlapping runs), copies of the template with the rule's parts, due at their occurrence, editing and stopping
 * from now on, binning the template stopping it, the role rights, and other organizations' ids.
 *
 * Rules are set with the local stack's injected clock (`x-greenlight-clock`, decisions R19), so "now" for a
 * rule is a chosen instant in 2026; each test works in a stage of its own and stops its rules when done.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { listStageCards } from '../../functions/src/data/card-pages';
import { readChecklists } from '../../functions/src/data/checklists';
import { getCardRecurrence } from '../../functions/src/data/card-recurrences';
import type { RecurrenceResponse, RecurrenceRuleInput } from '../../shared/schemas/recurrence';

const BERLIN = 'Europe/Berlin';
type Rule = Partial<RecurrenceRuleInput> & Pick<RecurrenceRuleInput, 'frequency'>;

describe('recurring cards', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let scope: ScopeFixture;
  let theirs: ScopeFixture;

  const cardPath = (cardId: string, ws = scope.workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}`;
  const recurrencePath = (cardId: string, ws = scope.workspaceId) => `${cardPath(cardId, ws)}/recurrence`;

  /** Set `rule` on a card as of `at` (the injected clock). */
  const setRule = (cardId: string, rule: Rule, at: string, user = owner) =>
    api<RecurrenceResponse>('PUT', recurrencePath(cardId), {
      token: user.token,
      headers: { 'x-greenlight-clock': at },
      body: { rule: { time: '09:00', time_zone: BERLIN, ...rule } },
    });

  /** Run the schedule as EventBridge would at `time`. */
  async function run(time: string) {
    const res = await fetch(`${baseUrl()}/_local/schedules/recurring-cards?time=${encodeURIComponent(time)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Array<{ kind: string; processed: number; failed: number; skipped: number }> })
      .data[0]!;
  }

  /** A stage of its own with a template card named `name`, due at `due` when given. */
  async function template(name: string, due?: string): Promise<{ stageId: string; cardId: string }> {
    const stageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/stages`, {
        token: owner.token,
        body: { name: `Stage ${name}` },
      })
    ).body.data.id;
    const cardId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
    if (due)
      expect((await api('PUT', cardPath(cardId), { token: owner.token, body: { due_date: due } })).status).toBe(200);
    return { stageId, cardId };
  }

  /** The occurrences in a stage (every card but the template), by due date. */
  async function occurrences(stageId: string, templateId: string) {
    const cards = (await listStageCards(stageId, 1, 500)).items.filter((c) => c.card_id !== templateId);
    return cards.sort((a, b) => (a.due_date ?? a.created_at ?? '').localeCompare(b.due_date ?? b.created_at ?? ''));
  }

  /** The due dates of a stage's occurrences (each is due at its occurrence, issue 35). */
  const dues = async (stageId: string, templateId: string) =>
    (await occurrences(stageId, templateId)).map((c) => c.due_date);
  const stop = (cardId: string) => api('DELETE', recurrencePath(cardId), { token: owner.token });

  beforeAll(async () => {
    [owner, production, spectator, approver, stranger] = await Promise.all([
      signedInUser('rec-owner', { canCreateOrganization: true }),
      signedInUser('rec-prod'),
      signedInUser('rec-spec'),
      signedInUser('rec-appr'),
      signedInUser('rec-stranger', { canCreateOrganization: true }),
    ]);
    scope = await scopeFixture(owner, 'Recurring');
    theirs = await scopeFixture(stranger, 'Theirs');
    const { workspace } = await getWorkspaceWithMember(scope.workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('weekly on chosen days across the spring change: 09:00 Berlin stays 09:00, and the card says so', async () => {
    // Set on Monday 16 March 2026 at 11:00 Berlin: the first occurrence is Thursday the 19th.
    const { stageId, cardId } = await template('Weekly', '2026-03-19T09:00:00.000Z');
    const set = await setRule(cardId, { frequency: 'weekly', weekdays: ['MO', 'TH'] }, '2026-03-16T10:00:00.000Z');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.recurrence).toMatchObject({
      summary: 'Repeats weekly on Mon, Thu at 09:00',
      next_at: '2026-03-19T08:00:00.000Z',
    });

    expect((await run('2026-04-14T00:00:00.000Z')).processed).toBe(1);
    // 08:00Z before 29 March (CET), 07:00Z after (CEST); each copy is due at its occurrence (issue 35).
    expect(await dues(stageId, cardId)).toEqual([
      '2026-03-19T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-26T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-02T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-09T07:00:00.000Z',
      '2026-04-13T07:00:00.000Z',
    ]);
    const shown = await api<RecurrenceResponse>('GET', recurrencePath(cardId), { token: spectator.token });
    expect(shown.body.data.recurrence).toMatchObject({
      summary: 'Repeats weekly on Mon, Thu at 09:00',
      next_at: '2026-04-16T07:00:00.000Z',
    });
    await stop(cardId);
  });

  it('daily, every N days with a count, every N weeks until a date, over a month', async () => {
    const daily = await template('Daily', '2026-05-01T08:00:00.000Z');
    const everyThree = await template('Every three', '2026-05-01T08:00:00.000Z');
    const fortnightly = await template('Fortnightly', '2026-05-01T08:00:00.000Z');
    const at = '2026-04-30T20:00:00.000Z'; // 22:00 Berlin: the first occurrence is tomorrow
    expect((await setRule(daily.cardId, { frequency: 'daily' }, at)).status).toBe(200);
    expect(
      (await setRule(everyThree.cardId, { frequency: 'daily', interval: 3, count: 4 }, at)).body.data.recurrence
        ?.summary,
    ).toBe('Repeats every 3 days at 09:00, 4 times');
    const fortnight = await setRule(
      fortnightly.cardId,
      { frequency: 'weekly', interval: 2, weekdays: ['FR'], ends_on: '2026-05-29' },
      at,
    );
    expect(fortnight.body.data.recurrence?.summary).toBe('Repeats every 2 weeks on Fri at 09:00, until 2026-05-29');

    expect((await run('2026-06-01T00:00:00.000Z')).processed).toBe(3);
    const dailyDues = await dues(daily.stageId, daily.cardId);
    expect(dailyDues).toHaveLength(31);
    expect(dailyDues[0]).toBe('2026-05-01T07:00:00.000Z');
    expect(dailyDues.at(-1)).toBe('2026-05-31T07:00:00.000Z');
    expect(await dues(everyThree.stageId, everyThree.cardId)).toEqual([
      '2026-05-01T07:00:00.000Z',
      '2026-05-04T07:00:00.000Z',
      '2026-05-07T07:00:00.000Z',
      '2026-05-10T07:00:00.000Z',
    ]);
    expect(await dues(fortnightly.stageId, fortnightly.cardId)).toEqual([
      '2026-05-01T07:00:00.000Z',
      '2026-05-15T07:00:00.000Z',
      '2026-05-29T07:00:00.000Z',
    ]);
    // Rules that ended have no next occurrence and no job left.
    expect(
      (await api<RecurrenceResponse>('GET', recurrencePath(everyThree.cardId), { token: owner.token })).body.data
        .recurrence?.next_at,
    ).toBeNull();
    expect(
      (await api<RecurrenceResponse>('GET', recurrencePath(fortnightly.cardId), { token: owner.token })).body.data
        .recurrence?.next_at,
    ).toBeNull();
    await stop(daily.cardId);
  });

  it('monthly on the last day and on the 31st across the autumn change', async () => {
    const last = await template('Month end', '2026-09-30T10:00:00.000Z');
    const thirtyFirst = await template('Thirty-first');
    const at = '2026-09-15T10:00:00.000Z';
    expect(
      (await setRule(last.cardId, { frequency: 'monthly', month_day: -1, time: '11:00' }, at)).body.data.recurrence
        ?.summary,
    ).toBe('Repeats monthly on the last day at 11:00');
    expect(
      (await setRule(thirtyFirst.cardId, { frequency: 'monthly', month_day: 31 }, at)).body.data.recurrence?.summary,
    ).toBe('Repeats monthly on the 31st at 09:00');
    await run('2027-01-01T00:00:00.000Z');
    // 11:00 CEST = 09:00Z in September; 11:00 CET = 10:00Z after 25 October.
    expect(await dues(last.stageId, last.cardId)).toEqual([
      '2026-09-30T09:00:00.000Z',
      '2026-10-31T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-12-31T10:00:00.000Z',
    ]);
    // Months without a 31st are skipped (RFC 5545); an undated template's copies are due at their occurrence (issue 35).
    const copies = await occurrences(thirtyFirst.stageId, thirtyFirst.cardId);
    expect(copies.map((c) => c.due_date ?? null)).toEqual(['2026-10-31T08:00:00.000Z', '2026-12-31T08:00:00.000Z']);
    await stop(last.cardId);
    await stop(thirtyFirst.cardId);
  });

  it('a late run makes each missed occurrence once; running twice, or two runs at once, makes nothing twice', async () => {
    const { stageId, cardId } = await template('Late', '2026-06-01T07:00:00.000Z');
    await setRule(cardId, { frequency: 'daily' }, '2026-05-31T20:00:00.000Z');
    // Nothing due yet.
    expect((await run('2026-06-01T06:00:00.000Z')).processed).toBe(0);
    expect(await dues(stageId, cardId)).toEqual([]);
    // Ten days late: ten occurrences, once each.
    const [first, second] = await Promise.all([run('2026-06-10T12:00:00.000Z'), run('2026-06-10T12:00:00.000Z')]);
    expect(first.processed + second.processed).toBe(1);
    expect(await dues(stageId, cardId)).toHaveLength(10);
    await run('2026-06-10T12:00:00.000Z');
    await run('2026-06-10T13:00:00.000Z');
    expect(await dues(stageId, cardId)).toHaveLength(10);
    const ids = (await occurrences(stageId, cardId)).map((c) => c.card_id);
    expect(new Set(ids).size).toBe(10);
    await run('2026-06-11T12:00:00.000Z');
    expect(await dues(stageId, cardId)).toHaveLength(11);
    await stop(cardId);
  });

  it("copies the rule's parts of the template into its stage", async () => {
    const { stageId, cardId } = await template('Social calendar', '2026-07-08T15:00:00.000Z');
    await api('PUT', cardPath(cardId), {
      token: owner.token,
      body: { description: '<p>Plan the posts</p>', start_date: '2026-07-06T07:00:00.000Z', reminder_in_day: 1 },
    });
    await api('POST', `${cardPath(cardId)}/content_labels`, {
      token: owner.token,
      body: { label_id: scope.labelId, assigned: true },
    });
    await api('POST', `${cardPath(cardId)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: production.userId }] },
    });
    const list = (
      await api<{ id: string }>('POST', `${cardPath(cardId)}/lists`, {
        token: owner.token,
        body: { list: { title: 'Posts' } },
      })
    ).body.data;
    await api('POST', `${cardPath(cardId)}/lists/${list.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'Instagram' } },
    });
    // Weekly on Monday 09:00: the first occurrence is Monday 6 July (07:00Z). Each copy is due then, and starts
    // the template's lead time (2 days 8 h) before (issue 35; decisions RC4).
    await setRule(
      cardId,
      {
        frequency: 'weekly',
        weekdays: ['MO'],
        parts: { description: true, lists: true, labels: true, participants: true, images: false },
      },
      '2026-07-05T10:00:00.000Z',
    );
    await run('2026-07-14T00:00:00.000Z');
    const copies = await occurrences(stageId, cardId);
    expect(copies.map((c) => [c.start_date, c.due_date])).toEqual([
      ['2026-07-03T23:00:00.000Z', '2026-07-06T07:00:00.000Z'],
      ['2026-07-10T23:00:00.000Z', '2026-07-13T07:00:00.000Z'],
    ]);
    expect(copies.map((c) => c.name)).toEqual(['Social calendar · Mon 6 Jul', 'Social calendar · Mon 13 Jul']);
    for (const copy of copies) {
      expect(copy).toMatchObject({
        stage_id: stageId,
        description: '<p>Plan the posts</p>',
        reminder_in_day: 1,
        created_by: owner.userId,
      });
      expect([...(copy.label_ids ?? [])]).toEqual([scope.labelId]);
      expect([...(copy.assigned_user_ids ?? [])]).toEqual([production.userId]);
      const lists = await readChecklists(copy.card_id);
      expect(lists.lists.map((l) => l.title)).toEqual(['Posts']);
      expect(lists.items.map((i) => i.description)).toEqual(['Instagram']);
    }
    // Without the parts, a copy is the bare card with its dates.
    await setRule(
      cardId,
      {
        frequency: 'weekly',
        weekdays: ['MO'],
        parts: { description: false, lists: false, labels: false, participants: false, images: false },
      },
      '2026-07-14T00:00:00.000Z',
    );
    await run('2026-07-21T00:00:00.000Z');
    const bare = (await occurrences(stageId, cardId)).at(-1)!;
    expect(bare.due_date).toBe('2026-07-20T07:00:00.000Z');
    expect(bare.description ?? '').toBe('');
    expect(bare.label_ids ?? []).toHaveLength(0);
    expect((await readChecklists(bare.card_id)).lists).toEqual([]);
    await stop(cardId);
  });

  it('editing or stopping the rule changes only future occurrences', async () => {
    const { stageId, cardId } = await template('Edited', '2026-08-03T07:00:00.000Z');
    await setRule(cardId, { frequency: 'daily' }, '2026-08-02T20:00:00.000Z');
    await run('2026-08-05T12:00:00.000Z');
    expect(await dues(stageId, cardId)).toEqual([
      '2026-08-03T07:00:00.000Z',
      '2026-08-04T07:00:00.000Z',
      '2026-08-05T07:00:00.000Z',
    ]);
    // From 6 August on, weekly on Monday: the three made stay.
    const edited = await setRule(cardId, { frequency: 'weekly', weekdays: ['MO'] }, '2026-08-05T12:00:00.000Z');
    expect(edited.body.data.recurrence).toMatchObject({
      summary: 'Repeats weekly on Mon at 09:00',
      next_at: '2026-08-10T07:00:00.000Z',
    });
    await run('2026-08-12T00:00:00.000Z');
    const afterEdit = await dues(stageId, cardId);
    expect(afterEdit).toHaveLength(4);
    expect(afterEdit.slice(0, 3)).toEqual([
      '2026-08-03T07:00:00.000Z',
      '2026-08-04T07:00:00.000Z',
      '2026-08-05T07:00:00.000Z',
    ]);

    expect((await stop(cardId)).status).toBe(204);
    expect(
      (await api<RecurrenceResponse>('GET', recurrencePath(cardId), { token: owner.token })).body.data.recurrence,
    ).toBeNull();
    await run('2026-09-30T00:00:00.000Z');
    expect(await dues(stageId, cardId)).toHaveLength(4);
  });

  it('binning the template stops it', async () => {
    const { stageId, cardId } = await template('Binned', '2026-10-05T07:00:00.000Z');
    await setRule(cardId, { frequency: 'daily' }, '2026-10-04T20:00:00.000Z');
    await run('2026-10-06T12:00:00.000Z');
    expect(await dues(stageId, cardId)).toHaveLength(2);
    expect((await api('DELETE', cardPath(cardId), { token: owner.token })).status).toBe(200);
    expect(await getCardRecurrence(cardId)).toBeNull();
    await run('2026-10-20T12:00:00.000Z');
    expect(await dues(stageId, cardId)).toHaveLength(2);
    // A binned card is read-only: no new rule.
    expect((await setRule(cardId, { frequency: 'daily' }, '2026-10-20T12:00:00.000Z')).status).toBe(409);
  });

  it('refuses bad rules and stores nothing', async () => {
    const { cardId } = await template('Bad rules');
    for (const rule of [
      { frequency: 'weekly', weekdays: [] },
      { frequency: 'monthly' },
      { frequency: 'daily', time: '25:00' },
      { frequency: 'daily', time_zone: 'Mars/Olympus' },
      { frequency: 'daily', interval: 0 },
      { frequency: 'daily', ends_on: '2026-12-31', count: 3 },
      { frequency: 'yearly' },
    ] as Rule[]) {
      const res = await setRule(cardId, rule, '2026-11-01T00:00:00.000Z');
      expect(res.status, JSON.stringify(rule)).toBe(400);
    }
    expect(await getCardRecurrence(cardId)).toBeNull();
  });

  it('lets those who may copy cards set and stop rules; others see them or get 403; other organizations get 404', async () => {
    const { cardId } = await template('Rights');
    const at = '2026-11-02T00:00:00.000Z';
    expect((await setRule(cardId, { frequency: 'daily' }, at, production)).status).toBe(200);
    expect((await setRule(cardId, { frequency: 'daily' }, at, spectator)).status).toBe(403);
    expect((await setRule(cardId, { frequency: 'daily' }, at, approver)).status).toBe(403);
    expect((await api('DELETE', recurrencePath(cardId), { token: spectator.token })).status).toBe(403);
    expect((await api('GET', recurrencePath(cardId), { token: spectator.token })).status).toBe(200);
    // The guest does not see the card's stage (not client-visible): 404, as for any card they cannot see.
    expect((await api('GET', recurrencePath(cardId), { token: approver.token })).status).toBe(404);

    // Another organization: its member, its ids, or a mix of both, never reach this card or that one.
    expect((await api('GET', recurrencePath(cardId), { token: stranger.token })).status).toBe(404);
    expect((await setRule(cardId, { frequency: 'daily' }, at, stranger)).status).toBe(404);
    expect((await api('DELETE', recurrencePath(cardId), { token: stranger.token })).status).toBe(404);
    expect(
      (
        await api('PUT', recurrencePath(theirs.cardId), {
          token: owner.token,
          body: { rule: { frequency: 'daily', time: '09:00', time_zone: BERLIN } },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('PUT', recurrencePath(theirs.cardId, scope.workspaceId), {
          token: owner.token,
          body: { rule: { frequency: 'daily', time: '09:00', time_zone: BERLIN } },
        })
      ).status,
    ).toBe(404);
    expect((await api('GET', recurrencePath(cardId, theirs.workspaceId), { token: stranger.token })).status).toBe(404);
    expect((await api('GET', recurrencePath(randomUUID()), { token: owner.token })).status).toBe(404);
    expect(await getCardRecurrence(theirs.cardId)).toBeNull();
    expect((await stop(cardId)).status).toBe(204);
  });
});

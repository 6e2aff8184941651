/**
 * Recurring cards repeat, once per date (issue 35 "Recurring cards repeat"; decisions RC2–RC6): the runs of
 * the `recurring-cards` schedule (the same instant twice, out of order, a later run after an earlier one,
 * a rule edited on a day already made) make exactly one copy per occurrence date in the rule's time zone;
 * a copy is due at its occurrence (the rule's time of day), is named with its date and names its template;
 * guests see no repeat rule; a rule whose setter was removed stops, and the workspace's Team Leads are told.
 *
 * Rules are set with the local stack's injected clock (`x-greenlight-clock`, decisions R19); each test
 * works in a stage of its own and stops its rules when done.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { listStageCards } from '../../functions/src/data/card-pages';
import { getCardRecurrence } from '../../functions/src/data/card-recurrences';
import { removeFromWorkspace } from '../../functions/src/data/memberships';
import { makeDueOccurrences } from '../../functions/src/services/recurrence/make-occurrences';
import { orphanedRuleNotice } from '../../functions/src/services/recurrence/orphaned-rule';
import type { Card } from '../../shared/schemas/card';
import type { RecurrenceResponse, RecurrenceRuleInput } from '../../shared/schemas/recurrence';

const BERLIN = 'Europe/Berlin';
type Rule = Partial<RecurrenceRuleInput> & Pick<RecurrenceRuleInput, 'frequency'>;
/** The rule: weekly on Monday and Wednesday at 10:00 Berlin (09:00Z in December). */
const MON_WED: Rule = {
  frequency: 'weekly',
  weekdays: ['MO', 'WE'],
  time: '10:00',
};

describe('recurring cards: one copy per occurrence (issue 35)', () => {
  let owner: SignedInUser;
  let lead: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let scope: ScopeFixture;

  const cardPath = (cardId: string) => `/api/v1/workspaces/${scope.workspaceId}/content_groups/${cardId}`;
  const recurrencePath = (cardId: string) => `${cardPath(cardId)}/recurrence`;
  const setRule = (cardId: string, rule: Rule, at: string, user = owner) =>
    api<RecurrenceResponse>('PUT', recurrencePath(cardId), {
      token: user.token,
      headers: { 'x-greenlight-clock': at },
      body: { rule: { time: '09:00', time_zone: BERLIN, ...rule } },
    });
  const stop = (cardId: string) => api('DELETE', recurrencePath(cardId), { token: owner.token });

  /** Run the schedule as EventBridge would at `time`. */
  async function run(time: string): Promise<void> {
    const res = await fetch(`${baseUrl()}/_local/schedules/recurring-cards?time=${encodeURIComponent(time)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  }

  /** A stage of its own (client-visible when asked) with a template card named `name`, due at `due` when given. */
  async function template(
    name: string,
    options: { due?: string; visibleToClient?: boolean } = {},
  ): Promise<{ stageId: string; cardId: string }> {
    const stageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/stages`, {
        token: owner.token,
        body: { name: `Stage ${name}` },
      })
    ).body.data.id;
    if (options.visibleToClient)
      await api('PUT', `/api/v1/workspaces/${scope.workspaceId}/stages/${stageId}`, {
        token: owner.token,
        body: { visible_to_client: true },
      });
    const cardId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
    if (options.due)
      expect(
        (
          await api('PUT', cardPath(cardId), {
            token: owner.token,
            body: { due_date: options.due },
          })
        ).status,
      ).toBe(200);
    return { stageId, cardId };
  }

  /** The copies in a stage (every card but the template), by due date: name, due date, template. */
  async function copies(stageId: string, templateId: string) {
    const cards = (await listStageCards(stageId, 1, 500)).items.filter((c) => c.card_id !== templateId);
    return cards
      .sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.card_id.localeCompare(b.card_id))
      .map((c) => ({
        id: c.card_id,
        name: c.name,
        due: c.due_date ?? null,
        template: c.recurring_template_id ?? null,
      }));
  }

  beforeAll(async () => {
    [owner, lead, production, approver] = await Promise.all([
      signedInUser('occ-owner', { canCreateOrganization: true }),
      signedInUser('occ-lead'),
      signedInUser('occ-prod'),
      signedInUser('occ-appr'),
    ]);
    scope = await scopeFixture(owner, 'Occurrences');
    const { workspace } = await getWorkspaceWithMember(scope.workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it("the issue's runs: one copy per occurrence, due at the rule's time, named with its date, linked to its template", async () => {
    // Set on Sunday 6 December 2026; the template is due Wednesday 9 December at 17:00 Berlin.
    const { stageId, cardId } = await template('Social calendar', {
      due: '2026-12-09T16:00:00.000Z',
    });
    expect((await setRule(cardId, MON_WED, '2026-12-06T11:00:00.000Z')).status).toBe(200);
    await run('2026-12-13T11:00:00.000Z');
    await run('2026-12-14T11:00:00.000Z');
    const expected = [
      {
        name: 'Social calendar · Mon 7 Dec',
        due: '2026-12-07T09:00:00.000Z',
        template: cardId,
      },
      {
        name: 'Social calendar · Wed 9 Dec',
        due: '2026-12-09T09:00:00.000Z',
        template: cardId,
      },
      {
        name: 'Social calendar · Mon 14 Dec',
        due: '2026-12-14T09:00:00.000Z',
        template: cardId,
      },
    ];
    expect((await copies(stageId, cardId)).map(({ id: _id, ...c }) => c)).toEqual(expected);
    // The same instant twice, and at once: nothing more.
    await Promise.all([run('2026-12-14T11:00:00.000Z'), run('2026-12-14T11:00:00.000Z')]);
    await run('2026-12-14T11:00:00.000Z');
    expect((await copies(stageId, cardId)).map(({ id: _id, ...c }) => c)).toEqual(expected);
    // The card read says which template a copy came from; the template itself is no copy.
    const first = (await copies(stageId, cardId))[0]!;
    const read = await api<Card>('GET', cardPath(first.id), {
      token: owner.token,
    });
    expect(read.body.data).toMatchObject({
      name: 'Social calendar · Mon 7 Dec',
      due_date: '2026-12-07T09:00:00.000Z',
      recurring_template_id: cardId,
    });
    expect(
      (await api<Card>('GET', cardPath(cardId), { token: owner.token })).body.data.recurring_template_id ?? null,
    ).toBeNull();
    await stop(cardId);
  });

  it('runs out of order, a stale run and a rule edited on a day already made: still one copy per date', async () => {
    const { stageId, cardId } = await template('Out of order');
    await setRule(cardId, MON_WED, '2026-12-06T11:00:00.000Z');
    // A later run first, then an earlier one.
    await run('2026-12-10T11:00:00.000Z');
    await run('2026-12-08T11:00:00.000Z');
    expect((await copies(stageId, cardId)).map((c) => c.due)).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-09T09:00:00.000Z',
    ]);
    // A run that read the rule's first job before the later run moved it on (a stale index): nothing twice.
    const payload = { workspace_id: scope.workspaceId, card_id: cardId };
    expect(
      await makeDueOccurrences(
        { subject_id: cardId, due_at: '2026-12-07T09:00:00.000Z', payload },
        new Date('2026-12-10T11:00:00.000Z'),
      ),
    ).toBe(0);
    // Monday 14th made at 10:00, then the rule is moved to 18:00 that same day (a clock a little behind the
    // run's): the 14th already has its copy, the 16th gets the new time.
    await run('2026-12-14T11:00:00.000Z');
    expect((await setRule(cardId, { ...MON_WED, time: '18:00' }, '2026-12-14T10:00:00.000Z')).status).toBe(200);
    await run('2026-12-17T11:00:00.000Z');
    const made = await copies(stageId, cardId);
    expect(made.map((c) => c.due)).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-09T09:00:00.000Z',
      '2026-12-14T09:00:00.000Z',
      '2026-12-16T17:00:00.000Z',
    ]);
    expect(new Set(made.map((c) => c.name)).size).toBe(4);
    await stop(cardId);
  });

  it("gives an undated template's copies its occurrence as their due date", async () => {
    const { stageId, cardId } = await template('Undated');
    await setRule(cardId, { frequency: 'daily', time: '07:30' }, '2026-12-06T11:00:00.000Z');
    await run('2026-12-09T12:00:00.000Z');
    expect(await copies(stageId, cardId)).toEqual([
      expect.objectContaining({
        name: 'Undated · Mon 7 Dec',
        due: '2026-12-07T06:30:00.000Z',
      }),
      expect.objectContaining({
        name: 'Undated · Tue 8 Dec',
        due: '2026-12-08T06:30:00.000Z',
      }),
      expect.objectContaining({
        name: 'Undated · Wed 9 Dec',
        due: '2026-12-09T06:30:00.000Z',
      }),
    ]);
    await stop(cardId);
  });

  it("shows guests no repeat rule, on the template's rule read nor on a copy", async () => {
    const { stageId, cardId } = await template('Client visible', {
      visibleToClient: true,
    });
    await setRule(cardId, MON_WED, '2026-12-06T11:00:00.000Z');
    await run('2026-12-08T11:00:00.000Z');
    const [copy] = await copies(stageId, cardId);
    expect(copy).toMatchObject({ template: cardId });
    // The team sees the rule; the guest, who sees the card, does not.
    expect(
      (
        await api<RecurrenceResponse>('GET', recurrencePath(cardId), {
          token: production.token,
        })
      ).body.data.recurrence,
    ).toMatchObject({ summary: 'Repeats weekly on Mon, Wed at 10:00' });
    const guestRule = await api<RecurrenceResponse>('GET', recurrencePath(cardId), { token: approver.token });
    expect(guestRule.status).toBe(200);
    expect(guestRule.body.data.recurrence).toBeNull();
    const guestCopy = await api<Card>('GET', cardPath(copy!.id), {
      token: approver.token,
    });
    expect(guestCopy.status).toBe(200);
    expect(guestCopy.body.data.recurring_template_id ?? null).toBeNull();
    expect(
      (await api<Card>('GET', cardPath(copy!.id), { token: production.token })).body.data.recurring_template_id,
    ).toBe(cardId);
    await stop(cardId);
  });

  it("stops a rule whose setter was removed from the workspace, and tells the workspace's Team Leads", async () => {
    const { stageId, cardId } = await template('Orphaned');
    expect((await setRule(cardId, MON_WED, '2026-12-06T11:00:00.000Z', production)).status).toBe(200);
    await run('2026-12-08T11:00:00.000Z');
    expect(await copies(stageId, cardId)).toHaveLength(1);
    expect(await removeFromWorkspace(scope.workspaceId, scope.organizationId, production.userId)).toBe(true);
    await run('2026-12-15T11:00:00.000Z');
    // No copy after the removal; the rule and its job are gone.
    expect(await copies(stageId, cardId)).toHaveLength(1);
    expect(await getCardRecurrence(cardId, { consistent: true })).toBeNull();
    expect(
      (
        await api<RecurrenceResponse>('GET', recurrencePath(cardId), {
          token: owner.token,
        })
      ).body.data.recurrence,
    ).toBeNull();
    const { summary } = orphanedRuleNotice('Orphaned', 'occ-prod');
    type Notices = {
      notifications: Array<{ summary: string; resource_id: string | null }>;
    };
    const leadNotices = (await api<Notices>('GET', '/api/v1/notifications', { token: lead.token })).body.data
      .notifications;
    const told = leadNotices.filter((n) => n.summary.startsWith('"Orphaned" stopped repeating'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ resource_id: cardId });
    expect(told[0]!.summary.endsWith(summary.slice(summary.indexOf(', who set')))).toBe(true);
    // Another run tells no one again.
    await run('2026-12-22T11:00:00.000Z');
    const again = (await api<Notices>('GET', '/api/v1/notifications', { token: lead.token })).body.data.notifications;
    expect(again.filter((n) => n.summary.startsWith('"Orphaned" stopped repeating'))).toHaveLength(1);
  });
});

/**
 * Review deadlines (issue 38 "Review deadlines"; decisions DL1–DL4): submitting sets a decision deadline,
 * 2 working days by default in the submitter's zone, or the day the dialog chose (never in the past); on the
 * deadline's morning (09:00 in each reviewer's zone, the submitter's for e-mail reviewers) the `due-reminders`
 * run, as of a later time, reminds once, in the bell and by e-mail, only the asked reviewers who have not decided.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { clientBoardFixture } from '../support/client-board';
import { CLOCK_HEADER } from '../../functions/src/lib/clock';
import { approvalEventItem } from '../../functions/src/data/report-items';
import { runTransaction } from '../../functions/src/data/transactions';
import { addWorkspaceMember, getWorkspace, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { makeGermanReader } from '../support/catalogues';
import type { ApprovalResult } from '../../shared/schemas/approvals';

interface Notice {
  summary: string;
  resource_id?: string | null;
}

/** Friday 4 Dec 2026, 10:00 UTC (11:00 in Berlin): the submissions' clock. */
const FRIDAY = '2026-12-04T10:00:00.000Z';

describe('review deadlines', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let clientA: SignedInUser;
  let clientB: SignedInUser;
  let clientC: SignedInUser;
  let workspaceId: string;
  let stageId: string;

  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const submit = (cardId: string, body: Record<string, unknown> = {}) =>
    api<ApprovalResult>('POST', `${cardPath(cardId)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: production.token,
      body: { comment: { description: '' }, ...body },
      headers: { [CLOCK_HEADER]: FRIDAY },
    });
  const newCard = async (name: string) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  const remindersOf = async (user: SignedInUser, cardId: string) =>
    (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: user.token })
    ).body.data.notifications
      .filter((n) => n.resource_id === cardId && n.summary.includes('is due today'))
      .map((n) => n.summary);
  const reminderMails = async (email: string, cardName: string) =>
    (await mailTo(email)).filter((m) => m.subject === `Your decision on "${cardName}" is due today`);
  /** Run the schedule as EventBridge would at `time`. */
  const runAt = async (time: string) => {
    const res = await fetch(`${baseUrl()}/_local/schedules/due-reminders?time=${encodeURIComponent(time)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    const summaries = ((await res.json()) as { data: Array<{ kind: string; processed: number }> }).data;
    return summaries.find((s) => s.kind === 'review_deadline')!.processed;
  };

  beforeAll(async () => {
    [owner, production, clientA, clientB, clientC] = await Promise.all(
      ['dl-owner', 'dl-production', 'dl-client-a', 'dl-client-b', 'dl-client-c'].map((p) => signedInUser(p)),
    );
    ({ workspaceId, stageId } = await clientBoardFixture(
      owner,
      'Client Review',
      0,
      [
        [production, 'production'],
        [clientA, 'approver'],
        [clientB, 'approver'],
        [clientC, 'approver'],
      ],
      { requireApproval: true },
    ));
  });

  it('refuses a deadline in the past or a bad zone with a clear message, and submits nothing', async () => {
    const card = await newCard('Too late');
    const past = await submit(card, { review_deadline: '2026-12-03', time_zone: 'Europe/Berlin' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: 'The review deadline cannot be in the past.' });
    const zone = await submit(card, { review_deadline: '2026-12-08', time_zone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    const read = await api<{ stage: { status: string } }>('GET', cardPath(card), { token: owner.token });
    expect(read.body.data.stage.status).toBe('none');
    // Today, in the submitter's zone, is still allowed.
    expect((await submit(card, { review_deadline: '2026-12-04', time_zone: 'Europe/Berlin' })).status).toBe(201);
  });

  it('defaults to 2 working days (Friday → Tuesday) ending at midnight in the submitter zone', async () => {
    const card = await newCard('Default deadline');
    const submitted = await submit(card, { time_zone: 'Europe/Berlin' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.stage.review_deadline).toBe('2026-12-08T22:59:59.999Z');
    const chosen = await newCard('Chosen deadline');
    const later = await submit(chosen, { review_deadline: '2026-12-10', time_zone: 'America/New_York' });
    expect(later.body.data.stage.review_deadline).toBe('2026-12-11T04:59:59.999Z');
  });

  it('reminds only undecided reviewers on the morning of the deadline, once', async () => {
    // Waiting: A and B asked, C not; an e-mail reviewer invited; B has stated a decision (as a round of
    // several reviewers records it) while the card still waits.
    const waiting = await newCard('Deadline poster');
    const invited = await api('POST', `${cardPath(waiting)}/reviewers`, {
      token: production.token,
      body: { email: 'dl-rita@example.com', name: 'Rita', expires_in_days: 30 },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const asked = await submit(waiting, { reviewer_ids: [clientA.userId, clientB.userId], time_zone: 'Europe/Berlin' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const workspace = (await getWorkspace(workspaceId))!;
    await runTransaction([
      approvalEventItem({
        organizationId: workspace.organization_id,
        workspaceId,
        cardId: waiting,
        cardName: 'Deadline poster',
        actorId: clientB.userId,
        kind: 'approve',
        eventId: '019aef00-0000-7000-8000-000000000001',
        at: '2026-12-05T10:00:00.000Z',
      }),
    ]);
    // Decided: A approved before the deadline, so nobody is reminded of it.
    const decided = await newCard('Decided poster');
    expect((await submit(decided, { reviewer_ids: [clientA.userId], time_zone: 'Europe/Berlin' })).status).toBe(201);
    const approve = await api('PUT', `${cardPath(decided)}/approved_content_group_stages/${stageId}`, {
      token: clientA.token,
      body: { comment: { description: '' } },
      headers: { [CLOCK_HEADER]: '2026-12-07T10:00:00.000Z' },
    });
    expect(approve.status).toBe(200);

    // 08:30 in Berlin on the deadline's day: too early.
    await runAt('2026-12-08T07:30:00.000Z');
    expect(await remindersOf(clientA, waiting)).toEqual([]);

    // 09:01 in Berlin: A (bell and mail) and the e-mail reviewer (mail); not B (decided), not C (not asked).
    expect(await runAt('2026-12-08T08:01:00.000Z')).toBeGreaterThan(0);
    expect(await remindersOf(clientA, waiting)).toEqual(['Your decision on "Deadline poster" is due today']);
    expect(await reminderMails(clientA.email, 'Deadline poster')).toHaveLength(1);
    expect(await reminderMails('dl-rita@example.com', 'Deadline poster')).toHaveLength(1);
    for (const other of [clientB, clientC]) {
      expect(await remindersOf(other, waiting)).toEqual([]);
      expect(await reminderMails(other.email, 'Deadline poster')).toEqual([]);
    }
    expect(await remindersOf(clientA, decided)).toEqual([]);
    expect(await reminderMails(clientA.email, 'Decided poster')).toEqual([]);
    const mail = (await reminderMails(clientA.email, 'Deadline poster'))[0]!;
    expect(mail.body.text).toContain('Tue, Dec 8, end of day (Europe/Berlin)');

    // A second run sends nothing more.
    await runAt('2026-12-08T09:00:00.000Z');
    expect(await remindersOf(clientA, waiting)).toHaveLength(1);
    expect(await reminderMails(clientA.email, 'Deadline poster')).toHaveLength(1);
    expect(await reminderMails('dl-rita@example.com', 'Deadline poster')).toHaveLength(1);
  });

  it('counts overdue reviews on the dashboard and the workspace cards, and on-time decisions in the analytics', async () => {
    // Pending by now: "Too late" (due Dec 4), "Default deadline" and "Deadline poster" (Dec 8, Berlin),
    // "Chosen deadline" (Dec 10, New York); "Decided poster" was approved on Dec 7, before its deadline.
    const org = owner.personalOrganizationId;
    const overdueAt = async (at: string) => {
      const headers = { org_id: org, [CLOCK_HEADER]: at };
      const home = await api<{ overdue_reviews: number }>('GET', '/api/v1/home', { token: owner.token, headers });
      expect(home.status).toBe(200);
      const list = await api<Array<{ id: string; overdue_reviews?: number }>>(
        'GET',
        `/api/v1/organizations/workspaces?organization_id=${org}`,
        { token: owner.token, headers },
      );
      return [home.body.data.overdue_reviews, list.body.data.find((w) => w.id === workspaceId)!.overdue_reviews];
    };
    expect(await overdueAt('2026-12-04T12:00:00.000Z')).toEqual([0, 0]);
    expect(await overdueAt('2026-12-09T12:00:00.000Z')).toEqual([3, 3]);
    expect(await overdueAt('2026-12-11T12:00:00.000Z')).toEqual([4, 4]);

    const analytics = await api<{ on_time_decisions: { with_deadline: number; on_time: number } }>(
      'GET',
      `/api/v1/organizations/${org}/reports/approvals?from=2026-12-01&to=2026-12-31&tz=UTC`,
      { token: owner.token, headers: { org_id: org } },
    );
    expect(analytics.status, JSON.stringify(analytics.body)).toBe(200);
    expect(analytics.body.data.on_time_decisions).toEqual({ with_deadline: 1, on_time: 1 });
  });
  // Last: its overdue card would change the counts of the test above.
  it("writes the reminder in each reader's language, the day the way their language writes it", async () => {
    const german = await signedInUser('dl-german');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, german.userId, 'approver');
    await makeGermanReader(german.token);
    const card = await newCard('Plakat Frist');
    const invited = await api('POST', `${cardPath(card)}/reviewers`, {
      token: production.token,
      body: { email: 'dl-lucia@example.com', name: 'Lucía', expires_in_days: 30, language: 'es' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect((await submit(card, { reviewer_ids: [german.userId], time_zone: 'Europe/Berlin' })).status).toBe(201);

    expect(await runAt('2026-12-08T08:30:00.000Z')).toBeGreaterThan(0);
    const bell = await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', {
      token: german.token,
      headers: { 'accept-language': 'de' },
    });
    // The card's notices: the submission's and the reminder's, both in German.
    expect(bell.body.data.notifications.filter((n) => n.resource_id === card).map((n) => n.summary)).toEqual([
      'Ihre Entscheidung zu „Plakat Frist“ ist heute fällig',
      'Test dl-production hat „Plakat Frist“ zur Freigabe eingereicht',
    ]);
    const germanMail = (await mailTo(german.email)).find((m) => m.subject.startsWith('Ihre Entscheidung'));
    expect(germanMail!.subject).toBe('Ihre Entscheidung zu „Plakat Frist“ ist heute fällig');
    expect(germanMail!.body.text).toContain('Di., 8. Dez., Tagesende (Europe/Berlin)');
    const spanishMail = (await mailTo('dl-lucia@example.com')).find((m) => m.subject.startsWith('Tu decisión'));
    expect(spanishMail!.subject).toBe('Tu decisión sobre «Plakat Frist» vence hoy');
    expect(spanishMail!.body.text).toContain('mar, 8 dic, al final del día (Europe/Berlin)');
    expect(spanishMail!.body.text).toContain('Abre la revisión con el enlace de tu correo de invitación.');
  });
});

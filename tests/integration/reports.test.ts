/**
 * Time reports and approval analytics through the API (issue 28; BRIEF §8; decisions G1–G10): time split
 * at the viewer's midnights in several zones (one across a daylight-saving change), a running timer
 * counted to the request's clock, percentiles and counts against a hand-computed set, one card sent back
 * twice, cards waiting on the client, each role's rights, another organization's ids, and the DynamoDB
 * request bound (workspaces + a constant, no Scan).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { invokeCounting } from '../support/invoke';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { ApprovalAnalytics, ReportAccess, TimeReport } from '../../shared/schemas/reports';

const CLOCK = 'x-greenlight-clock';
const H = 3600;

describe('reports', () => {
  let owner: SignedInUser;
  let lead: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let orgId: string;
  const ws: Record<'a' | 'b', { id: string; timed: string; review: string }> = {} as never;

  const at = (iso: string) => ({ [CLOCK]: iso });
  const cardPath = (w: string, c: string) => `/api/v1/workspaces/${w}/content_groups/${c}`;
  const newCard = async (w: 'a' | 'b', name: string, stage: 'timed' | 'review') =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${ws[w].id}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: ws[w][stage] },
      })
    ).body.data.id;
  const track = async (w: 'a' | 'b', card: string, user: SignedInUser, from: string, to?: string) => {
    expect(
      (await api('POST', `${cardPath(ws[w].id, card)}/timestamps/start`, { token: user.token, headers: at(from) }))
        .status,
    ).toBe(201);
    if (to)
      expect(
        (await api('POST', `${cardPath(ws[w].id, card)}/timestamps/stop`, { token: user.token, headers: at(to) }))
          .status,
      ).toBe(200);
  };
  const timeReport = (
    user: SignedInUser,
    query: Record<string, string>,
    clock = '2031-06-01T00:00:00.000Z',
    org = orgId,
  ) =>
    api<TimeReport>('GET', `/api/v1/organizations/${org}/reports/time?${new URLSearchParams(query)}`, {
      token: user.token,
      headers: at(clock),
    });
  const analytics = (
    user: SignedInUser,
    query: Record<string, string>,
    clock = '2031-04-10T00:00:00.000Z',
    org = orgId,
  ) =>
    api<ApprovalAnalytics>('GET', `/api/v1/organizations/${org}/reports/approvals?${new URLSearchParams(query)}`, {
      token: user.token,
      headers: at(clock),
    });
  const approval = (
    w: 'a' | 'b',
    card: string,
    user: SignedInUser,
    step: 'submit' | 'approve' | 'request_revision' | 'accept_revision',
    when: string,
  ) => {
    const base = `${cardPath(ws[w].id, card)}/approved_content_group_stages`;
    const [method, path] =
      step === 'submit'
        ? ['POST', `${base}?stage_id=${ws[w].review}`]
        : step === 'approve'
          ? ['PUT', `${base}/${ws[w].review}`]
          : ['POST', `${base}/${ws[w].review}/${step}`];
    return api(method, path, { token: user.token, body: { comment: { description: '' } }, headers: at(when) });
  };
  const byDay = (report: TimeReport) => {
    const sums: Record<string, number> = {};
    for (const d of report.days) sums[d.day] = (sums[d.day] ?? 0) + d.seconds;
    return sums;
  };

  beforeAll(async () => {
    [owner, lead, production, approver, stranger] = await Promise.all(
      ['rp-owner', 'rp-lead', 'rp-production', 'rp-approver', 'rp-stranger'].map((p) => signedInUser(p)),
    );
    orgId = owner.personalOrganizationId;
    for (const [key, name] of [
      ['a', 'Acme'],
      ['b', 'Bolt'],
    ] as const) {
      const id = (
        await api<{ id: string }>('POST', '/api/v1/workspaces', {
          token: owner.token,
          body: { name, organization_id: orgId },
        })
      ).body.data.id;
      const timed = (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${id}/stages`, {
          token: owner.token,
          body: { name: 'Doing' },
        })
      ).body.data.id;
      const review = (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${id}/stages`, {
          token: owner.token,
          body: { name: 'Client Review' },
        })
      ).body.data.id;
      await api('PUT', `/api/v1/workspaces/${id}/stages/${timed}`, {
        token: owner.token,
        body: { enable_timestamp: true },
      });
      await api('PUT', `/api/v1/workspaces/${id}/stages/${review}`, {
        token: owner.token,
        body: { visible_to_client: true },
      });
      await api('PUT', `/api/v1/workspaces/${id}/stages/${review}`, {
        token: owner.token,
        body: { require_approval_from_client: true },
      });
      ws[key] = { id, timed, review };
      const { workspace } = await getWorkspaceWithMember(id, owner.userId);
      // The lead leads Acme but is Production in Bolt: everyone's time in Acme, only their own in Bolt.
      await addWorkspaceMember(workspace!, lead.userId, key === 'a' ? 'team_lead' : 'production');
      await addWorkspaceMember(workspace!, production.userId, 'production');
      await addWorkspaceMember(workspace!, approver.userId, 'approver');
    }
  });

  describe('time report', () => {
    let night: string;
    let berlin: string;
    beforeAll(async () => {
      night = await newCard('a', 'Night shift', 'timed');
      berlin = await newCard('b', 'Spring forward', 'timed');
      // 3 h over UTC midnight: 22:30 → 01:30.
      await track('a', night, production, '2031-03-01T22:30:00.000Z', '2031-03-02T01:30:00.000Z');
      // 4 h over Berlin's midnight on the night clocks go forward (30 March 2031, 01:00 UTC).
      await track('b', berlin, lead, '2031-03-29T22:00:00.000Z', '2031-03-30T02:00:00.000Z');
      await track('b', berlin, owner, '2031-03-02T10:00:00.000Z', '2031-03-02T11:15:00.000Z');
    });

    it('splits time at midnight in the viewer’s zone', async () => {
      const utc = (await timeReport(owner, { from: '2031-03-01', to: '2031-03-02', tz: 'UTC', workspace_id: ws.a.id }))
        .body.data;
      expect(byDay(utc)).toEqual({ '2031-03-01': 1.5 * H, '2031-03-02': 1.5 * H });
      const tokyo = (
        await timeReport(owner, { from: '2031-03-01', to: '2031-03-02', tz: 'Asia/Tokyo', workspace_id: ws.a.id })
      ).body.data;
      expect(byDay(tokyo)).toEqual({ '2031-03-02': 3 * H });
      const newYork = (
        await timeReport(owner, { from: '2031-03-01', to: '2031-03-02', tz: 'America/New_York', workspace_id: ws.a.id })
      ).body.data;
      expect(byDay(newYork)).toEqual({ '2031-03-01': 3 * H });
      // A range ending at midnight keeps only its own part of the run.
      const secondDay = (
        await timeReport(owner, {
          from: '2031-03-02',
          to: '2031-03-02',
          tz: 'UTC',
          workspace_id: ws.a.id,
          include: 'entries',
        })
      ).body.data;
      expect(secondDay.rows).toEqual([
        expect.objectContaining({
          card_name: 'Night shift',
          user_id: production.userId,
          seconds: 1.5 * H,
          running: false,
        }),
      ]);
      expect(secondDay.total_seconds).toBe(1.5 * H);
      // Berlin: 23:00 CET → 04:00 CEST is 1 h on the 29th and 3 h on the 30th (the skipped hour is not counted twice).
      const cet = (
        await timeReport(owner, { from: '2031-03-29', to: '2031-03-30', tz: 'Europe/Berlin', workspace_id: ws.b.id })
      ).body.data;
      expect(byDay(cet)).toEqual({ '2031-03-29': 1 * H, '2031-03-30': 3 * H });
    });

    it('groups workspace → card → user with totals', async () => {
      const march = (await timeReport(owner, { from: '2031-03-01', to: '2031-03-31', tz: 'UTC', include: 'entries' }))
        .body.data;
      expect(march.scope).toBe('all');
      // Sorted by workspace, then card, then user name.
      expect(march.rows.map((r) => [r.workspace_name, r.card_name])).toEqual([
        ['Acme', 'Night shift'],
        ['Bolt', 'Spring forward'],
        ['Bolt', 'Spring forward'],
      ]);
      expect(new Set(march.rows.map((r) => `${r.user_id}:${r.seconds}`))).toEqual(
        new Set([`${production.userId}:${3 * H}`, `${owner.userId}:${1.25 * H}`, `${lead.userId}:${4 * H}`]),
      );
      expect(march.total_seconds).toBe(8.25 * H);
      expect(march.days.reduce((s, d) => s + d.seconds, 0)).toBe(8.25 * H);
      expect(march.filters.workspaces.map((w) => w.name)).toEqual(['Acme', 'Bolt']);
      // One line per time entry, by start, with its own instants and its time inside the range (issue 35).
      expect(march.entries!.map((e) => [e.day, e.card_name, e.user_id, e.started_at, e.ended_at, e.seconds])).toEqual([
        ['2031-03-01', 'Night shift', production.userId, '2031-03-01T22:30:00.000Z', '2031-03-02T01:30:00.000Z', 3 * H],
        [
          '2031-03-02',
          'Spring forward',
          owner.userId,
          '2031-03-02T10:00:00.000Z',
          '2031-03-02T11:15:00.000Z',
          1.25 * H,
        ],
        ['2031-03-29', 'Spring forward', lead.userId, '2031-03-29T22:00:00.000Z', '2031-03-30T02:00:00.000Z', 4 * H],
      ]);
      // An entry that began before the range counts its part inside, on the range's first day.
      const second = (
        await timeReport(owner, {
          from: '2031-03-02',
          to: '2031-03-02',
          tz: 'UTC',
          workspace_id: ws.a.id,
          include: 'entries',
        })
      ).body.data;
      expect(second.entries).toEqual([
        expect.objectContaining({
          day: '2031-03-02',
          started_at: '2031-03-01T22:30:00.000Z',
          seconds: 1.5 * H,
          running: false,
          label_ids: [],
        }),
      ]);
      const onlyLead = (
        await timeReport(owner, { from: '2031-03-01', to: '2031-03-31', tz: 'UTC', user_id: lead.userId })
      ).body.data;
      expect(onlyLead.rows.map((r) => r.seconds)).toEqual([4 * H]);
      const empty = (await timeReport(owner, { from: '2031-05-01', to: '2031-05-31', tz: 'UTC' })).body.data;
      expect([empty.rows, empty.days, empty.total_seconds]).toEqual([[], [], 0]);
      // Without `include=entries` the answer has no entry lines (the page does not need them; decisions G26).
      expect(onlyLead).not.toHaveProperty('entries');
    });

    it('counts a running timer up to now', async () => {
      const card = await newCard('a', 'Live edit', 'timed');
      await track('a', card, owner, '2031-04-20T09:00:00.000Z');
      const report = (
        await timeReport(
          owner,
          { from: '2031-04-20', to: '2031-04-20', tz: 'UTC', workspace_id: ws.a.id, include: 'entries' },
          '2031-04-20T09:45:00.000Z',
        )
      ).body.data;
      expect(report.rows).toEqual([
        expect.objectContaining({ card_name: 'Live edit', user_id: owner.userId, seconds: 45 * 60, running: true }),
      ]);
      expect(report.entries).toEqual([
        expect.objectContaining({ card_name: 'Live edit', ended_at: null, seconds: 45 * 60, running: true }),
      ]);
      const later = (
        await timeReport(
          owner,
          { from: '2031-04-20', to: '2031-04-20', tz: 'UTC', workspace_id: ws.a.id },
          '2031-04-20T10:00:00.000Z',
        )
      ).body.data;
      expect(later.total_seconds).toBe(H);
      await api('POST', `${cardPath(ws.a.id, card)}/timestamps/stop`, {
        token: owner.token,
        headers: at('2031-04-20T10:30:00.000Z'),
      });
      const stopped = (
        await timeReport(
          owner,
          { from: '2031-04-20', to: '2031-04-20', tz: 'UTC', workspace_id: ws.a.id },
          '2031-04-21T00:00:00.000Z',
        )
      ).body.data;
      expect(stopped.rows).toEqual([expect.objectContaining({ seconds: 1.5 * H, running: false })]);
    });

    it('shows a Team Lead everyone where they lead and only their own time elsewhere; Production only their own', async () => {
      const range = { from: '2031-03-01', to: '2031-03-31', tz: 'UTC' };
      const leads = (await timeReport(lead, range)).body.data;
      expect(leads.scope).toBe('all');
      expect(leads.rows.map((r) => [r.workspace_name, r.user_id])).toEqual([
        ['Acme', production.userId],
        ['Bolt', lead.userId],
      ]);
      const own = (await timeReport(production, range)).body.data;
      expect(own.scope).toBe('own');
      expect(own.rows.map((r) => r.user_id)).toEqual([production.userId]);
      expect((await timeReport(production, { ...range, user_id: owner.userId })).body.data.rows).toEqual([]);
      expect(
        (await api<ReportAccess>('GET', `/api/v1/organizations/${orgId}/reports/access`, { token: production.token }))
          .body.data,
      ).toEqual({ time_report: 'own', approval_analytics: false });
      expect(
        (await api<ReportAccess>('GET', `/api/v1/organizations/${orgId}/reports/access`, { token: lead.token })).body
          .data,
      ).toEqual({ time_report: 'all', approval_analytics: true });
    });

    it('refuses guests, strangers, other organizations’ ids and bad input', async () => {
      const range = { from: '2031-03-01', to: '2031-03-31', tz: 'UTC' };
      expect((await timeReport(approver, range)).status).toBe(403);
      expect(
        (await api<ReportAccess>('GET', `/api/v1/organizations/${orgId}/reports/access`, { token: approver.token }))
          .body.data,
      ).toEqual({ time_report: 'none', approval_analytics: false });
      expect((await timeReport(stranger, range)).status).toBe(404);
      expect((await analytics(stranger, range)).status).toBe(404);
      expect(
        (await api('GET', `/api/v1/organizations/${orgId}/reports/access`, { token: stranger.token })).status,
      ).toBe(404);
      // The stranger's own organization with the owner's workspace: 404, nothing told.
      expect(
        (await timeReport(stranger, { ...range, workspace_id: ws.a.id }, undefined, stranger.personalOrganizationId))
          .status,
      ).toBe(404);
      expect((await timeReport(stranger, range, undefined, stranger.personalOrganizationId)).body.data.rows).toEqual(
        [],
      );
      const strangerWs = (
        await api<{ id: string }>('POST', '/api/v1/workspaces', {
          token: stranger.token,
          body: { name: 'Elsewhere', organization_id: stranger.personalOrganizationId },
        })
      ).body.data.id;
      expect((await timeReport(owner, { ...range, workspace_id: strangerWs })).status).toBe(404);
      expect((await analytics(owner, { ...range, workspace_id: strangerWs })).status).toBe(404);
      expect((await timeReport(owner, { ...range, tz: 'Mars/Olympus' })).status).toBe(400);
      expect((await timeReport(owner, { ...range, from: '2031-02-30' })).status).toBe(400);
      expect((await timeReport(owner, { from: '2031-04-01', to: '2031-03-01', tz: 'UTC' })).status).toBe(400);
      expect((await timeReport(owner, { from: '2030-01-01', to: '2031-03-01', tz: 'UTC' })).status).toBe(400);
    });

    it('costs at most workspaces + 8 DynamoDB requests and no Scan', async () => {
      const { handler } = await import('../../functions/src/handlers/http/organizations');
      const call = await invokeCounting(handler, {
        routeKey: 'GET /api/v1/organizations/{id}/reports/time',
        path: `/api/v1/organizations/${orgId}/reports/time`,
        pathParameters: { id: orgId },
        query: { from: '2031-03-01', to: '2031-03-31', tz: 'UTC' },
        userId: owner.userId,
      });
      expect(call.statusCode).toBe(200);
      expect(call.requests).not.toContain('ScanCommand');
      // 2 workspaces + 8: the authorization (≤ 2), the scope, 4 time slices, the users; plus a Query per workspace for its labels.
      expect(call.requests.length).toBeLessThanOrEqual(2 + 8);
      const member = await invokeCounting(handler, {
        routeKey: 'GET /api/v1/organizations/{id}/reports/approvals',
        path: `/api/v1/organizations/${orgId}/reports/approvals`,
        pathParameters: { id: orgId },
        query: { from: '2031-03-01', to: '2031-04-30', tz: 'UTC' },
        userId: lead.userId,
      });
      expect(member.statusCode).toBe(200);
      expect(member.requests).not.toContain('ScanCommand');
      expect(member.requests.length).toBeLessThanOrEqual(8);
    });
  });

  describe('approval analytics', () => {
    const T0 = Date.parse('2031-04-01T08:00:00.000Z');
    const iso = (hours: number) => new Date(T0 + hours * H * 1000).toISOString();

    beforeAll(async () => {
      // Acme: five cards submitted at T0, decided after 1, 2, 4, 8 and 30 hours.
      const turnarounds: Array<[number, 'approve' | 'request_revision', SignedInUser, string | null]> = [
        [1, 'approve', approver, '2031-04-01T10:00:00.000Z'],
        [2, 'approve', approver, '2031-04-01T09:00:00.000Z'],
        [4, 'approve', approver, null],
        [8, 'approve', owner, null],
        [30, 'request_revision', approver, null],
      ];
      for (const [index, [hours, decision, who, due]] of turnarounds.entries()) {
        const card = await newCard('a', `Acme ${index + 1}`, 'review');
        if (due) await api('PUT', cardPath(ws.a.id, card), { token: owner.token, body: { due_date: due } });
        expect((await approval('a', card, production, 'submit', iso(0))).status).toBe(201);
        expect((await approval('a', card, who, decision, iso(hours))).status).toBe(200);
      }
      // Bolt: one card sent back twice, then approved.
      const twice = await newCard('b', 'Sent back twice', 'review');
      for (const day of [0, 1]) {
        await approval('b', twice, production, 'submit', iso(day * 48));
        await approval('b', twice, approver, 'request_revision', iso(day * 48 + 24));
        await approval('b', twice, owner, 'accept_revision', iso(day * 48 + 25));
      }
      await approval('b', twice, production, 'submit', iso(96));
      expect((await approval('b', twice, approver, 'approve', iso(102))).status).toBe(200);
      // Waiting on the client (the clock says 10 April): 8 days, 5 days, and 1 day (not yet "too long").
      for (const [name, day] of [
        ['Waiting long', '2031-04-02'],
        ['Waiting some', '2031-04-05'],
        ['Just sent', '2031-04-09'],
      ] as const) {
        const card = await newCard('a', name, 'review');
        await approval('a', card, production, 'submit', `${day}T00:00:00.000Z`);
      }
    });

    it('counts, percentiles and rounds match the hand-computed set', async () => {
      const res = await analytics(owner, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      const acme = data.per_workspace.find((w) => w.name === 'Acme')!;
      // Sorted turnarounds 1, 2, 4, 8, 30 h: median 4 h; p90 at rank 3.6 = 8 + 0.6 × (30 − 8) = 21.2 h.
      expect(acme).toMatchObject({
        submitted: 8,
        approved: 4,
        sent_back: 1,
        turnaround: { decisions: 5, median_seconds: 4 * H, p90_seconds: 21.2 * H },
      });
      const bolt = data.per_workspace.find((w) => w.name === 'Bolt')!;
      // Bolt's decisions: 24, 24 and 6 hours after their submissions.
      expect(bolt).toMatchObject({
        submitted: 3,
        approved: 1,
        sent_back: 2,
        turnaround: { decisions: 3, median_seconds: 24 * H, p90_seconds: 24 * H },
      });
      expect([data.submitted, data.approved, data.sent_back]).toEqual([11, 5, 3]);
      // All eight decisions: 1, 2, 4, 6, 8, 24, 24, 30 h → median (6 + 8) / 2 = 7 h; p90 at rank 6.3 = 24 + 0.3 × 6 = 25.8 h.
      expect(data.turnaround.median_seconds).toBe(7 * H);
      expect(data.turnaround.p90_seconds).toBeCloseTo(25.8 * H, 6);
      expect(data.revision_rounds).toEqual([
        { rounds: 0, cards: 4 },
        { rounds: 1, cards: 0 },
        { rounds: 2, cards: 1 },
      ]);
      expect(data.by_approver.map((a) => [a.user_id, a.approved, a.sent_back])).toEqual([
        [approver.userId, 4, 3],
        [owner.userId, 1, 0],
      ]);
      expect(data.on_time).toEqual({ with_due_date: 2, on_time: 1 });
      expect(data.waiting.map((w) => [w.card_name, w.days_waiting])).toEqual([
        ['Waiting long', 8],
        ['Waiting some', 5],
      ]);
    });

    it('counts completions on or before the due date as on time', async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      for (const [name, due] of [
        ['Early', '2099-01-01T00:00:00.000Z'],
        ['Late', new Date(Date.now() - 86_400_000).toISOString()],
      ]) {
        const card = await newCard('b', name, 'timed');
        await api('PUT', cardPath(ws.b.id, card), { token: owner.token, body: { due_date: due } });
        expect(
          (await api('PUT', cardPath(ws.b.id, card), { token: owner.token, body: { completed: true } })).status,
        ).toBe(200);
      }
      const today = (await analytics(owner, { from: day(-1), to: day(1), tz: 'UTC' }, new Date().toISOString())).body
        .data;
      expect(today.on_time).toEqual({ with_due_date: 2, on_time: 1 });
      expect([today.submitted, today.approved]).toEqual([0, 0]);
    });

    it('narrows to one workspace and refuses roles without the right', async () => {
      const bolt = (await analytics(owner, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC', workspace_id: ws.b.id }))
        .body.data;
      expect([bolt.submitted, bolt.approved, bolt.sent_back, bolt.waiting.length]).toEqual([3, 1, 2, 0]);
      // The lead leads Acme only: Bolt is not theirs to analyse.
      expect(
        (await analytics(lead, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC', workspace_id: ws.b.id })).status,
      ).toBe(403);
      expect(
        (await analytics(lead, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC' })).body.data.per_workspace.map(
          (w) => w.name,
        ),
      ).toEqual(['Acme']);
      expect((await analytics(production, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC' })).status).toBe(403);
      expect((await analytics(approver, { from: '2031-04-01', to: '2031-04-30', tz: 'UTC' })).status).toBe(403);
      const empty = (await analytics(owner, { from: '2031-07-01', to: '2031-07-31', tz: 'UTC' })).body.data;
      expect([empty.submitted, empty.turnaround.median_seconds, empty.revision_rounds]).toEqual([0, null, []]);
    });
  });
});

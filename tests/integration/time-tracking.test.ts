/**
 * Time tracking through the API (cards spec §3 `timestamp_info`, `total_timestamp_info`,
 * `is_tracked_by_current_user`; §4 Time tracking, Card states; §8 'You have a card currently being
 * time-tracked.' and the invalid-stage popup; docs/decisions.md R14–R17): start and stop with an injected
 * clock, one running timer per user across workspaces (also under concurrent starts), moves and the bin
 * refused while tracked, the 12-hour schedule, each role, bad input and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, scopeFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import type { CurrentTimer, StoppedTimer, TimerState } from '../../shared/schemas/time-tracking';

const CLOCK = 'x-greenlight-clock';

describe('time tracking', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let timedStageId: string;
  let plainStageId: string;

  const cardPath = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}`;
  const start = (cardId: string, user: SignedInUser, at?: Date, ws = workspaceId) =>
    api<TimerState>('POST', `${cardPath(cardId, ws)}/timestamps/start`, {
      token: user.token,
      headers: at ? { [CLOCK]: at.toISOString() } : {},
    });
  const stop = (cardId: string, user: SignedInUser, at?: Date, ws = workspaceId) =>
    api<StoppedTimer>('POST', `${cardPath(cardId, ws)}/timestamps/stop`, {
      token: user.token,
      headers: at ? { [CLOCK]: at.toISOString() } : {},
    });
  const current = (user: SignedInUser) => api<CurrentTimer>('GET', '/api/v1/timestamps/current', { token: user.token });
  const newCard = async (name: string, stageId = timedStageId) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  const runSchedule = async (time: Date) =>
    (await fetch(`${baseUrl()}/_local/schedules/timer-stop?time=${time.toISOString()}`, { method: 'POST' })).json();

  beforeAll(async () => {
    [owner, production, spectator, approver, stranger] = await Promise.all(
      ['tt-owner', 'tt-production', 'tt-spectator', 'tt-approver', 'tt-stranger'].map((p) => signedInUser(p)),
    );
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Timers', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    timedStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'In Progress' },
      })
    ).body.data.id;
    plainStageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Done' },
      })
    ).body.data.id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${timedStageId}`, {
      token: owner.token,
      body: { enable_timestamp: true },
    });
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${timedStageId}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('starts and stops with the injected clock, counting per user and per card', async () => {
    const card = await newCard('Edit video');
    const t0 = new Date('2031-03-01T09:00:00.000Z');
    const started = await start(card, production, t0);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data).toMatchObject({
      is_tracked_by_current_user: true,
      total_timestamp_info: { total_seconds: 0, active_count: 1 },
    });
    expect(started.body.data.timestamp_info).toMatchObject({
      active: true,
      latest_start: t0.toISOString(),
      latest_change_total_seconds: 0,
    });
    expect((await current(production)).body.data).toMatchObject({
      card_id: card,
      card_name: 'Edit video',
      workspace_id: workspaceId,
      started_at: t0.toISOString(),
    });
    // The owner joins 30 s later: two timers run on the card.
    expect((await start(card, owner, new Date(t0.getTime() + 30_000))).status).toBe(201);
    const stopped = await stop(card, production, new Date(t0.getTime() + 90_000));
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({
      is_tracked_by_current_user: false,
      timestamp_info: { total_seconds: 90, active: false, latest_start: null },
    });
    expect(stopped.body.data.total_timestamp_info).toMatchObject({ total_seconds: 150, active_count: 1 });
    // Each stop says how long that timer ran (issue 42: the stop's confirmation).
    expect(stopped.body.data.stopped_seconds).toBe(90);
    expect((await stop(card, owner, new Date(t0.getTime() + 120_000))).body.data.stopped_seconds).toBe(90);
    const record = (await getCard(workspaceId, card))!;
    expect([record.total_seconds, record.active_timer_count, record.active_start_sum]).toEqual([180, 0, 0]);
    const detail = (await api<TimerState & { id: string }>('GET', cardPath(card), { token: production.token })).body
      .data;
    expect(detail.total_timestamp_info).toEqual({ total_seconds: 180, latest_start: null, active_count: 0 });
    expect(detail.timestamp_info.users.map((u) => [u.user_id, u.total_seconds]).sort()).toEqual(
      [
        [production.userId, 90],
        [owner.userId, 90],
      ].sort(),
    );
    expect((await current(production)).body.data).toBeNull();
  });

  it('runs one timer per user across all workspaces, also when starts race', async () => {
    const [a, b, c] = [await newCard('A'), await newCard('B'), await newCard('C')];
    expect((await start(a, production)).status).toBe(201);
    const second = await start(b, production);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have a card currently being time-tracked.');
    expect(second.body.reason).toBe('timer_running');
    // Another workspace of another organization: still one timer for the user.
    const other = await signedInUser('tt-other', { canCreateOrganization: true });
    const elsewhere = await scopeFixture(other, 'Elsewhere');
    await api('PUT', `/api/v1/workspaces/${elsewhere.workspaceId}/stages/${elsewhere.stageId}`, {
      token: other.token,
      body: { enable_timestamp: true },
    });
    const { workspace } = await getWorkspaceWithMember(elsewhere.workspaceId, other.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    expect((await start(elsewhere.cardId, production, undefined, elsewhere.workspaceId)).body.message).toBe(
      'You have a card currently being time-tracked.',
    );
    await stop(a, production);
    const raced = await Promise.all([
      start(b, production),
      start(c, production),
      start(elsewhere.cardId, production, undefined, elsewhere.workspaceId),
    ]);
    expect(raced.filter((r) => r.status === 201)).toHaveLength(1);
    for (const lost of raced.filter((r) => r.status !== 201))
      expect(lost.body.message).toBe('You have a card currently being time-tracked.');
    const running = (await current(production)).body.data!;
    const [runningWs, runningCard] = [running.workspace_id, running.card_id];
    expect((await stop(runningCard, production, undefined, runningWs)).status).toBe(200);
    const cards = await Promise.all([
      getCard(workspaceId, b),
      getCard(workspaceId, c),
      getCard(elsewhere.workspaceId, elsewhere.cardId),
    ]);
    expect(cards.map((x) => x!.active_timer_count ?? 0)).toEqual([0, 0, 0]);
  });

  it('refuses moving or binning a tracked card with a message about time-tracking and its reason code', async () => {
    const card = await newCard('Tracked');
    await start(card, owner);
    const moved = await api('PUT', `${cardPath(card)}/update_stage?stage_id=${plainStageId}`, { token: owner.token });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/time-track/);
    expect(moved.body.reason).toBe('card_time_tracked');
    // The message follows Accept-Language; the code the web app reacts to does not (decisions LV11).
    const german = await api('PUT', `${cardPath(card)}/update_stage?stage_id=${plainStageId}`, {
      token: owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.message).not.toMatch(/time-track/);
    expect(german.body.reason).toBe('card_time_tracked');
    const dragged = await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${card}&source_stage_id=${timedStageId}&destination_stage_id=${plainStageId}`,
      {
        token: owner.token,
        body: { stages: [{ id: plainStageId, content_group_ids: [card] }] },
      },
    );
    expect(dragged.status).toBe(409);
    expect(dragged.body.message).toMatch(/time-track/);
    expect(dragged.body.reason).toBe('card_time_tracked');
    const binned = await api('DELETE', cardPath(card), { token: owner.token });
    expect(binned.status).toBe(409);
    expect(binned.body.message).toMatch(/time-track/);
    expect(binned.body.reason).toBe('card_time_tracked');
    expect((await getCard(workspaceId, card))!.stage_id).toBe(timedStageId);
    await stop(card, owner);
    expect(
      (await api('PUT', `${cardPath(card)}/update_stage?stage_id=${plainStageId}`, { token: owner.token })).status,
    ).toBe(200);
  });

  it('closes a timer left running at 12 hours and tells its user', async () => {
    const card = await newCard('Forgotten');
    const t0 = new Date('2031-04-01T08:00:00.000Z');
    await start(card, production, t0);
    await runSchedule(new Date(t0.getTime() + 11 * 3600_000));
    expect((await current(production)).body.data?.card_id).toBe(card);
    await runSchedule(new Date(t0.getTime() + 12 * 3600_000 + 60_000));
    expect((await current(production)).body.data).toBeNull();
    const record = (await getCard(workspaceId, card))!;
    expect([record.total_seconds, record.active_timer_count]).toEqual([43_200, 0]);
    const notices = (
      await api<{ notifications: Array<{ summary: string }> }>('GET', '/api/v1/notifications', {
        token: production.token,
      })
    ).body.data.notifications;
    expect(notices.map((n) => n.summary)).toContain('Your timer on "Forgotten" was stopped after 12 hours.');
    // A timer stopped by hand before the 12 hours is left alone by its job.
    const t1 = new Date('2031-04-02T08:00:00.000Z');
    await start(card, production, t1);
    await stop(card, production, new Date(t1.getTime() + 60_000));
    await runSchedule(new Date(t1.getTime() + 13 * 3600_000));
    expect((await getCard(workspaceId, card))!.total_seconds).toBe(43_260);
  });

  it('gives each role its rights and refuses bad calls', async () => {
    const card = await newCard('Roles');
    const plain = await newCard('Plain', plainStageId);
    expect((await start(card, spectator)).status).toBe(403);
    expect((await start(card, approver)).status).toBe(403);
    expect((await start(plain, owner)).body.message).toBe('Time tracking is not enabled in this stage.');
    expect((await stop(card, owner)).body.message).toBe('You are not tracking time on this card.');
    expect((await api('POST', `${cardPath('not-a-uuid')}/timestamps/start`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', '/api/v1/timestamps/current')).status).toBe(401);
    expect((await getCard(workspaceId, card))!.active_timer_count ?? 0).toBe(0);
  });

  it("answers 404 for another organization's ids", async () => {
    const other = await signedInUser('tt-other2', { canCreateOrganization: true });
    const elsewhere = await scopeFixture(other, 'Elsewhere 2');
    const card = await newCard('Ours');
    for (const path of [`${cardPath(card)}/timestamps/start`, `${cardPath(card)}/timestamps/stop`]) {
      expect((await api('POST', path, { token: stranger.token })).status).toBe(404);
      expect((await api('POST', path.replace(workspaceId, elsewhere.workspaceId), { token: other.token })).status).toBe(
        404,
      );
    }
    expect((await api('POST', `${cardPath(elsewhere.cardId)}/timestamps/start`, { token: owner.token })).status).toBe(
      404,
    );
    expect((await getCard(workspaceId, card))!.active_timer_count ?? 0).toBe(0);
  });
});

/**
 * Live updates in Chromium with two browser contexts (issue 15 Tests; BRIEF §7 "Live updates"): an owner
 * changes a board while its team lead watches it. A move, a new card and a
 * checklist toggle reach the team lead's page through the WebSocket: the move is patched into the cached
 * board with no request at all, the new card costs exactly one board read, the toggle patches the open
 * popup's lists, and no 5-second refetch timer fires while the socket is up. A Team-tab mention by the
 * owner rings the team lead's bell (the badge and the chime). Then the team lead's socket
 * is killed and held down, the owner renames a card, the socket comes back, and the rename is there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { cardSlug } from '../../web/src/lib/card-slug';
import { WORKSPACE_POLL_MS } from '../../web/src/features/board/api/get-workspace';
import { catalogue } from '../support/catalogues';

type Board = { stages: Array<{ id: string; name: string; content_groups: Array<{ id: string; name: string }> }> };

describe('live updates in Chromium', () => {
  let browser: Browser;
  let ownerToken: string;
  let organizationId: string;
  let workspaceId: string;
  let board: Board;
  let teamLeadId: string;
  let teamLead: SignedInUser;

  const stage = (name: string) => board.stages.find((s) => s.name === name)!;
  const card = (stageName: string, name: string) => stage(stageName).content_groups.find((c) => c.name === name)!;
  const boardUrl = () => `${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`;
  const column = (page: Page, stageId: string) => page.locator(`[data-testid="stage-${stageId}"]`);
  const cardPath = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const liveOn = (page: Page, channel: string) =>
    page.locator(`html[data-live="open"][data-live-channels~="${channel}"]`).waitFor({ state: 'attached' });

  /** The team lead's page, counting its board reads and list reads; `sockets` lets the test cut the WebSocket. */
  async function teamLeadPage() {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const counts = { board: 0, lists: 0 };
    page.on('request', (request) => {
      if (request.method() !== 'GET') return;
      const { pathname } = new URL(request.url());
      if (pathname === `/api/v1/workspaces/${workspaceId}`) counts.board += 1;
      if (pathname.endsWith('/lists')) counts.lists += 1;
    });
    const sockets = { blocked: false, open: [] as WebSocketRoute[] };
    await page.routeWebSocket(/\/ws/, (ws) => {
      if (sockets.blocked) return ws.close();
      ws.connectToServer();
      sockets.open.push(ws);
    });
    await signInThroughUi(page, teamLead.email, TEST_PASSWORD);
    return { page, counts, sockets };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    // Its own board, not the demo's: other files share this stack and count on the demo as seeded.
    const [owner, lead] = await Promise.all([signedInUser('lv-owner'), signedInUser('lv-lead')]);
    ownerToken = owner.token;
    teamLead = lead;
    teamLeadId = lead.userId;
    organizationId = owner.personalOrganizationId;
    const fixture = await boardFixture(owner, ['Briefs', 'In Production'], 0);
    workspaceId = fixture.workspaceId;
    for (const name of ['Hero banner brief', 'Social calendar', 'Landing page copy', 'Newsletter outline']) {
      await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: ownerToken,
        body: { name, stage_id: fixture.stages[0]!.id },
      });
    }
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    board = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: ownerToken })).body.data;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the owner's move, new card and checklist toggle on the team lead's page without polling", async () => {
    const { page, counts } = await teamLeadPage();
    await page.goto(boardUrl());
    const moving = card('Briefs', 'Hero banner brief');
    await column(page, stage('Briefs').id).locator(`[data-testid="card-${moving.id}"]`).waitFor();
    await liveOn(page, `workspace:${workspaceId}`);
    const before = counts.board;

    // A move: patched into the cached board from the event, no read at all.
    const move = await api('PUT', `${cardPath(moving.id)}/update_stage?stage_id=${stage('In Production').id}`, {
      token: ownerToken,
    });
    expect(move.status).toBe(200);
    await column(page, stage('In Production').id).locator(`[data-testid="card-${moving.id}"]`).waitFor();
    expect(await column(page, stage('Briefs').id).locator(`[data-testid="card-${moving.id}"]`).count()).toBe(0);
    expect(counts.board).toBe(before);

    // A new card: the event invalidates the board, which is read once.
    const created = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: ownerToken,
      body: { name: 'Pushed card', stage_id: stage('Briefs').id },
    });
    expect(created.status).toBe(201);
    await column(page, stage('Briefs').id)
      .locator(`[data-testid="card-${created.body.data.id}"]`)
      .getByText('Pushed card')
      .waitFor();
    expect(counts.board).toBe(before + 1);

    // Longer than the 5-second refresh: no refetch timer fires while the socket is up.
    await page.waitForTimeout(WORKSPACE_POLL_MS + 1_500);
    expect(counts.board).toBe(before + 1);
    await page.screenshot({ path: '.shots/live-board-team-lead.png' });

    // A checklist toggle in the open popup: the card channel's item event patches the lists.
    const target = stage('Briefs').content_groups.find(
      (c) => !['Hero banner brief', 'Social calendar'].includes(c.name),
    )!;
    const lists = `${cardPath(target.id)}/lists`;
    const list = await api<{ id: string }>('POST', lists, {
      token: ownerToken,
      body: { list: { title: 'Live list' } },
    });
    const item = await api<{ id: string }>('POST', `${lists}/${list.body.data.id}/list_items`, {
      token: ownerToken,
      body: { list_item: { description: 'Pushed step' } },
    });
    await page.goto(
      `${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/content/${cardSlug(target)}`,
    );
    const checkbox = page.locator('#card-checklists').getByLabel('Done: Pushed step');
    await checkbox.waitFor();
    await liveOn(page, `card:${target.id}`);
    expect(await checkbox.isChecked()).toBe(false);
    const listReads = counts.lists;
    await api('PATCH', `${lists}/${list.body.data.id}/list_items/${item.body.data.id}`, {
      token: ownerToken,
      body: { list_item: { done: true } },
    });
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    expect(counts.lists).toBe(listReads);
    await page.screenshot({ path: '.shots/live-checklist-team-lead.png' });
    await page.context().close();
  });

  it("rings the team lead's bell for a Team-tab mention by the owner: the badge counts it and the sound plays", async () => {
    const { page } = await teamLeadPage();
    // Count the chime's notes (the Web Audio oscillators the ring starts).
    await page.context().addInitScript(() => {
      const w = window as unknown as { __rings: number };
      w.__rings = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        w.__rings += 1;
        return start.apply(this, args);
      };
    });
    await page.goto(boardUrl());
    await liveOn(page, `user:${teamLeadId}`);
    // Browsers start audio only after the page has had a click.
    await page.getByTestId('notifications-bell').click();
    await page.keyboard.press('Escape');
    const badge = async () =>
      Number(
        (await page
          .getByTestId('notifications-badge')
          .textContent()
          .catch(() => '0')) || 0,
      );
    const before = await badge();

    const target = card('Briefs', 'Landing page copy');
    const mention = `<span data-type="mention" data-id="${teamLeadId}" data-label="Toni Lead">@Toni Lead</span>`;
    const posted = await api('POST', `${cardPath(target.id)}/comments`, {
      token: ownerToken,
      body: { comment: { description: `<p>${mention} can you check this?</p>`, internal: true } },
    });
    expect(posted.status).toBe(201);
    await expect.poll(badge, { timeout: 15_000 }).toBe(before + 1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __rings: number }).__rings), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await page.getByText('The browser support could not be determined').count()).toBe(0);
    await page.context().close();
  });

  it('catches up after the socket is killed: a change made while it was down is there once it reconnects', async () => {
    const { page, sockets } = await teamLeadPage();
    await page.goto(boardUrl());
    const renamed = card('Briefs', 'Social calendar');
    await column(page, stage('Briefs').id).locator(`[data-testid="card-${renamed.id}"]`).waitFor();
    await liveOn(page, `workspace:${workspaceId}`);

    sockets.blocked = true;
    for (const ws of sockets.open.splice(0)) await ws.close();
    await page.locator('html:not([data-live="open"])').waitFor({ state: 'attached' });
    // A connection down for a few seconds says so; a short drop would not.
    const banner = page.getByTestId('connection-banner');
    await banner.getByText(catalogue('en', 'common')['connection.reconnecting']).waitFor({ timeout: 15_000 });

    expect(
      (await api('PUT', cardPath(renamed.id), { token: ownerToken, body: { name: 'Social calendar (while offline)' } }))
        .status,
    ).toBe(200);
    sockets.blocked = false;
    await liveOn(page, `workspace:${workspaceId}`);
    await column(page, stage('Briefs').id)
      .locator(`[data-testid="card-${renamed.id}"]`)
      .getByText('Social calendar (while offline)')
      .waitFor();
    await expect.poll(() => banner.innerText()).toBe('');
    await page.context().close();
  });

  it('tells a user who goes offline, and clears the notice when the network is back', async () => {
    const { page } = await teamLeadPage();
    await page.goto(boardUrl());
    await liveOn(page, `workspace:${workspaceId}`);
    const banner = page.getByTestId('connection-banner');
    expect(await banner.innerText()).toBe('');
    await page.context().setOffline(true);
    await banner.getByText(catalogue('en', 'common')['connection.offline']).waitFor({ timeout: 10_000 });
    await page.context().setOffline(false);
    // Back online, the socket reconnects at once (not after its backoff) and the bar goes.
    await liveOn(page, `workspace:${workspaceId}`);
    await expect.poll(() => banner.innerText(), { timeout: 10_000 }).toBe('');
    await page.context().close();
  });
});

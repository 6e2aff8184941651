/**
 * The workspace views in Chromium (issue 4 "Tests: In Chromium"; accounts spec §2 Workspace page, list
 * and board views, §4 moves, §7 Stages; cards spec §5 title edit): reorder within a stage and reload,
 * a keyboard move to the next stage, a touch move (hold, then drag), a refused move rolled back with the server's message, another member's change arriving within 5 s with "Refreshed",
 * list "Load More", search in both views, stage flags on the stages page, Settings rename, inline card
 * rename, the delete-stage refusal and the full-page new-card form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { dragTo, launchBrowser, signInThroughUi } from '../support/browser';

interface WorkspaceDetail {
  name: string;
  stages: Array<{
    id: string;
    name: string;
    enable_revision: boolean;
    content_groups: Array<{ id: string; name: string }>;
  }>;
}

describe('workspace views in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: SignedInUser;

  const workspaceUrl = (workspaceId: string, mode: 'list' | 'board' | 'stages' = 'list') =>
    `${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/${mode}`;
  const detail = async (workspaceId: string) =>
    (await api<WorkspaceDetail>('GET', `/api/v1/workspaces/${workspaceId}`, { token: user.token })).body.data;
  const column = (stageId: string) => page.locator(`[data-testid="stage-${stageId}"]`);
  const listStage = (stageId: string) => page.locator(`[data-testid="list-stage-${stageId}"]`);
  const cardIds = (scope: ReturnType<Page['locator']>) =>
    scope
      .locator('[data-testid^="card-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('card-'.length)));

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('views');
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // Each test starts from a page of its own; the session stays signed in.
    await page.goto(`${baseUrl()}/`);
  });

  it('reorders a card within a stage on the board, and the order holds after a reload', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 3);
    const [first, , third] = stages[0].cardIds;
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await column(stages[0].id).locator(`[data-testid="card-${third}"]`).waitFor();

    const from = (await page.locator(`[data-testid="card-${third}"]`).boundingBox())!;
    const to = (await page.locator(`[data-testid="card-${first}"]`).boundingBox())!;
    const saved = page.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'PUT');
    await dragTo(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + 4 },
    );
    expect((await saved).status()).toBe(200);

    const expected = [third, first, stages[0].cardIds[1]];
    expect(await cardIds(column(stages[0].id))).toEqual(expected);
    await page.reload();
    await column(stages[0].id).locator(`[data-testid="card-${third}"]`).waitFor();
    expect(await cardIds(column(stages[0].id))).toEqual(expected);
    expect((await detail(workspaceId)).stages[0].content_groups.map((c) => c.id)).toEqual(expected);
  });

  it('moves a card to the next stage with the keyboard (Space, Arrow Right, Space), and it persists', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts', 'Review'], 2);
    const [moving, staying] = stages[0].cardIds;
    await page.goto(workspaceUrl(workspaceId, 'board'));
    const card = page.locator(`[data-testid="card-${moving}"]`);
    await card.waitFor();

    await card.focus();
    const saved = page.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'PUT');
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);

    await column(stages[1].id).locator(`[data-testid="card-${moving}"]`).waitFor();
    expect(await cardIds(column(stages[0].id))).toEqual([staying]);
    const after = await detail(workspaceId);
    expect(after.stages[1].content_groups.map((c) => c.id)).toContain(moving);
    expect(after.stages[0].content_groups.map((c) => c.id)).toEqual([staying]);
  });

  it("shows another member's change without a reload, with the Refreshed indicator", async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 1);
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await column(stages[0].id).locator(`[data-testid="card-${stages[0].cardIds[0]}"]`).waitFor();
    expect(await page.getByText('Refreshed', { exact: true }).count()).toBe(0);

    // The change comes from outside this page (the API, as another session would make it).
    const created = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: user.token,
      body: { name: 'Made elsewhere', stage_id: stages[0].id },
    });
    // It arrives with the next 5 s poll (WORKSPACE_POLL_MS); the wait allows for a loaded CI machine.
    await column(stages[0].id).locator(`[data-testid="card-${created.body.data.id}"]`).waitFor({ timeout: 10_000 });
    await page.getByTestId('refreshed-indicator').getByText('Refreshed', { exact: true }).waitFor();
  });

  it("puts a card back and shows the server's message when a move is refused", async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 3);
    const [first, second, third] = stages[0].cardIds;
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await column(stages[0].id).locator(`[data-testid="card-${third}"]`).waitFor();
    // The server refuses this one move, as it does when a permission is missing (accounts spec §8).
    const message = 'You are not authorized to access this page';
    await page.route('**/api/v1/workspaces/*/sort?*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message }),
      }),
    );
    const from = (await page.locator(`[data-testid="card-${third}"]`).boundingBox())!;
    const to = (await page.locator(`[data-testid="card-${first}"]`).boundingBox())!;
    await dragTo(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + 4 },
    );

    await page.getByText(message).waitFor();
    await expect.poll(() => cardIds(column(stages[0].id))).toEqual([first, second, third]);
    await page.unroute('**/api/v1/workspaces/*/sort?*');
    expect((await detail(workspaceId)).stages[0].content_groups.map((c) => c.id)).toEqual([first, second, third]);
  });

  it('moves a card to another stage by touch: press and hold, then drag', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts', 'Review'], 2);
    const [moving, staying] = stages[0].cardIds;
    const phone = await browser.newContext({
      viewport: { width: 1024, height: 800 },
      hasTouch: true,
      isMobile: true,
      storageState: await context.storageState(),
    });
    const touchPage = await phone.newPage();
    try {
      await touchPage.goto(workspaceUrl(workspaceId, 'board'));
      const card = touchPage.locator(`[data-testid="card-${moving}"]`);
      await card.waitFor();
      const from = (await card.boundingBox())!;
      const to = (await touchPage.locator(`[data-testid="stage-${stages[1].id}"]`).boundingBox())!;
      const cdp = await phone.newCDPSession(touchPage);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      const saved = touchPage.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'PUT');
      const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      await touch('touchStart', start.x, start.y);
      // The touch sensor starts a drag after a 200 ms hold, so a swipe still scrolls the board.
      await touchPage.waitForTimeout(350);
      const end = { x: to.x + to.width / 2, y: to.y + 90 };
      for (let step = 1; step <= 20; step++) {
        await touch('touchMove', start.x + ((end.x - start.x) * step) / 20, start.y + ((end.y - start.y) * step) / 20);
        await touchPage.waitForTimeout(16);
      }
      await touchPage.waitForTimeout(200);
      await touch('touchEnd', end.x, end.y);
      expect((await saved).status()).toBe(200);
      expect((await detail(workspaceId)).stages.map((s) => s.content_groups.map((c) => c.id))).toEqual([
        [staying],
        expect.arrayContaining([moving]),
      ]);
    } finally {
      await phone.close();
    }
  });

  it('shows 10 rows of a 12-card stage in the list view, and Load More shows the rest', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Backlog'], 12);
    await page.goto(workspaceUrl(workspaceId, 'list'));
    const rows = listStage(stages[0].id).locator('tr[data-testid^="card-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);

    // The rest of the stage comes in one whole-stage request (issue 27), not a list_data page.
    const whole = page.waitForResponse(
      (r) => r.url().includes(`/workspaces/${workspaceId}/cards?`) && r.url().includes(`stage_id=${stages[0].id}`),
    );
    await listStage(stages[0].id).getByRole('button', { name: 'Load More' }).click();
    expect((await whole).status()).toBe(200);
    await expect.poll(() => rows.count()).toBe(12);
    expect(await cardIds(listStage(stages[0].id))).toEqual(stages[0].cardIds);
    await expect.poll(() => listStage(stages[0].id).getByRole('button', { name: 'Load More' }).count()).toBe(0);
  });

  it('filters cards by title in both views from the search box', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts', 'Review'], 3);
    const target = stages[1].cardIds[1]; // "Review card 2"
    await page.goto(workspaceUrl(workspaceId, 'list'));
    await listStage(stages[0].id).locator('tr[data-testid^="card-"]').first().waitFor();

    await page.getByPlaceholder('Search by card title...').fill('review card 2');
    await page.waitForURL(/[?&]search=review/);
    await expect.poll(() => cardIds(page.locator('[data-testid="list"]'))).toEqual([target]);

    await page.getByRole('link', { name: 'Board', exact: true }).click();
    await page.waitForURL(/\/board\?search=review/);
    await page.locator('[data-testid="board"]').waitFor();
    await expect.poll(() => cardIds(page.locator('[data-testid="board"]'))).toEqual([target]);
    expect(await page.getByPlaceholder('Search by card title...').inputValue()).toBe('review card 2');
    // The count badges count what the search shows, not the stages' totals.
    const badge = (stageId: string) => column(stageId).locator('.gl-column__count');
    expect(await badge(stages[1].id).getAttribute('aria-label')).toBe('1 matching card');
    expect(await badge(stages[0].id).textContent()).toBe('0');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(async () => (await cardIds(page.locator('[data-testid="board"]'))).length).toBe(6);
    expect(await badge(stages[1].id).getAttribute('aria-label')).toBe('3 cards');
  });

  it('shows the three optional stage settings only while approval requests are allowed, and a toggle persists', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 0);
    await page.goto(workspaceUrl(workspaceId, 'stages'));
    const approval = page.getByRole('switch', { name: 'Require approval from client for Drafts' });
    const revision = page.getByRole('switch', { name: 'Enable revision for Drafts' });
    await approval.waitFor({ state: 'attached' });
    // Accounts spec §5 Stage form: the optional settings appear only when approval requests are allowed.
    expect(await approval.isChecked()).toBe(false);
    for (const name of ['Enable revision', 'Enable timestamp', 'Visible to client']) {
      expect(await page.getByRole('switch', { name: `${name} for Drafts` }).count()).toBe(0);
    }

    const allowed = page.waitForResponse(
      (r) => r.url().endsWith(`/stages/${stages[0].id}`) && r.request().method() === 'PUT',
    );
    // Keyboard, as a keyboard user would: the switch is focusable and Space toggles it.
    await approval.focus();
    await page.keyboard.press('Space');
    expect((await allowed).request().postDataJSON()).toEqual({ require_approval_from_client: true });
    await revision.waitFor({ state: 'attached' });
    expect(await page.getByRole('switch', { name: 'Visible to client for Drafts' }).count()).toBe(1);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/stages/${stages[0].id}`) && r.request().method() === 'PUT',
    );
    await revision.focus();
    await page.keyboard.press('Space');
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({ enable_revision: true });
    expect(response.status()).toBe(200);

    await page.reload();
    await page.getByRole('switch', { name: 'Enable revision for Drafts' }).waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('switch', { name: 'Enable revision for Drafts' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Enable timestamp for Drafts' }).isChecked()).toBe(false);
    expect((await detail(workspaceId)).stages[0].enable_revision).toBe(true);
  });

  it('renames the workspace through the options menu’s Settings', async () => {
    const { workspaceId } = await boardFixture(user, ['Drafts'], 0);
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Workspace Settings' });
    await dialog.getByLabel('Workspace name').fill('Renamed Board');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Renamed Board');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Renamed Board');
    expect((await detail(workspaceId)).name).toBe('Renamed Board');
  });

  it('renames a card inline on the board with its pencil button: Escape cancels, Enter saves', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 1);
    const cardId = stages[0].cardIds[0];
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await page.getByRole('button', { name: 'Rename card Drafts card 1' }).click();
    const input = page.getByLabel('Card title of Drafts card 1');
    await input.fill('Discarded');
    await input.press('Escape');
    await expect.poll(() => page.locator(`[data-testid="card-${cardId}"]`).innerText()).toContain('Drafts card 1');

    await page.getByRole('button', { name: 'Rename card Drafts card 1' }).click();
    await page.getByLabel('Card title of Drafts card 1').fill('Poster final');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/content_groups/${cardId}`) && r.request().method() === 'PUT',
    );
    await page.getByLabel('Card title of Drafts card 1').press('Enter');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.locator(`[data-testid="card-${cardId}"]`).innerText()).toContain('Poster final');
  });

  it('opens a card on the first click, for a user who may also rename it: no timer waits for a double-click', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 1);
    const cardId = stages[0].cardIds[0];
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await page.getByRole('button', { name: 'Rename card Drafts card 1' }).waitFor();
    // The click's handlers run inside el.click(): any delay they schedule (a double-click window) shows here.
    const delays = await page.evaluate((id) => {
      const scheduled: number[] = [];
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
        scheduled.push(ms ?? 0);
        return original(handler, ms, ...rest);
      }) as typeof window.setTimeout;
      try {
        (document.querySelector(`[data-testid="card-${id}"]`) as HTMLElement).click();
      } finally {
        window.setTimeout = original;
      }
      return scheduled;
    }, cardId);
    expect(delays.filter((ms) => ms >= 100)).toEqual([]);
    await page.getByTestId('card-popup').getByText('Drafts card 1').first().waitFor();
  });

  it('says a stage still holds cards, and how many, before any delete request', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 2);
    const deletes: string[] = [];
    const onRequest = (r: { method: () => string; url: () => string }) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(workspaceUrl(workspaceId, 'board'));
    await page.getByRole('button', { name: 'Stage options for Drafts' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete stage' });
    await dialog.getByText('“Drafts” holds 2 cards. Move or delete them before deleting the stage.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    page.off('request', onRequest);
    expect(deletes).toEqual([]);
    expect((await detail(workspaceId)).stages.map((s) => s.id)).toEqual([stages[0].id]);
  });

  it('creates cards with the full-page form: "Save, and add cards" stays, "Save" goes back to the list', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts', 'Review'], 0);
    await page.goto(workspaceUrl(workspaceId, 'list'));
    await page.getByRole('link', { name: 'New card' }).click();
    await page.getByLabel('Title').fill('Flyer');
    await page.getByLabel('Stage').selectOption({ label: 'Review' });
    await page.getByLabel('Due date').fill('2030-03-04T15:30');
    await page.getByRole('button', { name: 'Save, and add cards' }).click();
    await page.getByTestId('toast').getByText('Card “Flyer” created.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');

    await page.getByLabel('Title').fill('Banner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/list$/);
    await listStage(stages[1].id).locator('tr[data-testid^="card-"]').nth(1).waitFor();
    const review = (await detail(workspaceId)).stages[1].content_groups;
    expect(review.map((c) => c.name)).toEqual(['Flyer', 'Banner']);
    expect(await listStage(stages[1].id).locator('tr[data-testid^="card-"]').first().innerText()).toContain(
      'Mar 04, 2030',
    );
  });
});

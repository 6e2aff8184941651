/**
 * The Calendar view in Chromium (accounts spec §2 Calendar view: month calendar with prev, next and
 * "This Month", 1 event before "more"; §4 Calendar drag changes the due date): open it from the view
 * switcher, see cards on their due days, navigate, drag a card to another day and find it there after
 * a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { dragTo, launchBrowser, signInThroughUi } from '../support/browser';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of day `day` of the month `offset` months from now (UTC; the browser runs in UTC too). */
function dayOf(offset: number, day: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
const monthName = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

describe('calendar view in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let user: SignedInUser;
  let workspaceId: string;
  const ids: Record<string, string> = {};
  let reviewStageId: string;

  const cell = (day: string) => page.locator(`.gl-calendar__day-${day}`).first();
  const event = (id: string) => page.locator(`[data-testid="calendar-event-${id}"]`);

  /** Whether the event's centre lies inside the day's cell. */
  async function onDay(id: string, day: string): Promise<boolean> {
    const [e, c] = [await event(id).boundingBox(), await cell(day).boundingBox()];
    if (!e || !c) return false;
    const [x, y] = [e.x + e.width / 2, e.y + e.height / 2];
    return x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('calendar');
    const fixture = await boardFixture(user, ['To do', 'Review'], 0);
    workspaceId = fixture.workspaceId;
    reviewStageId = fixture.stages[1].id;
    const make = async (key: string, stage: number, day: string) => {
      const res = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: user.token,
        body: { name: key, stage_id: fixture.stages[stage].id, due_date: `${day}T12:00:00.000Z` },
      });
      ids[key] = res.body.data.id;
    };
    await make('Blog post', 0, dayOf(0, 10));
    await make('Video cut', 1, dayOf(0, 12));
    await make('Busy one', 0, dayOf(0, 20));
    await make('Busy two', 1, dayOf(0, 20));
    await make('Busy three', 1, dayOf(0, 20));
    await make('Pair one', 0, dayOf(0, 24));
    await make('Pair two', 1, dayOf(0, 24));
    await make('Next month post', 0, dayOf(1, 15));
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId: 'UTC' });
    page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the view switcher and shows each card on its due day, 1 per day then "+N more"', async () => {
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/list`);
    await page.getByRole('navigation', { name: 'Workspace view' }).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(/\/calendar/);
    await event(ids['Blog post']).waitFor();
    expect(await page.getByTestId('calendar-month').textContent()).toBe(monthName(0));
    expect(await onDay(ids['Blog post'], dayOf(0, 10))).toBe(true);
    expect(await onDay(ids['Video cut'], dayOf(0, 12))).toBe(true);
    // Two cards on the 24th: one shows, then "+1 more" (accounts spec §9), not both.
    await page.locator('.rbc-show-more', { hasText: '+1 more' }).first().waitFor();
    expect(await page.locator('.gl-calendar__event-link', { hasText: /^Pair/ }).count()).toBe(1);
    // Three cards on the 20th: one shows, the others are behind "+2 more", which lists the whole day.
    const busy = page.locator('.rbc-show-more', { hasText: '+2 more' });
    await busy.first().waitFor();
    expect(await page.locator('.gl-calendar__event-link', { hasText: /^Busy/ }).count()).toBe(1);
    await busy.first().click();
    const dayList = page.getByRole('dialog');
    await dayList.getByRole('link', { name: /Busy three/ }).waitFor();
    expect(await dayList.getByRole('link').count()).toBe(3);
    await page.keyboard.press('Escape');
    await dayList.waitFor({ state: 'detached' });
  });

  it('navigates to the next month and back with "This Month"', async () => {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByTestId('calendar-month')
      .filter({ hasText: monthName(1) })
      .waitFor();
    await event(ids['Next month post']).waitFor();
    expect(await onDay(ids['Next month post'], dayOf(1, 15))).toBe(true);
    // Two months on, nothing is due: the empty state names the month.
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByTestId('calendar-month')
      .filter({ hasText: monthName(2) })
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `No cards due in ${monthName(2)}.` })
      .waitFor();
    await page.getByRole('button', { name: 'This Month' }).click();
    await page
      .getByTestId('calendar-month')
      .filter({ hasText: monthName(0) })
      .waitFor();
    await event(ids['Blog post']).waitFor();
  });

  it('drags a card to another day; the new due date stays after a reload', async () => {
    const from = await event(ids['Blog post']).boundingBox();
    const to = await cell(dayOf(0, 17)).boundingBox();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/content_groups/${ids['Blog post']}`),
    );
    await dragTo(
      page,
      { x: from!.x + from!.width / 2, y: from!.y + from!.height / 2 },
      { x: to!.x + to!.width / 2, y: to!.y + to!.height / 2 },
    );
    expect((await saved).status()).toBe(200);
    await page.reload();
    await event(ids['Blog post']).waitFor();
    expect(await onDay(ids['Blog post'], dayOf(0, 17))).toBe(true);
    const card = await api<{ due_date: string }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/${ids['Blog post']}`,
      { token: user.token },
    );
    expect(card.body.data.due_date).toBe(`${dayOf(0, 17)}T12:00:00.000Z`);
  });

  it('moves the focused card a day with Shift+ArrowRight', async () => {
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/content_groups/${ids['Video cut']}`),
    );
    await event(ids['Video cut']).focus();
    await page.keyboard.press('Shift+ArrowRight');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await event(ids['Video cut']).waitFor();
    expect(await onDay(ids['Video cut'], dayOf(0, 13))).toBe(true);
  });

  it("shows the small day-picker with the chosen day's cards on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: new RegExp(`^\\w+, \\w+ 13, 1 card$`) }).click();
    await page.getByTestId(`calendar-day-card-${ids['Video cut']}`).waitFor();
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('shows a running timer on the event of a card in a time-tracking stage, on the grid and on a phone', async () => {
    const id = ids['Video cut'];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${reviewStageId}`, {
      token: user.token,
      body: { enable_timestamp: true },
    });
    await page.reload();
    await event(id).waitFor();
    expect(await page.getByTestId(`calendar-timer-${id}`).count()).toBe(0);
    expect(
      (
        await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${id}/timestamps/start`, {
          token: user.token,
        })
      ).status,
    ).toBe(201);
    await page.reload();
    await event(id).getByTestId(`calendar-timer-${id}`).waitFor();
    // Cards of a stage that does not track time have none.
    expect(await event(ids['Blog post']).getByTestId(`calendar-timer-${ids['Blog post']}`).count()).toBe(0);
    await page.screenshot({ path: '.shots/calendar-timer-1400.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: new RegExp(`^\\w+, \\w+ 13, 1 card$`) }).click();
    await page.getByTestId(`calendar-day-card-${id}`).getByTestId(`calendar-timer-${id}`).waitFor();
    await page.screenshot({ path: '.shots/calendar-timer-390.png' });
    await page.setViewportSize({ width: 1400, height: 1000 });
    await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${id}/timestamps/stop`, { token: user.token });
  });
});

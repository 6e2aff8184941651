/**
 * Issue 11 "production readiness", found by trying the app at desktop (1400 px) and phone (390 px)
 * widths: the list view is one table whose columns line up across stages, under sticky column titles
 * and stage rows; the admin Users table scrolls inside its own frame on a phone; pages without an
 * organization in their route keep the current one in the header; the sidebar reaches the bottom of
 * long pages and its "My Workspace" tab is not cut off; the board shows that it scrolls sideways; and
 * two members with the same initials get different avatar colours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspace } from '../../functions/src/data/workspaces';
import { avatarColor } from '../../web/src/lib/avatar-color';

describe('production readiness in Chromium', () => {
  let browser: Browser;
  let user: SignedInUser;
  let businessId: string;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;
  let twins: SignedInUser[];

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('ready', { canCreateOrganization: true });
    businessId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: user.token, body: { name: 'Readiness Org' } })
    ).body.data.id;
    // A long organization home: more workspace cards than a window holds.
    for (let i = 0; i < 24; i++)
      await api('POST', '/api/v1/workspaces', {
        token: user.token,
        body: { name: `Space ${i}`, organization_id: businessId },
      });
    ({ workspaceId, stages } = await boardFixture(
      user,
      ['Drafts', 'Review', 'Approved', 'Published', 'Archive', 'Later'],
      4,
    ));
    // "Test twin-a" and "Test twin-b": both "TT".
    twins = [await signedInUser('twin-a'), await signedInUser('twin-b')];
    const workspace = (await getWorkspace(workspaceId))!;
    for (const twin of twins) await addWorkspaceMember(workspace, twin.userId, 'production');
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedInPage(width: number, height = 800): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height } });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  }
  const workspaceUrl = (mode: 'list' | 'board') =>
    `${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/${mode}`;

  it('lists every stage in one table: aligned columns, no Stage column, sticky stage rows', async () => {
    const page = await signedInPage(1400);
    await page.goto(workspaceUrl('list'));
    await page.locator(`[data-testid="card-${stages[5].cardIds[0]}"]`).waitFor();
    const list = page.getByTestId('list');
    expect(await list.locator('table').count()).toBe(1);
    expect(await list.locator('thead th').allInnerTexts()).not.toContain('Stage');
    // The Due Date cell of a card in the first stage and one in the last start at the same x.
    const dueX = async (cardId: string) =>
      (await page.locator(`[data-testid="card-${cardId}"] td`).nth(1).boundingBox())!.x;
    expect(await dueX(stages[0].cardIds[0])).toBe(await dueX(stages[5].cardIds[0]));

    // Scrolled into the Approved stage, its name row sits right under the column titles.
    await page.evaluate(
      `(() => { const list = document.querySelector('[data-testid="list"]'); const row = document.querySelector('[data-testid="card-${stages[2].cardIds[1]}"]');` +
        ` list.scrollTop += row.getBoundingClientRect().top - list.getBoundingClientRect().top - 60; })()`,
    );
    await page.waitForTimeout(200);
    const head = (await list.locator('thead th').first().boundingBox())!;
    const approved = (await page.locator(`[data-testid="list-stage-${stages[2].id}"] th`).first().boundingBox())!;
    expect(Math.abs(approved.y - (head.y + head.height))).toBeLessThan(3);
    await page.close();
  });

  it('scrolls the admin Users table inside its frame on a phone, not the page', async () => {
    const page = await signedInPage(390);
    await page.goto(`${baseUrl()}/organizations/${businessId}/admin/users`);
    const frame = page.locator('.gl-admin-table');
    await frame.getByText('Last login').waitFor();
    const sizes = (await page.evaluate(
      `(() => { const el = document.querySelector('.gl-admin-table'); return { page: document.documentElement.scrollWidth, inner: el.scrollWidth, outer: el.clientWidth }; })()`,
    )) as {
      page: number;
      inner: number;
      outer: number;
    };
    expect(sizes.page).toBe(390);
    expect(sizes.inner).toBeGreaterThan(sizes.outer);
    expect(
      await page.evaluate(
        `(() => { const el = document.querySelector('.gl-admin-table'); el.scrollLeft = 400; return el.scrollLeft; })()`,
      ),
    ).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps the current organization, with its admin links, on /notifications, /account/edit and /dashboard', async () => {
    const page = await signedInPage(1400);
    await page.goto(`${baseUrl()}/organizations/${businessId}`);
    await page.getByRole('button', { name: /^Organization: Readiness Org/ }).waitFor();
    for (const path of ['/notifications', '/account/edit']) {
      await page.getByRole('link', { name: 'Users', exact: true }).waitFor();
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('button', { name: /^Organization: Readiness Org/ }).waitFor();
      await page.getByRole('link', { name: 'Board Stages' }).waitFor();
      expect(await page.getByRole('link', { name: 'Users', exact: true }).count()).toBe(1);
    }
    // /dashboard without ?organization_id= counts the organization the header shows, not My Workspace.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText('Total Workspaces').waitFor();
    await page.getByRole('button', { name: /^Organization: Readiness Org/ }).waitFor();
    expect(await page.getByRole('main').getByText('Readiness Org', { exact: true }).count()).toBe(1);
    // `/` opens the organization used last (issue 12, decisions K11).
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(`**/organizations/${businessId}`);
    await page.getByRole('button', { name: /^Organization: Readiness Org/ }).waitFor();
    await page.close();
  });

  it('keeps the sidebar to the bottom of a long page, with "My Workspace" whole in its tab', async () => {
    for (const width of [1400, 390]) {
      const page = await signedInPage(width, 600);
      await page.goto(`${baseUrl()}/organizations/${businessId}`);
      await page.getByText('Space 23').waitFor();
      if (width >= 768) {
        await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
        await page.waitForTimeout(200);
        expect(await page.evaluate('window.scrollY')).toBeGreaterThan(300);
        const inSidebar = await page.evaluate(
          '!!document.elementFromPoint(20, window.innerHeight - 10)?.closest(".gl-sidebar")',
        );
        expect(inSidebar).toBe(true);
      } else {
        await page.getByRole('button', { name: /menu/i }).first().click();
      }
      const tab = page.getByRole('tab', { name: 'My Workspace' });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      const cut = await page.evaluate(
        `(() => { const el = [...document.querySelectorAll('.gl-mode-tabs__label')].find((l) => l.textContent === 'My Workspace');` +
          ` return el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > el.parentElement.getBoundingClientRect().right; })()`,
      );
      expect(cut).toBe(false);
      await page.close();
    }
  });

  it('shows that the board scrolls sideways, and scrolls with the buttons to Add Stage', async () => {
    const page = await signedInPage(1400);
    await page.goto(workspaceUrl('board'));
    await page.getByTestId('board').waitFor();
    await page.getByTestId('scroll-fade-right').waitFor();
    expect(await page.getByTestId('scroll-fade-left').count()).toBe(0);
    const scrollRight = page.getByRole('button', { name: 'Scroll right' });
    for (let i = 0; i < 6 && (await scrollRight.count()) > 0; i++) {
      await scrollRight.click();
      await page.waitForTimeout(500);
    }
    expect(await page.evaluate(`document.querySelector('[data-testid="board"]').scrollLeft`)).toBeGreaterThan(0);
    await page.getByTestId('scroll-fade-left').waitFor();
    // At the end the right hint is gone and Add Stage is on screen.
    await expect.poll(() => page.getByTestId('scroll-fade-right').count()).toBe(0);
    const addStage = (await page.locator('.gl-add-stage').boundingBox())!;
    expect(addStage.x + addStage.width).toBeLessThanOrEqual(1400);
    await page.close();
  });

  it('colours two members with the same initials by their ids', async () => {
    const page = await signedInPage(1400);
    await page.goto(workspaceUrl('list'));
    const avatars = page.getByTestId('member-avatars');
    await avatars.locator(`[data-user-id="${twins[1].userId}"]`).waitFor();
    const colourOf = (id: string) =>
      page.evaluate(
        `getComputedStyle(document.querySelector('[data-testid="member-avatars"] [data-user-id="${id}"]')).backgroundColor`,
      ) as Promise<string>;
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    const [a, b] = [hex(await colourOf(twins[0].userId)), hex(await colourOf(twins[1].userId))];
    expect(await avatars.locator(`[data-user-id="${twins[0].userId}"]`).innerText()).toBe(
      await avatars.locator(`[data-user-id="${twins[1].userId}"]`).innerText(),
    );
    expect(a).toBe(avatarColor(twins[0].userId).background);
    expect(b).toBe(avatarColor(twins[1].userId).background);
    await page.close();
  });
});

/**
 * The workspace top bar's storage line never runs under the view switch (issue 35 "Layout at common laptop widths";
 * issue 41 languages): at 1280, 1366 and 1440 px, with the sidebar open, in German, Spanish, French and the
 * pseudo-locale en-XA (a third longer than English), the storage line ends before the List/Board/Calendar switch
 * begins, and the options menu still ends inside the bar (decisions LX4). Screenshots go to .local/screens/topbar-fit/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, TEST_PASSWORD, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { servePseudoWeb, type PseudoWeb } from '../support/pseudo-web';

const SHOTS = '.local/screens/topbar-fit';

describe('the storage line beside the view switch at laptop widths', () => {
  let browser: Browser;
  let pseudo: PseudoWeb;
  let owner: SignedInUser;
  let workspaceId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    pseudo = await servePseudoWeb(baseUrl());
    browser = await launchBrowser();
    owner = await signedInUser('topbar-fit');
    workspaceId = (await boardFixture(owner, ['Draft'], 1)).workspaceId;
    const named = await api('PUT', '/api/v1/users/update_detail', {
      token: owner.token,
      body: { first_name: 'Kim', last_name: 'Lang' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await pseudo?.close();
  });

  /** The board at `width` px in `language`, with the storage line and the view switch drawn. */
  const board = async (width: number, language: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    const isPseudo = language === 'en-XA';
    const origin = isPseudo ? pseudo.url : baseUrl();
    // A real language is the profile's; the pseudo-locale is only ever the device's (decisions LN4).
    const profile = await api('PUT', '/api/v1/users/update_detail', {
      token: owner.token,
      body: { first_name: 'Kim', last_name: 'Lang', language: isPseudo ? 'en' : language },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    await signInThroughUi(page, owner.email, TEST_PASSWORD, origin);
    if (isPseudo) await page.evaluate(() => localStorage.setItem('greenlight.language', 'en-XA'));
    await page.goto(`${origin}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`);
    await page.getByTestId('storage-usage').waitFor();
    await page.getByTestId('member-avatars').waitFor();
    await page.locator('.gl-topbar__options').waitFor();
    return page;
  };

  for (const language of ['en-XA', 'de', 'es', 'fr']) {
    it(`keeps the storage line clear of the view switch in ${language}`, async () => {
      for (const width of [1280, 1366, 1440]) {
        const page = await board(width, language);
        await page.screenshot({ path: `${SHOTS}/${language}-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
        const boxes = await page.evaluate(() => {
          const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const bar = document.querySelector('.gl-topbar')!;
          return {
            labelRight: rect('.gl-topbar .gl-storage__label').right,
            switchLeft: rect('.gl-topbar .gl-mode-switch').left,
            // The bar's content edge: the options menu must not reach into its padding.
            barRight: rect('.gl-topbar').right - parseFloat(getComputedStyle(bar).paddingRight),
            optionsRight: rect('.gl-topbar__options').right,
          };
        });
        expect(boxes.labelRight, `${language} at ${width} px`).toBeLessThanOrEqual(boxes.switchLeft);
        // Room made on the left must not push the options menu into the bar's padding or out of it.
        expect(boxes.optionsRight, `${language} at ${width} px`).toBeLessThanOrEqual(boxes.barRight);
        await page.context().close();
      }
    });
  }
});

/**
 * The one-field inline form in Chromium (issue 30 "one inline-form component"; web/src/components/ui/
 * inline-form.tsx), through the board's "+ Add Stage" and the sidebar's "+ Add Business": Escape closes
 * and puts the focus back on the button that opened the form, Enter saves and closes, an empty business
 * name is refused with "Required" before any request, and the server's own message shows under the field;
 * the board's quick add ("+ Add Card") keeps the form open and empties the field for the next card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('InlineForm in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let organizationId: string;
  let workspaceId: string;
  let page: Page;

  beforeAll(async () => {
    owner = await signedInUser('inline-owner', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Inline Org' } })
    ).body.data.id;
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Inline Work', organization_id: organizationId },
      })
    ).body.data.id;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a stage with Enter, and Escape returns the focus to "+ Add Stage"', async () => {
    await page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`);
    const open = page.getByRole('button', { name: '+ Add Stage', exact: true });
    await open.click();
    const form = page.getByRole('form', { name: 'Add Stage' });
    await form.getByLabel('Stage name', { exact: true }).press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

    await open.press('Enter');
    await form.getByLabel('Stage name', { exact: true }).fill('Shoot');
    await form.getByLabel('Stage name', { exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    const stages = await api<Array<{ name: string }>>('GET', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
    });
    expect(stages.body.data.map((stage) => stage.name)).toContain('Shoot');
  });

  it('refuses an empty business name with "Required" and sends nothing, then shows the server\'s message', async () => {
    const before = (await api<unknown[]>('GET', '/api/v1/organizations', { token: owner.token })).body.data.length;
    await page.getByRole('tab', { name: 'Business', exact: true }).click();
    await page.getByRole('button', { name: '+ Add Business' }).click();
    const form = page.getByRole('form', { name: 'Add Business' });
    const field = form.getByLabel('Business name', { exact: true });
    await field.fill('   ');
    await field.press('Enter');
    await form.getByText('Required', { exact: true }).waitFor();
    expect((await api<unknown[]>('GET', '/api/v1/organizations', { token: owner.token })).body.data.length).toBe(
      before,
    );

    // Longer than the organization form allows: the API's message for the field shows, nothing is created.
    await field.fill('x'.repeat(300));
    await field.press('Enter');
    await form.locator('.amplify-field__error-message').waitFor();
    expect(await form.locator('.amplify-field__error-message').innerText()).not.toBe('Required');
    expect((await api<unknown[]>('GET', '/api/v1/organizations', { token: owner.token })).body.data.length).toBe(
      before,
    );
  });

  it('quick-adds cards: the field empties at once for the next title, and Escape returns the focus to "+ Add Card"', async () => {
    await page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`);
    const open = page.getByRole('button', { name: 'Add Card to Shoot', exact: true });
    await open.click();
    const form = page.getByRole('form', { name: 'Add Card to Shoot' });
    const field = form.getByLabel('Card title', { exact: true });
    await field.fill('First frame');
    await field.press('Enter');
    expect(await field.inputValue()).toBe('');
    await field.fill('Second frame');
    await field.press('Enter');
    await page.locator('[data-testid^="card-"]', { hasText: 'Second frame' }).first().waitFor();
    await page.locator('[data-testid^="card-"]', { hasText: 'First frame' }).first().waitFor();
    await field.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

/**
 * The Webhooks page in Chromium (issue 29 "In Chromium: an admin creates an endpoint, sends a test event,
 * sees it in the log and redelivers it"): admin@ (an organization Admin) follows the Administration link,
 * sees the API's messages next to the fields for bad input, adds an endpoint pointing at an HTTP receiver
 * started here on localhost, sees its secret once, sends a test event, sees it in the delivery log with
 * status 200, redelivers it and sees the second row; the receiver got both, and each signature verifies
 * with that secret (shared/webhooks/signature.ts). Rotating shows a new secret once, and the next delivery
 * is signed with both secrets. A member (production@) and a guest (approver@) have no link and are sent
 * away from the page. The page fits 390 px, and axe-core finds no WCAG 2.1 AA violation with the form and
 * the log open. Screenshots go to /tmp/hooksui-shots/.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl } from '../support/api';
import { launchBrowser } from '../support/browser';
import { ALL_IMPACTS, axeViolations } from '../support/axe';
import { demoOrganization, demoPage } from '../support/demo';
import { WEBHOOK_HEADERS, WEBHOOK_MESSAGES } from '../../shared/schemas/webhooks';
import { parseSignatureHeader, verify } from '../../shared/webhooks/signature';

const SHOTS = '/tmp/hooksui-shots';
const NOT_AUTHORIZED = 'You are not authorized to access this page';

/** Every axe violation of any impact on the page, `label-content-name-mismatch` included (tests/support/axe.ts). */
async function violations(page: Page): Promise<string[]> {
  // The app's toasts fade out (their contrast mid-fade is not the page's): dismiss them first.
  const dismiss = page.locator('.gl-toaster .amplify-alert__dismiss');
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  return axeViolations(page, ALL_IMPACTS);
}

/** One POST the receiver got: its headers and raw body. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

describe('webhooks in Chromium', () => {
  let browser: Browser;
  let orgId: string;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];

  /** A page signed in as `email`, at `width` px, on Northwind's home. */
  const signedIn = (email: string, width = 1440): Promise<Page> => demoPage(browser, orgId, email, width);

  /** The endpoint of this run on the page. */
  const endpointOf = (page: Page): Locator =>
    page.locator(`[data-testid="webhook-endpoint"][data-url="${receiverUrl}"]`);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the test receiver');
      });
    });
    // Every address (IPv4 and IPv6), whichever `localhost` resolves to for the delivery function.
    await new Promise<void>((resolve) => receiver.listen(0, resolve));
    receiverUrl = `http://localhost:${(receiver.address() as AddressInfo).port}/greenlight`;
    ({ orgId } = await demoOrganization());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('lets an admin add an endpoint, see its secret once, send a test event, read the log and redeliver', async () => {
    const page = await signedIn('admin@greenlight.local');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL((url) => url.pathname === `/organizations/${orgId}/admin/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    // Bad input: the API's messages show next to their fields, and nothing is added.
    await page.getByTestId('add-endpoint').click();
    const form = page.getByTestId('webhook-add-form');
    const joined = form.locator('input[value="member.joined"]');
    await form.getByLabel('Endpoint URL').fill('not a url');
    await joined.check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText(WEBHOOK_MESSAGES.urlInvalid).waitFor();
    await page.screenshot({ path: `${SHOTS}/url-refused-1440.png`, fullPage: true });
    await form.getByLabel('Endpoint URL').fill(receiverUrl);
    await joined.uncheck();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText(WEBHOOK_MESSAGES.eventTypesRequired).waitFor();
    expect(await endpointOf(page).count()).toBe(0);

    // "All events" ticks every type of every group.
    await form.getByLabel('Description').fill('Test receiver');
    await form.getByTestId('webhook-events-all').check();
    const types = form.locator('.gl-webhook-events__group input[value]');
    expect(await types.count()).toBe(16);
    expect(await form.locator('.gl-webhook-events__group input[value]:not(:checked)').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/add-form-1440.png`, fullPage: true });
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once.
    const secretBox = page.getByTestId('webhook-secret');
    await secretBox.waitFor();
    expect(await secretBox.innerText()).toContain('you won’t see it again');
    const secret = await secretBox.getByLabel('Signing secret', { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const endpoint = endpointOf(page);
    await endpoint.waitFor();
    expect(await endpoint.getByTestId('endpoint-state').innerText()).toBe('Enabled');
    expect(await endpoint.getByTestId('endpoint-event-count').innerText()).toBe('16 events');
    await page.screenshot({ path: `${SHOTS}/secret-1440.png`, fullPage: true });
    await secretBox.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);
    await page.reload();
    await endpoint.waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    // A test event reaches the receiver and shows in the log with its 200.
    await endpoint.getByRole('button', { name: /^Send test event/ }).click();
    await endpoint.getByRole('button', { name: 'Show delivery log' }).click();
    const rows = endpoint.getByTestId('delivery-row');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBe(1);
    const status = rows.first().getByTestId('delivery-status').first();
    expect(await status.innerText()).toBe('200');
    expect(await status.getAttribute('class')).toContain('amplify-badge--success');
    expect(await rows.first().innerText()).toContain('ping');
    const eventId = await rows.first().locator('[data-event-id]').getAttribute('data-event-id');
    // Its attempt, with the request as sent (URL, signed headers, body) and the answer (issue 35).
    await rows.first().getByText('1 attempt', { exact: true }).click();
    const attempts = rows.first().getByTestId('delivery-attempt');
    expect(await attempts.count()).toBe(1);
    await attempts.first().getByText('Request and response').click();
    await attempts.first().getByTestId('delivery-response').waitFor();
    expect(await attempts.first().getByTestId('delivery-response').innerText()).toBe('thanks from the test receiver');
    expect(await attempts.first().getByTestId('delivery-request-url').innerText()).toBe(`POST ${receiverUrl}`);
    const sentHeaders = await attempts.first().getByTestId('delivery-request-headers').innerText();
    expect(sentHeaders).toContain(`${WEBHOOK_HEADERS.eventId}: ${eventId}`);
    expect(sentHeaders).toMatch(new RegExp(`${WEBHOOK_HEADERS.signature}: t=\\d+,v1=[0-9a-f]{64}`));
    expect(JSON.parse(await attempts.first().getByTestId('delivery-request-body').innerText())).toMatchObject({
      id: eventId,
      type: 'ping',
    });

    // Redeliver: a second attempt under the same event's row, not a row of its own; both asked for by hand.
    await rows
      .first()
      .getByRole('button', { name: /^Redeliver/ })
      .click();
    await expect
      .poll(() => rows.first().getByTestId('delivery-attempt-count').innerText(), { timeout: 20_000 })
      .toBe('2');
    expect(await rows.count()).toBe(1);
    expect(await attempts.count()).toBe(2);
    expect(await attempts.evaluateAll((items) => items.map((item) => item.getAttribute('data-attempt')))).toEqual([
      '1',
      '1',
    ]);
    expect(await endpoint.getByText('(sent by hand)').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/log-1440.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);

    // The receiver got both, each signed with the secret shown once.
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      expect(delivery.headers[WEBHOOK_HEADERS.eventId.toLowerCase()]).toBe(eventId);
      expect(JSON.parse(delivery.body)).toMatchObject({ id: eventId, type: 'ping', organization_id: orgId });
      expect(verify(delivery.body, String(delivery.headers[WEBHOOK_HEADERS.signature.toLowerCase()]), secret)).toBe(
        true,
      );
      expect(
        verify(`${delivery.body} `, String(delivery.headers[WEBHOOK_HEADERS.signature.toLowerCase()]), secret),
      ).toBe(false);
    }

    // Rotate: confirmed, the new secret shown once; the next delivery carries both signatures.
    await endpoint.getByRole('button', { name: /^Rotate secret/ }).click();
    const dialog = page.getByTestId('rotate-secret-dialog');
    expect(await dialog.innerText()).toContain('24 hours');
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = await endpoint
      .getByTestId('webhook-secret')
      .getByLabel('Signing secret', { exact: true })
      .inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await endpoint.getByTestId('webhook-secret').getByRole('button', { name: 'Done' }).click();
    await endpoint.getByRole('button', { name: /^Send test event/ }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(3);
    const header = String(received[2].headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    expect(parseSignatureHeader(header).signatures).toHaveLength(2);
    expect(verify(received[2].body, header, rotated)).toBe(true);
    expect(verify(received[2].body, header, secret)).toBe(true);

    // Edit, by keyboard: the group checkboxes toggle with Space, and Enter on Save saves the new description.
    await endpoint.getByRole('button', { name: /^Edit/ }).click();
    const edit = endpoint.getByTestId('webhook-edit-form');
    const checked = edit.locator('.gl-webhook-events__group input[value]:checked');
    await edit.getByTestId('webhook-events-all').focus();
    await page.keyboard.press('Space');
    expect(await checked.count()).toBe(0);
    await edit.getByTestId('webhook-events-group-Cards').focus();
    await page.keyboard.press('Space');
    expect(await checked.count()).toBe(6);
    await edit.getByTestId('webhook-events-all').focus();
    await page.keyboard.press('Space');
    expect(await checked.count()).toBe(16);
    await edit.getByLabel('Description').fill('Test receiver (edited)');
    await edit.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await endpoint.getByText('Test receiver (edited)', { exact: true }).waitFor();
    await expect.poll(() => endpoint.getByTestId('webhook-edit-form').count()).toBe(0);

    // Disable and enable again.
    await endpoint.getByRole('button', { name: /^Disable/ }).click();
    await expect.poll(() => endpoint.getByTestId('endpoint-state').innerText()).toBe('Disabled');
    await endpoint.getByRole('button', { name: /^Enable/ }).click();
    await expect.poll(() => endpoint.getByTestId('endpoint-state').innerText()).toBe('Enabled');
    await page.context().close();
  });

  it('fits the page and its log on a phone', async () => {
    const page = await signedIn('demo@greenlight.local', 390);
    await page.locator('.gl-admin-menu__toggle').click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const endpoint = endpointOf(page);
    await endpoint.waitFor();
    await endpoint.getByRole('button', { name: 'Show delivery log' }).click();
    await endpoint.getByTestId('delivery-row').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/page-390.png`, fullPage: true });
    // Nothing wider than the screen but the log's table frame, which scrolls inside.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('add-endpoint').click();
    await page.getByTestId('webhook-add-form').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-form-390.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Delete, confirmed: the endpoint goes.
    await page.getByTestId('webhook-add-form').getByRole('button', { name: 'Cancel' }).click();
    await endpoint.getByRole('button', { name: /^Delete/ }).click();
    await page.getByTestId('delete-endpoint-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => endpoint.count()).toBe(0);
    await page.context().close();
  });

  it('shows the webhooks and the "Receive a webhook" example in the API reference', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('heading', { name: 'Receive a webhook' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('timingSafeEqual', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Receive a webhook' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/api-docs-example-1440.png` });
    // Swagger UI lists the OpenAPI 3.1 webhooks by their summaries.
    await page.getByText('Card moved', { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Approval revision requested', { exact: true }).first().scrollIntoViewIfNeeded();
    await page.getByText('Card moved', { exact: true }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/api-docs-webhooks-1440.png` });
    await page.close();
  });

  it.each(['production@greenlight.local', 'approver@greenlight.local'])(
    'gives %s neither the link nor the page',
    async (email) => {
      const page = await signedIn(email);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
      await page.goto(`${baseUrl()}/organizations/${orgId}/admin/webhooks`);
      await page.getByText(NOT_AUTHORIZED).waitFor();
      await page.waitForURL((url) => !url.pathname.endsWith('/admin/webhooks'));
      expect(await page.getByTestId('add-endpoint').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/refused-${email.split('@')[0]}-1440.png` });
      await page.context().close();
    },
  );
});

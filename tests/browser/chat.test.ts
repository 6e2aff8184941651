/**
 * The workspace chat in Chromium with two browser contexts (accounts spec §2 Live chat dock, §5 "Please
 * write a message", §6 `can_access_live_chat` / `can_hide_live_chat`, §7 Chat; issue 15 "chat messages both
 * ways"; docs/decisions.md V14–V29): the owner at 1400 px and an approver at 390 px chat live both ways, the
 * approver's badge counts up from the user channel with no count request, reading clears it and shows the
 * owner a read mark, a text message arrives by the push alone (the owner's messages requests are held), a
 * picture goes through the upload with progress and shows on both sides, a TIFF by its PNG preview (V33), an
 * empty send shows the spec's message; a spectator sees no chat at
 * all, the approver cannot hide it, and the owner hides it and shows it again from the options menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page, Route, WebSocketRoute } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { CHAT_MESSAGES } from '../../shared/schemas/chat-limits';

describe('workspace chat in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let spectator: SignedInUser;
  let workspaceId: string;
  let organizationId: string;

  const workspaceUrl = () => `${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/list`;
  const liveOn = (page: Page, channel: string) =>
    page.locator(`html[data-live="open"][data-live-channels~="${channel}"]`).waitFor({ state: 'attached' });

  /** A signed-in page at `width`, counting the chat's GET requests; `sockets` lets a test cut the WebSocket. */
  async function openAs(user: SignedInUser, width: number) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
    const page = await context.newPage();
    const sockets = { blocked: false, open: [] as WebSocketRoute[] };
    await page.routeWebSocket(/\/ws/, (ws) => {
      if (sockets.blocked) return ws.close();
      ws.connectToServer();
      sockets.open.push(ws);
    });
    const requests = { count: 0 };
    page.on('request', (request) => {
      if (request.method() !== 'GET') return;
      const { pathname } = new URL(request.url());
      if (pathname === `/api/v1/message_count/${workspaceId}`) requests.count += 1;
    });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(workspaceUrl());
    await page.getByTestId('workspace-options').waitFor();
    return { page, requests, sockets };
  }

  beforeAll(async () => {
    mkdirSync('.shots', { recursive: true });
    browser = await launchBrowser();
    [owner, approver, spectator] = await Promise.all(
      ['chb-owner', 'chb-approver', 'chb-spectator'].map((p) => signedInUser(p)),
    );
    workspaceId = (await boardFixture(owner, ['Briefs', 'Review'], 2)).workspaceId;
    organizationId = owner.personalOrganizationId;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the owner and an approver chat live both ways, with counts, read marks and a picture', async () => {
    const ownerSide = await openAs(owner, 1400);
    const approverSide = await openAs(approver, 390);
    const a = approverSide.page;
    const o = ownerSide.page;

    // The owner opens the chat: the conversation is created, empty.
    await o.getByTestId('chat-launcher').click();
    const ownerPanel = o.getByTestId('chat-panel');
    await ownerPanel.getByText('No messages yet').waitFor();
    await liveOn(o, `chat:${workspaceId}`);
    // An empty send is refused with the spec's message, and nothing is sent.
    await ownerPanel.getByRole('button', { name: 'Send message' }).click();
    await ownerPanel.getByRole('alert').getByText(CHAT_MESSAGES.empty).waitFor();

    // The approver's badge counts up from the user channel, with no count request after the first.
    await liveOn(a, `user:${approver.userId}`);
    await expect.poll(() => approverSide.requests.count).toBe(1);
    await ownerPanel.getByLabel('Message', { exact: true }).fill('Hello from the owner');
    await ownerPanel.getByLabel('Message', { exact: true }).press('Enter');
    await ownerPanel.locator('.gl-chat-message--own').getByText('Hello from the owner').waitFor();
    await a.getByTestId('chat-unread').getByText('1', { exact: true }).waitFor();
    expect(approverSide.requests.count).toBe(1);
    await a.screenshot({ path: '.shots/chat-approver-badge-390.png' });
    await o.screenshot({ path: '.shots/chat-owner-1400.png' });

    // The approver opens the docked chat, reads the message: the badge goes, the owner sees the read mark.
    await a.getByTestId('chat-launcher').click();
    const approverPanel = a.getByTestId('chat-panel');
    await approverPanel.getByText('Hello from the owner').waitFor();
    await liveOn(a, `chat:${workspaceId}`);
    await ownerPanel.getByRole('img', { name: /^Seen by / }).waitFor();
    const box = await approverPanel.boundingBox();
    expect(box?.width).toBe(390);

    // The approver replies: it reaches the owner's open chat from the push. The owner's messages requests
    // are held meanwhile (a stale-data refetch may still start on a loaded machine), so only the push can show it.
    const held: Route[] = [];
    const messagesPath = `**/api/v1/get_messages/${workspaceId}*`;
    await o.route(messagesPath, (route) => void held.push(route));
    await approverPanel.getByLabel('Message', { exact: true }).fill('Hi! Looks good to me.\nOne question.');
    await approverPanel.getByRole('button', { name: 'Send message' }).click();
    await ownerPanel.getByText('Looks good to me.', { exact: false }).waitFor();
    await o.unroute(messagesPath);
    // A held request the page has since cancelled was already settled by Playwright; releasing it is a no-op.
    await Promise.all(held.map((route) => route.continue().catch(ignoreAlreadyHandled)));
    await expect.poll(async () => a.getByTestId('chat-unread').count()).toBe(0);
    await a.screenshot({ path: '.shots/chat-approver-390.png' });

    // A picture, with upload progress, shown inline on both sides.
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    await ownerPanel
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: png });
    await ownerPanel.getByTestId('chat-attachment').getByText('mockup.png').waitFor();
    await ownerPanel.getByLabel('Message', { exact: true }).fill('The new mockup');
    await ownerPanel.getByRole('button', { name: 'Send message' }).click();
    await ownerPanel.getByRole('img', { name: 'mockup.png' }).waitFor();
    await approverPanel.getByRole('img', { name: 'mockup.png' }).waitFor();
    await approverPanel.getByText('The new mockup').waitFor();
    expect(await ownerPanel.getByTestId('chat-attachment').count()).toBe(0);
    await o.screenshot({ path: '.shots/chat-owner-picture-1400.png' });
    await a.screenshot({ path: '.shots/chat-approver-picture-390.png' });

    // A TIFF from the client: browsers cannot draw one, so both sides see its PNG preview (decisions V33).
    const tiff = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#1565c0' } })
      .tiff()
      .toBuffer();
    await approverPanel
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'scan.tiff', mimeType: 'image/tiff', buffer: tiff });
    await approverPanel.getByTestId('chat-attachment').getByText('scan.tiff').waitFor();
    await approverPanel.getByRole('button', { name: 'Send message' }).click();
    for (const panel of [approverPanel, ownerPanel]) {
      const preview = panel.getByRole('img', { name: 'scan.tiff' });
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
      expect(await panel.getByRole('link', { name: 'Download scan.tiff' }).getAttribute('download')).toBe('scan.tiff');
    }
    await o.screenshot({ path: '.shots/chat-owner-tiff-1400.png' });

    // A type chat does not take is refused before upload.
    await approverPanel
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await approverPanel.getByRole('alert').getByText(CHAT_MESSAGES.notAllowedType).waitFor();

    // The approver may not hide the chat (no can_hide_live_chat); Escape closes it.
    expect(await approverPanel.getByRole('button', { name: 'Hide chat' }).count()).toBe(0);
    await approverPanel.getByLabel('Message', { exact: true }).press('Escape');
    await expect.poll(async () => a.getByTestId('chat-panel').count()).toBe(0);
  });

  it('shows no chat to a spectator, and lets the owner hide it and show it again', async () => {
    const { page: s } = await openAs(spectator, 1400);
    await s.getByRole('button', { name: 'Workspace options' }).waitFor();
    expect(await s.getByTestId('chat-launcher').count()).toBe(0);

    const { page: o } = await openAs(owner, 390);
    await o.getByTestId('chat-launcher').click();
    await o.getByTestId('chat-panel').getByRole('button', { name: 'Hide chat' }).click();
    await expect.poll(async () => o.getByTestId('chat-launcher').count()).toBe(0);
    await o.reload();
    await o.getByTestId('workspace-options').waitFor();
    expect(await o.getByTestId('chat-launcher').count()).toBe(0);
    await o.getByTestId('workspace-options').click();
    await o.getByRole('menuitem', { name: 'Show live chat' }).click();
    await o.getByTestId('chat-launcher').waitFor();
  });

  it('catches up after the socket drops: what was sent meanwhile is there once it is back', async () => {
    // 900 px: at most 991 px the open chat is docked across the bottom (accounts spec §2).
    const { page, sockets } = await openAs(approver, 900);
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await liveOn(page, `chat:${workspaceId}`);
    sockets.blocked = true;
    for (const ws of sockets.open.splice(0)) await ws.close();
    await page.locator('html:not([data-live="open"])').waitFor({ state: 'attached' });
    await page.locator('.gl-chat[data-live="false"]').waitFor();

    const sent = await api('POST', `/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}`, {
      token: owner.token,
      body: { content: 'Sent while you were offline' },
    });
    expect(sent.status).toBe(201);
    sockets.blocked = false;
    await liveOn(page, `chat:${workspaceId}`);
    await panel.getByText('Sent while you were offline').waitFor();
    expect((await panel.boundingBox())?.width).toBe(900);
    await page.screenshot({ path: '.shots/chat-docked-900.png' });
    await page.context().close();
  });
});

/** Swallows only Playwright's "Route is already handled" error, which a cancelled request causes; rethrows the rest. */
function ignoreAlreadyHandled(error: unknown): void {
  if (!(error instanceof Error) || !error.message.includes('already handled')) throw error;
}

/**
 * Board rules in Chromium (issue 38 "In Chromium"): teamlead@ opens workspace options → Rules on Spring
 * Campaign and adds the "When approved…" template in one click; approver@ approves *Spring lookbook*; the
 * card moves to the next stage (Approved) on the team lead's open board without a reload, and the rule's
 * run log lists it. Screenshots of the Rules page at 1280 and 390 px go to .shots/. Afterwards the demo is
 * put back (rule deleted, card back in Client Review and submitted again) for the files that share the stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl } from '../support/api';
import { launchBrowser } from '../support/browser';
import { demoOrganization, demoPage } from '../support/demo';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import type { Rule } from '../../shared/schemas/rules';

type Board = { stages: Array<{ id: string; name: string; content_groups: Array<{ id: string; name: string }> }> };

describe('board rules in Chromium', () => {
  let browser: Browser;
  let orgId: string;
  let ownerToken: string;
  let workspaceId: string;
  let board: Board;
  const stage = (name: string) => board.stages.find((s) => s.name === name)!;
  const tokenOf = async (email: string) =>
    (await api<{ access_token: string }>('POST', '/api/v1/auth', { body: { email, password: DEMO_PASSWORD } })).body
      .data.access_token;
  const column = (page: Page, stageId: string) => page.locator(`[data-testid="stage-${stageId}"]`);

  beforeAll(async () => {
    ({ orgId, token: ownerToken } = await demoOrganization());
    workspaceId = (
      await api<Array<{ id: string; name: string }>>('GET', `/api/v1/workspaces?organization_id=${orgId}`, {
        token: ownerToken,
      })
    ).body.data.find((w) => w.name === 'Spring Campaign')!.id;
    board = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: ownerToken })).body.data;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a team lead adds the "When approved…" template; an approval moves Spring lookbook on the open board, and the run log lists it', async () => {
    const lookbook = stage('Client Review').content_groups.find((c) => c.name === 'Spring lookbook')!;
    const page = await demoPage(browser, orgId, 'teamlead@greenlight.local', 1280);
    await page.goto(`${baseUrl()}/organizations/${orgId}/workspaces/${workspaceId}/board`);
    await column(page, stage('Client Review').id).locator(`[data-testid="card-${lookbook.id}"]`).waitFor();
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Rules', exact: true }).click();
    await page.getByRole('heading', { name: 'Rules', level: 1 }).waitFor();
    await page
      .getByRole('button', {
        name: 'When approved in Client Review, move to the next stage and notify its participants',
      })
      .click();
    const rule = page.getByRole('listitem', { name: 'After approval' });
    await rule.getByText('A card is approved in Client Review: move to the next stage, then notify').waitFor();
    await page.screenshot({ path: '.shots/board-rules-1280.png', fullPage: true });

    // Back to the board, still open while the approval happens elsewhere.
    await page.getByRole('link', { name: 'Back to the board' }).click();
    await column(page, stage('Client Review').id).locator(`[data-testid="card-${lookbook.id}"]`).waitFor();
    await page
      .locator(`html[data-live="open"][data-live-channels~="workspace:${workspaceId}"]`)
      .waitFor({ state: 'attached' });
    const approverToken = await tokenOf('approver@greenlight.local');
    const approved = await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/content_groups/${lookbook.id}/approved_content_group_stages/${stage('Client Review').id}`,
      { token: approverToken, body: { comment: { description: '' } } },
    );
    expect(approved.status).toBe(200);
    await column(page, stage('Approved').id)
      .locator(`[data-testid="card-${lookbook.id}"]`)
      .waitFor({ timeout: 10_000 });
    expect(await column(page, stage('Client Review').id).locator(`[data-testid="card-${lookbook.id}"]`).count()).toBe(
      0,
    );

    await page.goto(`${baseUrl()}/organizations/${orgId}/workspaces/${workspaceId}/rules`);
    await page.getByRole('listitem', { name: 'After approval' }).getByRole('button', { name: 'Run log' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Spring lookbook' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/done[\s\S]*Moved to Approved/);
    await page.screenshot({ path: '.shots/board-rules-run-log-1280.png', fullPage: true });

    const narrow = await demoPage(browser, orgId, 'teamlead@greenlight.local', 390);
    await narrow.goto(`${baseUrl()}/organizations/${orgId}/workspaces/${workspaceId}/rules`);
    await narrow.getByRole('listitem', { name: 'After approval' }).getByRole('button', { name: 'Run log' }).click();
    await narrow.getByRole('row').filter({ hasText: 'Spring lookbook' }).waitFor();
    await narrow.screenshot({ path: '.shots/board-rules-390.png', fullPage: true });

    // Put the demo back for the other files on this stack.
    const rules = (
      await api<{ rules: Rule[] }>('GET', `/api/v1/workspaces/${workspaceId}/rules`, { token: ownerToken })
    ).body.data.rules;
    for (const r of rules)
      await api('DELETE', `/api/v1/workspaces/${workspaceId}/rules/${r.id}`, { token: ownerToken });
    const path = `/api/v1/workspaces/${workspaceId}/content_groups/${lookbook.id}`;
    await api('PUT', `${path}/update_stage?stage_id=${stage('Client Review').id}`, { token: ownerToken });
    await api('POST', `${path}/approved_content_group_stages?stage_id=${stage('Client Review').id}`, {
      token: await tokenOf('coordinator@greenlight.local'),
      body: { comment: { description: '<p>Ready for your review: twelve looks and the price list.</p>' } },
    });
  }, 120_000);
});

/**
 * The rule editor in Chromium (issue 38 "Board rules"; decisions RE1–RE5): on Website Refresh, teamlead@
 * opens New rule, is told what to fix on an empty form, then builds "when a card enters Design, if it does not
 * have the label, add the label and post a Team comment"; moving *Pricing table* into Design fires it (the run
 * log lists it, the card has the label); the rule is edited (renamed, its actions reordered from the keyboard)
 * and deleted after a confirmation. production@ (a Member) and approver@ (a Guest) see no rule controls.
 * Screenshots of the editor at 1280 and 390 px go to .shots/. The demo is put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl } from '../support/api';
import { launchBrowser } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { demoOrganization, demoPage } from '../support/demo';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import type { Rule } from '../../shared/schemas/rules';

type Board = { stages: Array<{ id: string; name: string; content_groups: Array<{ id: string; name: string }> }> };
type CardLabels = { labels: Array<{ id: string; name: string }> };

describe('the rule editor in Chromium', () => {
  let browser: Browser;
  let orgId: string;
  let ownerToken: string;
  let workspaceId: string;
  let board: Board;
  let cardId: string;
  let label: { id: string; name: string };
  const stage = (name: string) => board.stages.find((s) => s.name === name)!;
  const rulesUrl = () => `${baseUrl()}/organizations/${orgId}/workspaces/${workspaceId}/rules`;
  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const tokenOf = async (email: string) =>
    (await api<{ access_token: string }>('POST', '/api/v1/auth', { body: { email, password: DEMO_PASSWORD } })).body
      .data.access_token;
  const rulesOf = async () =>
    (await api<{ rules: Rule[] }>('GET', `/api/v1/workspaces/${workspaceId}/rules`, { token: ownerToken })).body.data
      .rules;
  const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

  beforeAll(async () => {
    ({ orgId, token: ownerToken } = await demoOrganization());
    workspaceId = (
      await api<Array<{ id: string; name: string }>>('GET', `/api/v1/workspaces?organization_id=${orgId}`, {
        token: ownerToken,
      })
    ).body.data.find((w) => w.name === 'Website Refresh')!.id;
    board = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: ownerToken })).body.data;
    cardId = stage('Backlog').content_groups.find((c) => c.name === 'Pricing table')!.id;
    const labels = (
      await api<Array<{ id: string; name: string }>>('GET', `/api/v1/workspaces/${workspaceId}/labels`, {
        token: ownerToken,
      })
    ).body.data;
    const carried = new Set(
      (await api<CardLabels>('GET', cardPath(), { token: ownerToken })).body.data.labels.map((l) => l.id),
    );
    label = labels.find((l) => !carried.has(l.id))!;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a team lead builds a rule with a condition and two actions; a card move fires it; it is edited and deleted', async () => {
    const page = await demoPage(browser, orgId, 'teamlead@greenlight.local', 1280);
    await page.goto(rulesUrl());
    await page.getByRole('button', { name: 'New rule', exact: true }).click();
    const editor = page.getByRole('region', { name: 'New rule' });
    await expect
      .poll(() => editor.getByRole('textbox', { name: 'Name' }).evaluate((e) => e === document.activeElement))
      .toBe(true);

    // The labels and members have loaded: the action rows show.
    await group(page, 'Action 1').getByLabel('Type').waitFor();
    // Saved empty: each problem is named on its field, and focus goes to the first.
    await editor.getByRole('button', { name: 'Create rule' }).click();
    await editor.getByText('Give the rule a name.').waitFor();
    await group(page, 'Action 1').getByText('Choose the stage to move to, or next or previous.').waitFor();
    expect(await editor.getByRole('textbox', { name: 'Name' }).evaluate((e) => e === document.activeElement)).toBe(
      true,
    );

    await editor.getByRole('textbox', { name: 'Name' }).fill('Design intake');
    await editor.getByLabel('Stage it enters').selectOption({ label: 'Design' });
    await editor.getByRole('button', { name: 'Add a condition' }).click();
    await group(page, 'Condition 1').getByLabel('Type').selectOption({ label: 'The card does not have a label' });
    await group(page, 'Condition 1').getByLabel('Label').selectOption({ label: label.name });
    await group(page, 'Action 1').getByLabel('Type').selectOption({ label: 'Add a label' });
    await group(page, 'Action 1').getByLabel('Label').selectOption({ label: label.name });
    await editor.getByRole('button', { name: 'Add an action' }).click();
    // The new row's type has the focus: chosen from the keyboard.
    await expect
      .poll(() =>
        group(page, 'Action 2')
          .getByLabel('Type')
          .evaluate((e) => e === document.activeElement),
      )
      .toBe(true);
    await group(page, 'Action 2').getByLabel('Type').selectOption({ label: 'Post a Team comment' });
    await group(page, 'Action 2').getByLabel('Team comment').fill('Ready for design review.');
    await page.screenshot({ path: '.shots/rules-editor-1280.png', fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Create rule' }).click();
    const item = page.getByRole('listitem', { name: 'Design intake' });
    await item.getByText('A card enters Design: add label, then post team comment.').waitFor();
    const [stored] = (await rulesOf()).filter((r) => r.name === 'Design intake');
    expect(stored).toMatchObject({
      enabled: true,
      trigger: { type: 'card_enters_stage', stage_id: stage('Design').id },
      conditions: [{ type: 'label_absent', label_id: label.id }],
      actions: [
        { type: 'add_label', label_id: label.id },
        { type: 'post_team_comment', text: 'Ready for design review.' },
      ],
    });

    // A real move fires it.
    const moved = await api('PUT', `${cardPath()}/update_stage?stage_id=${stage('Design').id}`, {
      token: await tokenOf('teamlead@greenlight.local'),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await item.getByRole('button', { name: 'Run log' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Pricing table' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.innerText()).toMatch(/done[\s\S]*Added label [\s\S]*Posted a Team comment/);
    const labels = (await api<CardLabels>('GET', cardPath(), { token: ownerToken })).body.data.labels;
    expect(labels.map((l) => l.id)).toContain(label.id);

    // Edit: rename, and put the comment first from the keyboard.
    await item.getByRole('button', { name: 'Edit Design intake' }).click();
    const edit = page.getByRole('region', { name: 'Edit rule: Design intake' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Design intake v2');
    await group(page, 'Action 2').getByRole('button', { name: 'Move up, action 2' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => group(page, 'Action 1').getByLabel('Type').inputValue()).toBe('post_team_comment');
    // At the top, "up" is disabled: the focus stays in the moved row, on its other move button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move down, action 1');
    await page.screenshot({ path: '.shots/rules-editor-edit-1280.png', fullPage: true });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByRole('listitem', { name: 'Design intake v2' });
    await renamed.getByText('post team comment, then add label').waitFor();
    await expect
      .poll(async () => (await rulesOf()).find((r) => r.id === stored!.id)?.actions.map((a) => a.type))
      .toEqual(['post_team_comment', 'add_label']);

    // Delete, after a confirmation; Cancel keeps it.
    await renamed.getByRole('button', { name: 'Delete Design intake v2' }).click();
    await page.getByRole('dialog', { name: 'Delete this rule?' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await rulesOf()).some((r) => r.id === stored!.id)).toBe(true);
    await renamed.getByRole('button', { name: 'Delete Design intake v2' }).click();
    await page.getByRole('dialog', { name: 'Delete this rule?' }).getByRole('button', { name: 'Delete rule' }).click();
    await renamed.waitFor({ state: 'detached' });
    expect((await rulesOf()).some((r) => r.id === stored!.id)).toBe(false);

    // The editor at 390 px.
    const narrow = await demoPage(browser, orgId, 'teamlead@greenlight.local', 390);
    await narrow.goto(rulesUrl());
    await narrow.getByRole('button', { name: 'New rule', exact: true }).click();
    await group(narrow, 'Action 1').getByLabel('Type').selectOption({ label: 'Notify members' });
    await narrow.getByRole('button', { name: 'Create rule' }).click();
    await group(narrow, 'Action 1').getByText("Choose the members to notify, or the card's participants.").waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrow.screenshot({ path: '.shots/rules-editor-390.png', fullPage: true });
    expect(await seriousAxeViolations(narrow)).toEqual([]);
    await narrow.getByRole('button', { name: 'Cancel' }).click();
    await narrow.getByRole('button', { name: 'New rule', exact: true }).waitFor();
    expect(await narrow.evaluate(() => document.activeElement?.textContent)).toBe('New rule');

    // Put the demo back.
    await api('PUT', `${cardPath()}/update_stage?stage_id=${stage('Backlog').id}`, { token: ownerToken });
    await api('POST', `${cardPath()}/content_labels`, {
      token: ownerToken,
      body: { label_id: label.id, assigned: false },
    });
  }, 180_000);

  it('a Member (Production) and a Guest (Approver) see no rule controls', async () => {
    for (const email of ['production@greenlight.local', 'approver@greenlight.local']) {
      const page = await demoPage(browser, orgId, email, 1280);
      await page.goto(`${baseUrl()}/organizations/${orgId}/workspaces/${workspaceId}/board`);
      const options = page.getByRole('button', { name: 'Workspace options' });
      await options.waitFor();
      await options.click();
      await page.getByRole('menuitem', { name: 'Archived cards' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Rules', exact: true }).count(), email).toBe(0);
      await page.keyboard.press('Escape');
      await page.goto(rulesUrl());
      await page.getByText('You are not authorized to access this page').waitFor();
      for (const name of ['New rule', 'Edit', 'Delete', 'Run log'])
        expect(await page.getByRole('button', { name }).count(), `${email}: ${name}`).toBe(0);
      await page.context().close();
    }
  }, 120_000);
});

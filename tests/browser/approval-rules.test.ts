/**
 * Decision rules and rounds in Chromium (issue 38 "Decision rules per approval stage"; issue 37 "Round 2"):
 * the team lead sets a stage to "One person decides" with its decision maker, then to "All reviewers must
 * approve", on the stages page; on a card submitted to two Approvers and a reviewer by link, once two approved,
 * the card's approval bar reads "Round 1 · 2 of 3 approved". Screenshots at 1280 and 390 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { launchBrowser, signInThroughUi } from '../support/browser';
import type { Stage } from '../../shared/schemas/stage';

describe('approval rules in the browser', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const signedInPage = async (user: SignedInUser, width: number): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  const storedStage = async () =>
    (await api<Stage>('GET', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, { token: lead.token })).body.data;

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, ann, bob] = await Promise.all(['ar-ui-lead', 'ar-ui-ann', 'ar-ui-bob'].map((p) => signedInUser(p)));
    for (const [user, first] of [
      [ann, 'Ann'],
      [bob, 'Bob'],
    ] as const)
      await api('PUT', '/api/v1/users/update_detail', {
        token: user.token,
        body: { first_name: first, last_name: 'Client' },
      });
    ({ workspaceId, stageId, cardIds } = await clientBoardFixture(
      lead,
      'Client Review',
      1,
      [
        [ann, 'approver'],
        [bob, 'approver'],
      ],
      { requireApproval: true },
    ));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets the stage rule on the stages page', async () => {
    const page = await signedInPage(lead, 1280);
    await page.goto(`${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/stages`);
    const rule = page.getByLabel('Approval rule for Client Review', { exact: true });
    await rule.selectOption('decision_maker');
    const who = page.getByLabel('Who decides in Client Review', { exact: true });
    await who.waitFor();
    // Approvers and Team Leads may decide (the lead is one).
    const options = await who.locator('option').allTextContents();
    expect(options[0]).toBe('Choose who decides…');
    expect(options).toHaveLength(4);
    expect(options).toEqual(expect.arrayContaining(['Ann Client', 'Bob Client']));
    await who.selectOption({ label: 'Bob Client' });
    await expect.poll(async () => (await storedStage()).decision_maker_id).toBe(bob.userId);
    await page.screenshot({ path: '.shots/stage-rule-1280.png' });
    await rule.selectOption('all');
    await expect.poll(async () => (await storedStage()).approval_rule).toBe('all');
    expect((await storedStage()).decision_maker_id).toBeNull();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.shots/stage-rule-390.png' });
  });

  it.each([1280, 1366])(
    'shows the chosen rule whole on the stages page at %i px (it read "Any reviewer decide"; TQ3)',
    async (width) => {
      const page = await signedInPage(lead, width);
      await page.goto(`${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/stages`);
      const rule = page.getByLabel('Approval rule for Client Review', { exact: true });
      await rule.waitFor();
      // Every option in turn, the longest included: the select is as wide as its chosen text and its padding.
      for (const value of ['any', 'all']) {
        await rule.selectOption(value);
        const fit = await rule.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]!.text;
          const needed =
            context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return { text, needed, width: select.clientWidth };
        });
        // clientWidth is whole pixels and canvas text metrics differ from layout's by a pixel or so: 2 px of slack
        // (before TQ3 the default option lacked 7 px at 1280).
        expect(fit.width, JSON.stringify(fit)).toBeGreaterThanOrEqual(fit.needed - 2);
      }
      // And the table still fits the page: no column pushed out of view.
      const table = page.locator('.gl-stages');
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `.shots/stage-rule-fit-${width}.png` });
      await page.context().close();
    },
  );

  it('shows "Round 1 · 2 of 3 approved" on the card', async () => {
    const path = `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[0]}`;
    const invited = await api('POST', `${path}/reviewers`, {
      token: lead.token,
      body: { email: 'rita-ui@client.example', name: 'Rita Link' },
    });
    expect(invited.status).toBe(201);
    const set = await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: lead.token,
      body: { approval_rule: 'all' },
    });
    expect(set.status).toBe(200);
    expect(
      (
        await api('POST', `${path}/approved_content_group_stages?stage_id=${stageId}`, {
          token: lead.token,
          body: { comment: { description: '' } },
        })
      ).status,
    ).toBe(201);
    for (const user of [ann, bob])
      expect(
        (
          await api('PUT', `${path}/approved_content_group_stages/${stageId}`, {
            token: user.token,
            body: { comment: { description: '' } },
          })
        ).status,
      ).toBe(200);
    for (const width of [1280, 390]) {
      const page = await signedInPage(lead, width);
      await page.goto(
        `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardIds[0]!.replace(/-/g, '')}-client-review-card-1`,
      );
      const round = page.getByTestId('card-popup').getByTestId('approval-round');
      await round.getByText('Round 1 · 2 of 3 approved', { exact: true }).waitFor();
      expect((await round.getByRole('listitem').allTextContents()).sort()).toEqual([
        'Ann Client: Approved',
        'Bob Client: Approved',
        'Rita Link (reviewer): Not decided yet',
      ]);
      await round.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.shots/approval-round-${width}.png` });
    }
  });
});

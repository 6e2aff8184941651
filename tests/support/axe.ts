/**
 * axe-core in the browser tests (issue 30 "axe-core on every page and popup as the owner and as
 * approver@: 0 critical and 0 serious violations"). Runs axe's WCAG 2.0/2.1 A and AA rules plus
 * `label-content-name-mismatch` (WCAG 2.5.3, experimental in axe and so off unless asked for), and fails
 * on any critical or serious violation, naming each element and why.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One failing element, as a readable line: "rule (impact): html — why". */
export type AxeFinding = string;

/** The impacts that fail the bar: critical and serious. */
export const SERIOUS_IMPACTS = ['critical', 'serious'] as const;
/** Every impact axe reports, for screens held to "no violation at all" (tests/browser/accessibility.test.ts). */
export const ALL_IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** The critical and serious axe violations of what `page` shows now (an empty list when none). */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  return axeViolations(page, SERIOUS_IMPACTS);
}

/** The axe violations of what `page` shows now whose impact is one of `impacts` (an empty list when none). */
export async function axeViolations(page: Page, impacts: readonly string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ content: axeSource });
  // A string: tsx's helpers for named functions do not exist inside the page.
  const found = await page.evaluate<
    Array<{ id: string; impact: string; nodes: Array<{ html: string; failureSummary: string }> }>
  >(`(async () => {
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations
      .filter((v) => ${JSON.stringify(impacts)}.includes(v.impact))
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ html: n.html, failureSummary: n.failureSummary })) }));
  })()`);
  return found.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.html.slice(0, 140)} — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}`,
    ),
  );
}

/** Fails the test when `page` has any critical or serious axe violation; `where` names the screen in the message. */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()): Promise<void> {
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
}

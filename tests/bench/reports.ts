/**
 * `npm run bench`, issue 28 "Performance": a month's time report for an organization with 10,000 time
 * entries. Seeds 10,000 closed runs this month (UTC) by 10 people on 200 cards of two workspaces, then
 * prints the API's p50/p99 with its DynamoDB requests (bound: workspaces + a constant, no Scan) and the
 * answer's size, and the time until Chromium shows the report's table and chart, each beside the load
 * average. Target: renders within 1 s. Speed lives here, not in timed tests.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { putItems } from '../../functions/src/data/access';
import { TimeEntry } from '../../functions/src/data/entities/report-items';
import { onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/browser';
import { percentile, type BenchSession } from './board-browser';

const ENTRIES = 10_000;
const PEOPLE = 10;
const CARDS_PER_WORKSPACE = 100;
const RUNS = 10;

/** The signed-in session (./board-browser.ts) and the organization whose time the bench reports. */
export interface ReportBenchTarget extends BenchSession {
  token: string;
  userId: string;
  organizationId: string;
  /** Each workspace with card ids to put time on. */
  workspaces: Array<{ id: string; cardIds: string[] }>;
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;
const line = (label: string, values: number[], extra = '') =>
  console.log(
    `${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms   p99 ${percentile(values, 99).toFixed(1)} ms${extra}   (${load()})`,
  );

/** Seed the entries, then measure the API and Chromium. */
export async function benchTimeReport(target: ReportBenchTarget): Promise<void> {
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  const people = [target.userId, ...Array.from({ length: PEOPLE - 1 }, () => randomUUID())];
  const cards = target.workspaces.flatMap((w) =>
    w.cardIds.slice(0, CARDS_PER_WORKSPACE).map((id, n) => ({ workspaceId: w.id, id, name: `Card ${n + 1}` })),
  );
  console.log(
    `Seeding ${ENTRIES.toLocaleString('en')} time entries this month (${PEOPLE} people, ${cards.length} cards)…`,
  );
  const entries = Array.from({ length: ENTRIES }, (_, i) => {
    const card = cards[i % cards.length];
    // Spread over the month's days and hours, whole seconds, 15 min to 3 h each.
    const started = new Date(monthStart + (i % days) * 86_400_000 + ((i * 7919) % 86_400) * 1000);
    const seconds = 900 + ((i * 104_729) % 9900);
    return {
      organization_id: target.organizationId,
      started_at: started.toISOString(),
      user_id: people[i % PEOPLE],
      workspace_id: card.workspaceId,
      card_id: card.id,
      card_name: card.name,
      ended_at: new Date(started.getTime() + seconds * 1000).toISOString(),
      seconds,
    };
  });
  await putItems(TimeEntry, entries);

  const month = (d: number) => new Date(monthStart + d * 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({ from: month(0), to: month(days - 1), tz: 'UTC' });
  const times: number[] = [];
  const requests: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    let count = 0;
    const stop = onDynamoRequest((name) => {
      if (name === 'ScanCommand') throw new Error('The time report scanned the table');
      count += 1;
    });
    const started = performance.now();
    const res = await fetch(`${target.url}/api/v1/organizations/${target.organizationId}/reports/time?${query}`, {
      headers: { authorization: `Bearer ${target.token}` },
    });
    const body = await res.text();
    times.push(performance.now() - started);
    stop();
    if (!res.ok) throw new Error(`time report failed: ${res.status} ${body}`);
    requests.push(count);
    bytes = Buffer.byteLength(body);
  }
  line(
    `time report API, ${ENTRIES.toLocaleString('en')} entries`,
    times,
    `   DynamoDB requests ${Math.min(...requests)}–${Math.max(...requests)} (${target.workspaces.length} workspaces)   answer ${(bytes / 1024).toFixed(0)} KB`,
  );

  if (!existsSync(CHROMIUM)) return console.log(`Time report in Chromium skipped: no Chromium at ${CHROMIUM}.`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${target.url}/login`);
    await page.getByLabel('Email').fill(target.email);
    await page.getByLabel('Password', { exact: true }).fill(target.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const renders: number[] = [];
    const tables: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await page.goto(`${target.url}/organizations/${target.organizationId}/reports/time`);
      await page.getByTestId('time-total').waitFor();
      tables.push(performance.now() - started);
      await page.locator('[data-testid="time-chart"] .recharts-bar-rectangle').first().waitFor();
      renders.push(performance.now() - started);
    }
    line('time report in Chromium (page load → table and chart)', renders);
    line('  of which page load → table', tables);
  } finally {
    await browser.close();
  }
}

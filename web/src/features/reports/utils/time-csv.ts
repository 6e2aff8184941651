/**
 * The time report as CSV for invoicing tools (issue 28 "Export CSV": "a well-kept CSV library: UTF-8 with
 * BOM so Excel opens it, ISO dates, decimal hours beside hh:mm"), written with papaparse. Two tables in one
 * file, separated by an empty line (issue 35; decisions EX1):
 * 1. the totals: one line per table row (workspace, card, user) and a total line, each with the range's ISO dates;
 * 2. the entries: one line per time entry (date, person, workspace, card, labels, start, end, duration),
 *    start and end in the report's time zone.
 *
 * Every cell that a spreadsheet would run as a formula (one beginning with `=`, `+`, `-`, `@`, a tab or a
 * carriage return: OWASP "CSV Injection") is written with a leading `'` (issue 35). papaparse's own
 * `escapeFormulae: true` pattern (`/^[=+\-@\t\r].*$/`) misses a cell whose formula is followed by a line
 * break, so our pattern looks at the first character only. papaparse and @date-fns/tz load on the first
 * export, so the page's initial JS does not carry them.
 */
import { format } from 'date-fns';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { decimalHours, hhmm } from './format-hours';

export const CSV_HEADER = ['From', 'To', 'Workspace', 'Card', 'User', 'Time (h:mm)', 'Hours'] as const;
export const CSV_ENTRY_HEADER = [
  'Date',
  'Person',
  'Workspace',
  'Card',
  'Labels',
  'Start',
  'End',
  'Duration (h:mm)',
  'Hours',
] as const;

/** A cell a spreadsheet would evaluate: its first character starts a formula (OWASP). */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV text, starting with the UTF-8 byte order mark. */
export async function timeReportCsv(report: TimeReport): Promise<string> {
  const [{ default: Papa }, { TZDate }] = await Promise.all([import('papaparse'), import('@date-fns/tz')]);
  /** `iso` as `yyyy-MM-dd HH:mm` in the report's zone; empty for none. */
  const zoned = (iso: string | null, timeZone: string) =>
    iso ? format(new TZDate(Date.parse(iso), timeZone), 'yyyy-MM-dd HH:mm') : '';
  const unparse = (fields: readonly string[], data: string[][]) =>
    Papa.unparse({ fields: [...fields], data }, { newline: '\r\n', escapeFormulae: CSV_FORMULA_START });
  const rows = report.rows.map((r) => [
    report.from,
    report.to,
    r.workspace_name,
    r.card_name,
    r.user_name,
    hhmm(r.seconds),
    decimalHours(r.seconds),
  ]);
  const total = [
    report.from,
    report.to,
    'Total',
    '',
    '',
    hhmm(report.total_seconds),
    decimalHours(report.total_seconds),
  ];
  const labelNames = new Map(report.filters.labels.map((l) => [l.id, l.name]));
  const entries = (report.entries ?? []).map((e) => [
    e.day,
    e.user_name,
    e.workspace_name,
    e.card_name,
    e.label_ids
      .map((id) => labelNames.get(id))
      .filter((name): name is string => Boolean(name))
      .join(', '),
    zoned(e.started_at, report.time_zone),
    zoned(e.ended_at, report.time_zone),
    hhmm(e.seconds),
    decimalHours(e.seconds),
  ]);
  return `\ufeff${unparse(CSV_HEADER, [...rows, total])}\r\n\r\n${unparse(CSV_ENTRY_HEADER, entries)}`;
}

/** Offer the CSV as a download named after the range. */
export async function downloadTimeReportCsv(report: TimeReport): Promise<void> {
  const url = URL.createObjectURL(new Blob([await timeReportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `time-report-${report.from}-to-${report.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

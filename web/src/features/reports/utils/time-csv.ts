/**
 * The time report as CSV for invoicing tools (issue 28 "Export CSV": "a well-kept CSV library: UTF-8 with
 * BOM so Excel opens it, ISO dates, decimal hours beside hh:mm"), written with papaparse: one line per
 * table row (workspace, card, user) and a total line, each with the range's ISO dates. papaparse loads
 * on the first export, so the page's initial JS does not carry it.
 */
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { decimalHours, hhmm } from './format-hours';

export const CSV_HEADER = ['From', 'To', 'Workspace', 'Card', 'User', 'Time (h:mm)', 'Hours'] as const;

/** The CSV text, starting with the UTF-8 byte order mark. */
export async function timeReportCsv(report: TimeReport): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const rows = report.rows.map((r) => [report.from, report.to, r.workspace_name, r.card_name, r.user_name, hhmm(r.seconds), decimalHours(r.seconds)]);
  const total = [report.from, report.to, 'Total', '', '', hhmm(report.total_seconds), decimalHours(report.total_seconds)];
  return `\ufeff${Papa.unparse({ fields: [...CSV_HEADER], data: [...rows, total] }, { newline: '\r\n' })}`;
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

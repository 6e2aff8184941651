/**
 * The time report's table (issue 28 "A table grouped by workspace, then card, then user, with hh:mm
 * totals and a grand total"): a workspace line and a card line carry their subtotals, user lines the
 * time, a running timer is marked, and each card opens in its popup.
 *
 * A long report (a month of 10,000 entries gives about 2,200 lines) renders only the lines in view, in a
 * scrolling box whose header and grand total stay put (@tanstack/react-virtual, as the board's columns;
 * issue 28 "renders within 1 s"; decisions G24). Screen readers get the full count (`aria-rowcount`).
 */
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Table, TableBody, TableCell, TableFoot, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { timeLines } from '../utils/time-lines';
import { Line, Time } from './time-line-row';

interface TimeTableProps {
  organizationId: string;
  report: TimeReport;
}

/** Tables longer than this many lines render only those in view (a team's month stays whole). */
export const VIRTUALIZE_LINES_AFTER = 200;
type VirtualTimeRowsComponent = (typeof import('./virtual-time-rows'))['default'];
/** The windowed body once its module is here: rendered directly, without a Suspense round. */
let loadedVirtualRows: VirtualTimeRowsComponent | null = null;
const loadVirtualRows = () =>
  import('./virtual-time-rows').then((module) => {
    loadedVirtualRows = module.default;
    return module;
  });
const LazyVirtualRows = lazy(loadVirtualRows);

/** Starts loading the long table's windowed body, beside the report's data (decisions G24). */
export function preloadVirtualTimeRows(): void {
  void loadVirtualRows().catch(() => undefined);
}

/** Lines shown while the windowed body's code arrives (a first screen's worth). */
const FIRST_LINES = 40;

/** The grouped table with its grand total. */
export function TimeTable({ organizationId, report }: TimeTableProps) {
  const { t } = useTranslation('reports');
  const lines = useMemo(() => timeLines(report.rows), [report.rows]);
  const virtualize = lines.length > VIRTUALIZE_LINES_AFTER;
  const scrollRef = useRef<HTMLDivElement>(null);

  let body;
  if (virtualize) {
    const Loaded = loadedVirtualRows;
    const firstLines = lines
      .slice(0, FIRST_LINES)
      .map((line, index) => <Line key={line.key} line={line} organizationId={organizationId} rowIndex={index + 2} />);
    body = Loaded ? (
      <Loaded lines={lines} organizationId={organizationId} scrollRef={scrollRef} />
    ) : (
      <Suspense fallback={firstLines}>
        <LazyVirtualRows lines={lines} organizationId={organizationId} scrollRef={scrollRef} />
      </Suspense>
    );
  } else {
    body = lines.map((line) => <Line key={line.key} line={line} organizationId={organizationId} />);
  }

  return (
    <div
      ref={scrollRef}
      className={`gl-report-table${virtualize ? ' gl-report-table--scroll' : ''}`}
      data-testid="time-table"
    >
      <Table
        size="small"
        variation={virtualize ? undefined : 'striped'}
        caption={<span className="visually-hidden">{t('table.caption')}</span>}
        aria-rowcount={virtualize ? lines.length + 2 : undefined}
      >
        <TableHead>
          <TableRow aria-rowindex={virtualize ? 1 : undefined}>
            <TableCell as="th" scope="col">
              {t('table.path')}
            </TableCell>
            <TableCell as="th" scope="col" className="gl-report-num">
              {t('table.time')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
        <TableFoot>
          <TableRow className="gl-report-row--total" aria-rowindex={virtualize ? lines.length + 2 : undefined}>
            <TableCell as="th" scope="row">
              {t('table.total')}
            </TableCell>
            <TableCell className="gl-report-num" data-testid="time-total" data-seconds={report.total_seconds}>
              <Time seconds={report.total_seconds} />
            </TableCell>
          </TableRow>
        </TableFoot>
      </Table>
    </div>
  );
}

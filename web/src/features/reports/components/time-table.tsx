/**
 * The time report's table (issue 28 "A table grouped by workspace, then card, then user, with hh:mm
 * totals and a grand total"): a workspace line and a card line carry their subtotals, user lines the
 * time, a running timer is marked, and each card opens in its popup.
 *
 * A long report (a month of 10,000 entries gives about 2,200 lines) renders only the lines in view, in a
 * scrolling box whose header and grand total stay put (@tanstack/react-virtual, as the board's columns;
 * issue 28 "renders within 1 s"; decisions G24). Screen readers get the full count (`aria-rowcount`).
 */
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Table, TableBody, TableCell, TableFoot, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { paths } from '../../../config/paths';
import { decimalHours, hhmm } from '../utils/format-hours';
import { timeLines, type TimeLine } from '../utils/time-lines';

interface TimeTableProps {
  organizationId: string;
  report: TimeReport;
}

/** Tables longer than this many lines render only those in view (a team's month stays whole). */
export const VIRTUALIZE_LINES_AFTER = 200;
/** A line's height before it is measured (the small table's row), px. */
const LINE_PX = 37;

const Time = ({ seconds }: { seconds: number }) => (
  <>
    <span className="gl-report-hhmm">{hhmm(seconds)}</span> <span className="gl-report-decimal">({decimalHours(seconds)} h)</span>
  </>
);

interface LineProps {
  line: TimeLine;
  organizationId: string;
  /** Its 1-based row number in the whole table (the header is row 1), when only some rows are rendered. */
  rowIndex?: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
  index?: number;
}

/** One line: a workspace or card subtotal, or a user's time. */
function Line({ line, organizationId, rowIndex, measureRef, index }: LineProps) {
  const rowProps = { 'aria-rowindex': rowIndex, ref: measureRef, 'data-index': index };
  if (line.kind === 'workspace') {
    return (
      <TableRow className="gl-report-row--workspace" {...rowProps}>
        <TableCell as="th" scope="rowgroup">
          {line.name}
        </TableCell>
        <TableCell className="gl-report-num">
          <Time seconds={line.seconds} />
        </TableCell>
      </TableRow>
    );
  }
  if (line.kind === 'card') {
    return (
      <TableRow className="gl-report-row--card" {...rowProps}>
        <TableCell as="th" scope="row" className="gl-report-indent-1">
          <Link to={paths.card.getHref(organizationId, line.workspaceId, { id: line.id, name: line.name })}>{line.name}</Link>
        </TableCell>
        <TableCell className="gl-report-num">
          <Time seconds={line.seconds} />
        </TableCell>
      </TableRow>
    );
  }
  const { row } = line;
  return (
    <TableRow className="gl-report-row--user" data-testid="time-row" data-workspace={row.workspace_name} data-card={row.card_name} data-user={row.user_name} data-seconds={row.seconds} {...rowProps}>
      <TableCell className="gl-report-indent-2">
        {row.user_name}
        {row.running ? (
          <span className="gl-report-running" title="Timer running: counted up to now">
            {' '}
            ● running
          </span>
        ) : null}
      </TableCell>
      <TableCell className="gl-report-num">
        <Time seconds={row.seconds} />
      </TableCell>
    </TableRow>
  );
}

/** A stand-in for the lines out of view. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true" className="gl-report-spacer" style={{ height }}>
      <td colSpan={2} />
    </tr>
  ) : null;

/** The grouped table with its grand total. */
export function TimeTable({ organizationId, report }: TimeTableProps) {
  const lines = useMemo(() => timeLines(report.rows), [report.rows]);
  const virtualize = lines.length > VIRTUALIZE_LINES_AFTER;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer is read during render only.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_PX,
    overscan: 12,
    getItemKey: (index) => lines[index]?.key ?? index,
    enabled: virtualize,
  });

  let body;
  if (virtualize) {
    const rows = virtualizer.getVirtualItems();
    body = (
      <>
        <Spacer height={rows[0]?.start ?? 0} />
        {rows.map((item) => (
          <Line key={item.key} line={lines[item.index]} organizationId={organizationId} rowIndex={item.index + 2} index={item.index} measureRef={virtualizer.measureElement} />
        ))}
        <Spacer height={virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)} />
      </>
    );
  } else {
    body = lines.map((line) => <Line key={line.key} line={line} organizationId={organizationId} />);
  }

  return (
    <div ref={scrollRef} className={`gl-report-table${virtualize ? ' gl-report-table--scroll' : ''}`} data-testid="time-table">
      <Table
        size="small"
        variation={virtualize ? undefined : 'striped'}
        caption={<span className="visually-hidden">Time by workspace, card and user</span>}
        aria-rowcount={virtualize ? lines.length + 2 : undefined}
      >
        <TableHead>
          <TableRow aria-rowindex={virtualize ? 1 : undefined}>
            <TableCell as="th" scope="col">
              Workspace / card / user
            </TableCell>
            <TableCell as="th" scope="col" className="gl-report-num">
              Time
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
        <TableFoot>
          <TableRow className="gl-report-row--total" aria-rowindex={virtualize ? lines.length + 2 : undefined}>
            <TableCell as="th" scope="row">
              Total
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

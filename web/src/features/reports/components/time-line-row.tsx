/**
 * One line of the time report's table (issue 28 "A table grouped by workspace, then card, then user, with
 * hh:mm totals"): a workspace or card subtotal, or a user's time (a running timer marked), and the spacer
 * row that stands in for lines out of view. Shared by the whole table and its windowed body.
 */
import { Link } from 'react-router';
import { TableCell, TableRow } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/i18n/format-number';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { hhmm } from '../utils/format-hours';
import type { TimeLine } from '../utils/time-lines';

/** "h:mm (x.xx h)", the decimal hours with the interface language's mark ("(1,50 h)" in German). */
export function Time({ seconds }: { seconds: number }) {
  const { t } = useTranslation('reports');
  const hours = formatNumber(Math.max(0, seconds) / 3600, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <span className="gl-report-hhmm">{hhmm(seconds)}</span>{' '}
      <span className="gl-report-decimal">{t('table.decimalHours', { hours })}</span>
    </>
  );
}

export interface LineProps {
  line: TimeLine;
  organizationId: string;
  /** Its 1-based row number in the whole table (the header is row 1), when only some rows are rendered. */
  rowIndex?: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
  index?: number;
}

/** One line: a workspace or card subtotal, or a user's time. */
export function Line({ line, organizationId, rowIndex, measureRef, index }: LineProps) {
  const { t } = useTranslation('reports');
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
          <Link to={paths.card.getHref(organizationId, line.workspaceId, { id: line.id, name: line.name })}>
            {line.name}
          </Link>
        </TableCell>
        <TableCell className="gl-report-num">
          <Time seconds={line.seconds} />
        </TableCell>
      </TableRow>
    );
  }
  const { row } = line;
  return (
    <TableRow
      className="gl-report-row--user"
      data-testid="time-row"
      data-workspace={row.workspace_name}
      data-card={row.card_name}
      data-user={row.user_name}
      data-seconds={row.seconds}
      {...rowProps}
    >
      <TableCell className="gl-report-indent-2">
        {row.user_name}
        {row.running ? (
          <span className="gl-report-running" title={t('table.runningTitle')}>
            {' '}
            {t('table.running')}
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
export const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true" className="gl-report-spacer" style={{ height }}>
      <td colSpan={2} />
    </tr>
  ) : null;

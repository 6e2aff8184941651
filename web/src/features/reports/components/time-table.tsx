/**
 * The time report's table (issue 28 "A table grouped by workspace, then card, then user, with hh:mm
 * totals and a grand total"): a workspace line and a card line carry their subtotals, user lines the
 * time, a running timer is marked, and each card opens in its popup.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableFoot, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { TimeReport, TimeRow } from '../../../../../shared/schemas/reports';
import { paths } from '../../../config/paths';
import { decimalHours, hhmm } from '../utils/format-hours';

interface TimeTableProps {
  organizationId: string;
  report: TimeReport;
}

interface Group<T> {
  id: string;
  name: string;
  seconds: number;
  items: T[];
}

/** Consecutive rows with the same key, in order (rows arrive sorted). */
function groupBy<T>(items: readonly T[], key: (item: T) => string, name: (item: T) => string, seconds: (item: T) => number): Array<Group<T>> {
  const groups: Array<Group<T>> = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.id === key(item)) {
      last.items.push(item);
      last.seconds += seconds(item);
    } else groups.push({ id: key(item), name: name(item), seconds: seconds(item), items: [item] });
  }
  return groups;
}

const Time = ({ seconds }: { seconds: number }) => (
  <>
    <span className="gl-report-hhmm">{hhmm(seconds)}</span> <span className="gl-report-decimal">({decimalHours(seconds)} h)</span>
  </>
);

/** The grouped table with its grand total. */
export function TimeTable({ organizationId, report }: TimeTableProps) {
  const workspaces = groupBy(report.rows, (r) => r.workspace_id, (r) => r.workspace_name, (r) => r.seconds);
  return (
    <div className="gl-report-table" data-testid="time-table">
      <Table size="small" variation="striped" caption={<span className="visually-hidden">Time by workspace, card and user</span>}>
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              Workspace / card / user
            </TableCell>
            <TableCell as="th" scope="col" className="gl-report-num">
              Time
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workspaces.map((ws) => (
            <Fragment key={ws.id}>
              <TableRow className="gl-report-row--workspace">
                <TableCell as="th" scope="rowgroup">
                  {ws.name}
                </TableCell>
                <TableCell className="gl-report-num">
                  <Time seconds={ws.seconds} />
                </TableCell>
              </TableRow>
              {groupBy(ws.items, (r) => r.card_id, (r) => r.card_name, (r) => r.seconds).map((card) => (
                <Fragment key={card.id}>
                  <TableRow className="gl-report-row--card">
                    <TableCell as="th" scope="row" className="gl-report-indent-1">
                      <Link to={paths.card.getHref(organizationId, ws.id, { id: card.id, name: card.name })}>{card.name}</Link>
                    </TableCell>
                    <TableCell className="gl-report-num">
                      <Time seconds={card.seconds} />
                    </TableCell>
                  </TableRow>
                  {card.items.map((row: TimeRow) => (
                    <TableRow key={row.user_id} className="gl-report-row--user" data-testid="time-row" data-workspace={row.workspace_name} data-card={row.card_name} data-user={row.user_name} data-seconds={row.seconds}>
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
                  ))}
                </Fragment>
              ))}
            </Fragment>
          ))}
        </TableBody>
        <TableFoot>
          <TableRow className="gl-report-row--total">
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

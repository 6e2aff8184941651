/**
 * The one table of the app (issue 30 "One way to build each thing"): Amplify UI's Table with column
 * definitions, optional sorting by column (a header button with `aria-sort`), an empty state, and a phone
 * layout. Admin users, workspace members, invitations, stages and board stages all use it, so a fix to
 * tables is made once.
 *
 * Phone layout (≤ 600 px): `stack` turns each row into a card whose cells carry their column title
 * (`data-label`), `scroll` keeps the table and scrolls it sideways (for wide grids of switches).
 */
import { useState, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { EmptyState } from '../empty-state';
import { nextSort, sortRows, type SortState, type SortValue } from './sort-rows';
import './data-table.css';

/** One column: its title, how a row's cell renders, and optionally how the column sorts. */
export interface DataTableColumn<Row> {
  key: string;
  /** The column title; `visuallyHidden` keeps it for screen readers only (e.g. "Actions"). */
  title: string;
  visuallyHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** A row's value to sort by: the column header becomes a sort button. */
  sortValue?: (row: Row) => SortValue;
  className?: string;
}

/** Every row has an `id`: the row's React key. */
export interface DataTableProps<Row extends { id: string }> {
  /** The table's accessible name, e.g. "Users". */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows in their default order. */
  rows: readonly Row[];
  rowTestId?: (row: Row) => string;
  testId?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: { title: string; description?: ReactNode };
  phoneLayout?: 'stack' | 'scroll';
  /** Extra class on the wrapper, for a feature's column widths. */
  className?: string;
  /** Rendered after the table inside its wrapper (a row's dialog, for instance). */
  children?: ReactNode;
}

/** The sort header's glyph (screen readers read `aria-sort` instead). */
const SORT_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataTableColumn<Row>;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  const sorted = sort?.key === column.key ? sort.direction : undefined;
  const title = column.visuallyHidden ? <span className="visually-hidden">{column.title}</span> : column.title;
  return (
    <TableCell
      as="th"
      scope="col"
      className={column.className}
      aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
    >
      {column.sortValue ? (
        <button type="button" className="gl-data-table__sort" onClick={() => onSort(column.key)}>
          {title}
          <span aria-hidden="true" className="gl-data-table__sort-mark">
            {sorted ? SORT_MARK[sorted] : SORT_MARK.none}
          </span>
        </button>
      ) : (
        title
      )}
    </TableCell>
  );
}

/** A table of `rows` by `columns`, or the empty state. */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  rowTestId,
  testId,
  empty,
  phoneLayout = 'stack',
  className,
  children,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  if (rows.length === 0 && empty) return <EmptyState title={empty.title} description={empty.description} />;
  const sortColumn = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const shown = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  return (
    <div
      className={['gl-list-table-wrap', 'gl-data-table', `gl-data-table--${phoneLayout}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <Table size="small" highlightOnHover aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                onSort={(key) => setSort((current) => nextSort(current, key))}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  className={column.className}
                  data-label={column.visuallyHidden ? undefined : column.title}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </div>
  );
}

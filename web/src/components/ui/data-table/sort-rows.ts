/**
 * Sorting for DataTable (issue 30 "one table component"): a stable sort of rows by one column's value.
 * Strings compare with the locale and numbers numerically; null and undefined always sort last, in
 * either direction, so "Never" and "—" rows stay at the bottom.
 */

/** A value a column sorts by: text, a number, or nothing (sorted last). */
export type SortValue = string | number | null | undefined;

export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by, and which way. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * The rows in the order `valueOf` gives, keeping the given order among equal values.
 * @param rows the rows in their default order (not changed)
 * @param valueOf a row's sort value for the sorted column
 */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined || a.value === '';
      const bMissing = b.value === null || b.value === undefined || b.value === '';
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      const order = aMissing ? 0 : sign * compareValues(a.value, b.value);
      return order || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The next sort after a click on `key`: ascending first, then descending, then back to the default order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

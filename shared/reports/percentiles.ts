/**
 * Percentiles of a set of numbers (issue 28 "median and 90th-percentile time from submission to the
 * client's decision"; decisions G7): linear interpolation between the closest ranks (the method of
 * Excel's PERCENTILE.INC and NumPy's default), so the median of an even set is the mean of its two middles.
 */

/**
 * The `p`-th percentile (0–100) of `values`, or null for an empty set.
 * @throws RangeError when `p` is outside 0–100.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0–100`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/**
 * The workspace storage bar's colour (accounts spec §9: "Personal workspace storage 100 MB; progress bar
 * green up to 49%, orange 50-79%, red otherwise").
 */

/** The bar's three colours. */
export type StorageLevel = 'green' | 'orange' | 'red';

/** Colour for a used percentage of the 100 MB cap, judged on the whole number the bar shows. */
export function storageLevel(percent: number): StorageLevel {
  const shown = Math.round(percent);
  if (shown <= 49) return 'green';
  if (shown <= 79) return 'orange';
  return 'red';
}

/** The percentage as shown: whole numbers, "<1%" for a little, never above 100. */
export function formatStoragePercent(percent: number): string {
  if (percent > 0 && percent < 1) return '<1%';
  return `${Math.min(100, Math.round(percent))}%`;
}

/**
 * The bytes used, as the bar's label shows them: `total_size` is a percentage of the 100 MB cap, so it is
 * also the megabytes used ("12.3 MB"; "<0.1 MB" for a little; one decimal, as the API rounds to 0.1%).
 */
export function formatStorageMegabytes(percent: number): string {
  if (percent > 0 && percent < 0.1) return '<0.1 MB';
  return `${(Math.round(percent * 10) / 10).toFixed(1)} MB`;
}

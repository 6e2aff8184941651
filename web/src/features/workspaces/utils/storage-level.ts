/**
 * The workspace storage bar's colour (accounts spec §9: "Personal workspace storage 100 MB; progress bar
 * green up to 49%, orange 50-79%, red otherwise").
 */
import { formatNumber } from '../../../lib/i18n/format-number';

/** The bar's three colours. */
export type StorageLevel = 'green' | 'orange' | 'red';

/** Colour for a used percentage of the 100 MB cap, judged on the whole number the bar shows. */
export function storageLevel(percent: number): StorageLevel {
  const shown = Math.round(percent);
  if (shown <= 49) return 'green';
  if (shown <= 79) return 'orange';
  return 'red';
}

/** The percentage as shown, as the interface language writes it ("12%", "12 %"): whole numbers, "<1%" for a little, never above 100. */
export function formatStoragePercent(percent: number): string {
  if (percent > 0 && percent < 1) return `<${formatNumber(0.01, { style: 'percent' })}`;
  return formatNumber(Math.min(100, Math.round(percent)) / 100, { style: 'percent' });
}

/**
 * The bytes used, as the bar's label shows them: `total_size` is a percentage of the 100 MB cap, so it is
 * also the megabytes used ("12.3 MB", "12,3 MB" in German and Spanish, decisions LN5, "12,3 Mo" in French; "<0.1 MB" for a
 * little; one decimal, as the API rounds to 0.1%).
 */
export function formatStorageMegabytes(percent: number): string {
  // Intl's megabyte unit: "MB", "Mo" in French (decisions FR2).
  const one = {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
    style: 'unit',
    unit: 'megabyte',
  } as const;
  if (percent > 0 && percent < 0.1) return `<${formatNumber(0.1, one)}`;
  return formatNumber(Math.round(percent * 10) / 10, one);
}

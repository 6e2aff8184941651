/**
 * When the personal storage warning shows (cards spec §5 "A storage warning shows at 70% or more for a
 * personal account"; §9 "storage warning at 70%").
 */

/** The share of the cap at which the warning starts. */
export const STORAGE_WARNING_RATIO = 0.7;

/** 'warning' from 70% of the cap, 'full' at the cap, null below 70% or without a cap. */
export function storageWarningLevel(usedBytes: number, capBytes: number | null): 'warning' | 'full' | null {
  if (capBytes === null || capBytes <= 0) return null;
  if (usedBytes >= capBytes) return 'full';
  return usedBytes >= capBytes * STORAGE_WARNING_RATIO ? 'warning' : null;
}

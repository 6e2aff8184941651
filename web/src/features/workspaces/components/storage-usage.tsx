/**
 * Storage used by a workspace (accounts spec §3 Workspace total_size "percent of 100 MB"; §9 progress
 * bar green up to 49%, orange 50-79%, red otherwise). An accessible progress bar with its value as text.
 */
import { formatStoragePercent, storageLevel } from '../utils/storage-level';

/** "Storage 12% of 100 MB" with a coloured bar. */
export function StorageUsage({ percent }: { percent: number }) {
  const shown = formatStoragePercent(percent);
  const level = storageLevel(percent);
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div className="gl-storage" title={`Storage used: ${shown} of 100 MB`} data-testid="storage-usage" data-level={level}>
      <span className="gl-storage__label" aria-hidden="true">
        {shown} of 100 MB
      </span>
      <div
        className="gl-storage__track"
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={`${shown} of 100 MB`}
      >
        <div className={`gl-storage__bar gl-storage__bar--${level}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

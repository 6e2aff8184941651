/**
 * Storage used by a workspace (accounts spec §3 Workspace total_size "percent of 100 MB"; §9 progress
 * bar green up to 49%, orange 50-79%, red otherwise): the bytes the workspace's contents really take
 * (issue 13), as megabytes of the 100 MB, on an accessible progress bar with its value as text; outside
 * personal organizations, which have no cap, as megabytes used.
 */
import { formatStorageMegabytes, formatStoragePercent, storageLevel } from '../utils/storage-level';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/**
 * "12.3 MB of 100 MB" with a coloured bar where the 100 MB cap applies (`capped`: a personal organization's
 * workspace); elsewhere there is no cap to measure against, so only "12.3 MB used" (decisions U33).
 */
export function StorageUsage({ percent, capped }: { percent: number; capped: boolean }) {
  const { t } = useTranslation('workspace');
  const shown = formatStorageMegabytes(percent);
  if (!capped) {
    return (
      <div className="gl-storage" data-testid="storage-usage" data-level="none">
        <span className="gl-storage__label">{t('storage.used', { size: shown })}</span>
      </div>
    );
  }
  const level = storageLevel(percent);
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div
      className="gl-storage"
      title={t('storage.title', { size: shown, percent: formatStoragePercent(percent) })}
      data-testid="storage-usage"
      data-level={level}
    >
      <span className="gl-storage__label" aria-hidden="true">
        {t('storage.ofCap', { size: shown })}
      </span>
      <div
        className="gl-storage__track"
        role="progressbar"
        aria-label={t('storage.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={t('storage.ofCap', { size: shown })}
      >
        <div className={`gl-storage__bar gl-storage__bar--${level}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

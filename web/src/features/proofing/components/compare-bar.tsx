/**
 * The compare bar of the proofing viewer (issue 26 "compare versions"; issue 41 in three languages): the
 * compare modes as tabs and the version to compare with.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import { versionLabel, type VersionSource } from '../utils/sources';
import { COMPARE_MODES, type CompareMode } from './compare-view';

interface CompareBarProps {
  mode: CompareMode;
  onMode: (mode: CompareMode) => void;
  /** The versions the shown one may be compared with (all but itself). */
  choices: VersionSource[];
  otherId: string;
  onOther: (versionId: string) => void;
}

/** The mode tabs and the "with" version picker. */
export function CompareBar({ mode, onMode, choices, otherId, onOther }: CompareBarProps) {
  const { t } = useTranslation('proofing');
  return (
    <div className="gl-proof__compare-bar">
      <div role="tablist" aria-label={t('viewer.compareMode')} className="gl-proof__modes">
        {COMPARE_MODES.map((m) => (
          <button
            key={m.id}
            type="button"
            role="tab"
            aria-selected={mode === m.id}
            className="gl-proof__mode"
            onClick={() => onMode(m.id)}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      <label className="gl-proof__against">
        <span>{t('viewer.with')}</span>
        <select value={otherId} onChange={(e) => onOther(e.target.value)} aria-label={t('viewer.compareWith')}>
          {choices.map((s) => (
            <option key={s.versionId} value={s.versionId}>
              {versionLabel(s)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

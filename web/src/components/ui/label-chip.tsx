/**
 * Label chips (cards spec §3 Label: name and color_hex, text colour by the 155 contrast threshold;
 * accounts spec §2 list view "Labels" column). Shared by the board and the labels features.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { labelTextColor } from '../../lib/label-colors';
import './people-and-labels.css';

interface LabelChipProps {
  name: string;
  /** Six hex digits without '#'. */
  colorHex: string;
  /** Smaller, for board cards. */
  compact?: boolean;
}

/** One label as a coloured chip. */
export function LabelChip({ name, colorHex, compact = false }: LabelChipProps) {
  return (
    <span
      className={`gl-label-chip${compact ? ' gl-label-chip--compact' : ''}`}
      style={{ backgroundColor: `#${colorHex}`, color: labelTextColor(colorHex) }}
      title={name}
    >
      {name}
    </span>
  );
}

/** A card's labels; nothing when there are none. */
export function LabelChips({
  labels,
  compact = false,
}: {
  labels: readonly { id: string; name: string; color_hex: string }[];
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  if (labels.length === 0) return null;
  return (
    <ul className="gl-label-chips" aria-label={t('labels.list')}>
      {labels.map((label) => (
        <li key={label.id}>
          <LabelChip name={label.name} colorHex={label.color_hex} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The reports' range picker (issue 28 "Filter by date range (this week, last week, this month, last
 * month, custom)"): a preset select, and two date fields for a custom range. A custom range reaches the
 * report only once it is valid (From on or before To, at most REPORT_MAX_DAYS days); meanwhile the
 * fields say what is wrong, so no request is made for a range the API would refuse.
 */
import { useState } from 'react';
import { Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { REPORT_MAX_DAYS } from '../../../../../shared/schemas/report-limits';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RANGE_LABELS, RANGE_PRESETS, presetRange, type RangePreset } from '../utils/ranges';

export interface RangeValue {
  preset: RangePreset;
  from: string;
  to: string;
}

interface RangePickerProps {
  value: RangeValue;
  timeZone: string;
  onChange: (value: RangeValue) => void;
}

/** Why a custom range cannot be reported, as a `reports` catalogue key, or null. */
function rangeProblem(from: string, to: string): 'range.chooseBoth' | 'range.inverted' | 'range.tooLong' | null {
  if (!from || !to) return 'range.chooseBoth';
  if (from > to) return 'range.inverted';
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1 > REPORT_MAX_DAYS)
    return 'range.tooLong';
  return null;
}

/** Preset select plus From/To fields (shown for Custom). */
export function RangePicker({ value, timeZone, onChange }: RangePickerProps) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const problem = value.preset === 'custom' ? rangeProblem(draft.from, draft.to) : null;
  const choose = (preset: RangePreset) => {
    setDraft({ from: value.from, to: value.to });
    if (preset === 'custom') onChange({ ...value, preset });
    else onChange({ preset, ...presetRange(preset, Date.now(), timeZone) });
  };
  const edit = (field: 'from' | 'to', day: string) => {
    const next = { ...draft, [field]: day };
    setDraft(next);
    if (!rangeProblem(next.from, next.to)) onChange({ preset: 'custom', ...next });
  };
  return (
    <Flex direction="column" gap="xxs">
      <Flex wrap="wrap" gap="small" alignItems="flex-end">
        <SelectField
          label={t('range.label')}
          size="small"
          value={value.preset}
          onChange={(e) => choose(e.target.value as RangePreset)}
          data-testid="report-range"
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(RANGE_LABELS[p])}
            </option>
          ))}
        </SelectField>
        {value.preset === 'custom' ? (
          <>
            <TextField
              label={t('range.from')}
              type="date"
              size="small"
              value={draft.from}
              onChange={(e) => edit('from', e.target.value)}
              hasError={Boolean(problem)}
              data-testid="report-from"
            />
            <TextField
              label={t('range.to')}
              type="date"
              size="small"
              value={draft.to}
              onChange={(e) => edit('to', e.target.value)}
              hasError={Boolean(problem)}
              data-testid="report-to"
            />
          </>
        ) : null}
      </Flex>
      {problem ? (
        <Text role="alert" fontSize="small" color="font.error" data-testid="report-range-problem">
          {t(problem, { days: REPORT_MAX_DAYS })}
        </Text>
      ) : null}
    </Flex>
  );
}

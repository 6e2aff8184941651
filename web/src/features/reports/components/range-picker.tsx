/**
 * The reports' range picker (issue 28 "Filter by date range (this week, last week, this month, last
 * month, custom)"): a preset select, and two date fields for a custom range.
 */
import { Flex, SelectField, TextField } from '@aws-amplify/ui-react';
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

/** Preset select plus From/To fields (editable only for Custom). */
export function RangePicker({ value, timeZone, onChange }: RangePickerProps) {
  const choose = (preset: RangePreset) => {
    if (preset === 'custom') onChange({ ...value, preset });
    else onChange({ preset, ...presetRange(preset, Date.now(), timeZone) });
  };
  return (
    <Flex wrap="wrap" gap="small" alignItems="flex-end">
      <SelectField label="Range" size="small" value={value.preset} onChange={(e) => choose(e.target.value as RangePreset)} data-testid="report-range">
        {RANGE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {RANGE_LABELS[p]}
          </option>
        ))}
      </SelectField>
      {value.preset === 'custom' ? (
        <>
          <TextField
            label="From"
            type="date"
            size="small"
            value={value.from}
            max={value.to}
            onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
            data-testid="report-from"
          />
          <TextField label="To" type="date" size="small" value={value.to} min={value.from} onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })} data-testid="report-to" />
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The Repeat dialog's time zone (issue 35 "make it searchable, with the user's zone first"; decisions RC8):
 * a combobox (Amplify's Autocomplete) over the IANA zones, filtered as one types ("new york" finds
 * America/New_York), the browser's zone first, then the rule's own (when it is another), then the rest
 * A–Z. Choosing an option, or typing a zone's exact name, sets it; what is typed otherwise changes nothing.
 */
import { useMemo, useState } from 'react';
import { Autocomplete, type ComboBoxOption } from '@aws-amplify/ui-react';
import { browserTimeZone } from './repeat-form';
import { ALL_ZONES, orderedZones, zoneMatches } from './time-zones';

/** The field: `value` is the chosen zone, `onChange` gets a new one. */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [typed, setTyped] = useState(value);
  const browser = useMemo(() => browserTimeZone(), []);
  const options: ComboBoxOption[] = useMemo(
    () =>
      orderedZones(value, browser).map((zone) => ({
        id: zone,
        label: zone === browser ? `${zone} (your time zone)` : zone,
      })),
    [value, browser],
  );
  return (
    <Autocomplete
      label="Time zone"
      labelHidden={false}
      size="small"
      className="gl-repeat__zone"
      options={options}
      value={typed}
      placeholder="Search time zones"
      optionFilter={(option, text) => text === value || zoneMatches(option.id, text)}
      onChange={(event) => {
        setTyped(event.target.value);
        if (ALL_ZONES.includes(event.target.value)) onChange(event.target.value);
      }}
      onSelect={(option) => {
        setTyped(option.id);
        onChange(option.id);
      }}
      onClear={() => setTyped('')}
      menuSlots={{ Empty: <span>No time zone matches.</span> }}
    />
  );
}

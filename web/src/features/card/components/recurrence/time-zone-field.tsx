/**
 * The Repeat dialog's time zone (issue 35 "make it searchable, with the user's zone first"; decisions RC8):
 * a combobox (Amplify's Autocomplete) over the IANA zones, filtered as one types ("new york" finds
 * America/New_York), the browser's zone first, then the rule's own (when it is another), then the rest
 * A–Z. Choosing an option, or typing a zone's exact name, sets it; what is typed otherwise changes nothing.
 * Its texts come from the `card` catalogue; the zones keep their IANA names (issue 41; decisions LU5).
 */
import { useMemo, useState } from 'react';
import { Autocomplete, type ComboBoxOption } from '@aws-amplify/ui-react';
import { browserTimeZone } from './repeat-form';
import { ALL_ZONES, orderedZones, zoneMatches } from './time-zones';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The field: `value` is the chosen zone, `onChange` gets a new one. */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [typed, setTyped] = useState(value);
  const { t } = useTranslation('card');
  const browser = useMemo(() => browserTimeZone(), []);
  const options: ComboBoxOption[] = useMemo(
    () =>
      orderedZones(value, browser).map((zone) => ({
        id: zone,
        label: zone === browser ? t('timeZone.yours', { zone }) : zone,
      })),
    [value, browser, t],
  );
  return (
    <Autocomplete
      label={t('timeZone.label')}
      labelHidden={false}
      size="small"
      className="gl-repeat__zone"
      options={options}
      value={typed}
      placeholder={t('timeZone.search')}
      // Amplify's own clear button says "Clear" in every language unless named.
      clearButtonLabel={t('timeZone.clear')}
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
      menuSlots={{ Empty: <span>{t('timeZone.none')}</span> }}
    />
  );
}

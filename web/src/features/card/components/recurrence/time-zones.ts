/**
 * The time zones the Repeat dialog offers, and how they are ordered and searched (issue 35; decisions RC8).
 */

/** Every IANA zone the browser knows. */
export const ALL_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Lower-case, with `_` and `/` read as spaces, for matching what is typed. */
const searchable = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ').trim();

/** The zones in the picker's order: the browser's, `current` (when another), then every other A–Z. */
export function orderedZones(current: string, browser: string, zones: readonly string[] = ALL_ZONES): string[] {
  const first = [...new Set([browser, current].filter(Boolean))];
  return [...first, ...zones.filter((zone) => !first.includes(zone))];
}

/** Whether a zone matches what is typed: every word typed appears in its name. */
export function zoneMatches(zone: string, typed: string): boolean {
  const name = searchable(zone);
  return searchable(typed)
    .split(' ')
    .every((word) => name.includes(word));
}

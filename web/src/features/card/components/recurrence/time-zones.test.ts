import { describe, expect, it } from 'vitest';
import { orderedZones, zoneMatches } from './time-zones';

describe('time zone picker (issue 35)', () => {
  const zones = ['Africa/Abidjan', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Europe/London'];

  it("puts the user's zone first, then the rule's, then the rest in order, each once", () => {
    expect(orderedZones('Asia/Tokyo', 'Europe/Berlin', zones)).toEqual([
      'Europe/Berlin',
      'Asia/Tokyo',
      'Africa/Abidjan',
      'America/New_York',
      'Europe/London',
    ]);
    expect(orderedZones('Europe/Berlin', 'Europe/Berlin', zones)).toEqual([
      'Europe/Berlin',
      'Africa/Abidjan',
      'America/New_York',
      'Asia/Tokyo',
      'Europe/London',
    ]);
  });

  it('matches every typed word, ignoring case, underscores and slashes', () => {
    expect(zones.filter((z) => zoneMatches(z, 'new york'))).toEqual(['America/New_York']);
    expect(zones.filter((z) => zoneMatches(z, 'EUROPE'))).toEqual(['Europe/Berlin', 'Europe/London']);
    expect(zones.filter((z) => zoneMatches(z, 'europe/lon'))).toEqual(['Europe/London']);
    expect(zones.filter((z) => zoneMatches(z, ''))).toEqual(zones);
    expect(zones.filter((z) => zoneMatches(z, 'mars'))).toEqual([]);
  });
});

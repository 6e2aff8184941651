import { describe, expect, it } from 'vitest';
import { readableUtc } from './readable-date';

describe('readableUtc (accounts spec §9 "hh:mm a")', () => {
  it('writes an instant as "MMM d, yyyy hh:mm a" in UTC, whatever the offset it was given in', () => {
    expect(readableUtc('2026-11-22T09:05:00Z')).toBe('Nov 22, 2026 09:05 AM');
    expect(readableUtc('2026-11-22T23:59:00-02:00')).toBe('Nov 23, 2026 01:59 AM');
    expect(readableUtc(new Date('2026-01-05T12:00:00Z'))).toBe('Jan 5, 2026 12:00 PM');
    expect(readableUtc('2026-07-04T00:30:00Z')).toBe('Jul 4, 2026 12:30 AM');
  });

  it('refuses an invalid date', () => {
    expect(() => readableUtc('not a date')).toThrow(RangeError);
  });
});

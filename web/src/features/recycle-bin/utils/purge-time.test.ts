import { describe, expect, it } from 'vitest';
import { purgeDate, timeLeftLabel } from './purge-time';

describe('bin purge time', () => {
  const deletedAt = '2026-01-01T12:00:00.000Z';

  it('purges 30 days after binning', () => {
    expect(purgeDate(deletedAt).toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });

  it('counts whole days, then hours, then says soon', () => {
    expect(timeLeftLabel(deletedAt, new Date('2026-01-01T12:00:00.000Z'))).toBe('30 days');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-01T12:05:00.000Z'))).toBe('30 days');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-02T13:00:00.000Z'))).toBe('29 days');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-03T01:00:00.000Z'))).toBe('28 days');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-30T11:00:00.000Z'))).toBe('1 day');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-30T12:30:00.000Z'))).toBe('23 hours');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-31T11:00:00.000Z'))).toBe('1 hour');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-31T11:30:00.000Z'))).toBe('Less than an hour');
    expect(timeLeftLabel(deletedAt, new Date('2026-01-31T12:00:00.000Z'))).toBe('Deleting soon');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n-store';
import { dueTag } from './due-tag';

// Local times, so the calendar-day counting does not depend on the machine's time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const now = new Date(2026, 2, 10, 15, 0); // Mar 10, 2026 03:00 PM

// Labels come from the `common` catalogue (issue 41); the spec's English words are its English entries.
beforeAll(() => setLanguage('en', ['common']));

describe('dueTag (cards spec §4 due tags, §9 display format)', () => {
  it('says Completed for a completed card, whatever its date', () => {
    expect(dueTag(at(2026, 3, 1), true, now)).toEqual({
      kind: 'completed',
      label: 'Completed',
      date: 'Mar 01, 2026 12:00AM',
      day: 'Mar 01, 2026',
    });
    expect(dueTag(null, true, now)).toEqual({ kind: 'completed', label: 'Completed', date: '', day: '' });
  });

  it('says Past Due once the date is earlier than now, even the same day', () => {
    expect(dueTag(at(2026, 3, 10, 14, 59), false, now)?.label).toBe('Past Due');
    expect(dueTag(at(2025, 12, 31), false, now)?.kind).toBe('past-due');
  });

  it('counts calendar days: today, tomorrow, near due, then 3 to 7 days', () => {
    expect(dueTag(at(2026, 3, 10, 23, 30), false, now)).toEqual({
      kind: 'today',
      label: 'Due Today',
      date: 'Mar 10, 2026 11:30PM',
      day: 'Mar 10, 2026',
    });
    expect(dueTag(at(2026, 3, 11, 9), false, now)?.label).toBe('Due Tomorrow');
    expect(dueTag(at(2026, 3, 12, 1), false, now)?.label).toBe('Near Due');
    expect(dueTag(at(2026, 3, 13), false, now)?.label).toBe('Due in 3 days');
    expect(dueTag(at(2026, 3, 17, 23, 59), false, now)?.label).toBe('Due in 7 days');
  });

  it('shows only the date beyond 7 days, and nothing without a date', () => {
    expect(dueTag(at(2026, 3, 18, 8, 5), false, now)).toEqual({
      kind: 'later',
      label: '',
      date: 'Mar 18, 2026 08:05AM',
      day: 'Mar 18, 2026',
    });
    expect(dueTag(null, false, now)).toBeNull();
    expect(dueTag('not a date', false, now)).toBeNull();
  });

  it('gives the date without its time in the interface language, whole (decisions TQ1)', async () => {
    await setLanguage('de', ['common']);
    try {
      const tag = dueTag(at(2026, 12, 10, 22, 53), false, now);
      expect(tag?.date).toBe('10. Dez. 2026, 22:53');
      expect(tag?.day).toBe('10. Dez. 2026');
    } finally {
      await setLanguage('en', ['common']);
    }
  });
});

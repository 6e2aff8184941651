/**
 * Review deadline days (issue 38 "Review deadlines"; decisions DL1–DL3; shared/schemas/review-deadline.ts):
 * the default skips Saturday and Sunday in the submitter's zone, a deadline ends at that zone's midnight,
 * the reminder is 09:00 there, and a day before the zone's today is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  REVIEW_DEADLINE_MESSAGES,
  deadlineDayProblem,
  deadlineEnd,
  defaultDeadlineDay,
  reminderAt,
} from '../../shared/schemas/review-deadline';

describe('review deadline days', () => {
  it('gives 2 working days, skipping the weekend, in the submitter zone', () => {
    expect(defaultDeadlineDay(Date.parse('2026-12-02T10:00:00Z'), 'Europe/Berlin')).toBe('2026-12-04'); // Wed → Fri
    expect(defaultDeadlineDay(Date.parse('2026-12-04T10:00:00Z'), 'Europe/Berlin')).toBe('2026-12-08'); // Fri → Tue
    expect(defaultDeadlineDay(Date.parse('2026-12-05T10:00:00Z'), 'Europe/Berlin')).toBe('2026-12-08'); // Sat → Tue
    // 23:30 UTC on Thursday is already Friday in Berlin.
    expect(defaultDeadlineDay(Date.parse('2026-12-03T23:30:00Z'), 'Europe/Berlin')).toBe('2026-12-08');
    expect(defaultDeadlineDay(Date.parse('2026-12-03T23:30:00Z'), 'America/New_York')).toBe('2026-12-07');
  });

  it('ends at the zone midnight and reminds at 09:00 there, across daylight saving', () => {
    expect(new Date(deadlineEnd('2026-12-08', 'Europe/Berlin')).toISOString()).toBe('2026-12-08T22:59:59.999Z');
    expect(new Date(deadlineEnd('2026-07-08', 'Europe/Berlin')).toISOString()).toBe('2026-07-08T21:59:59.999Z');
    expect(new Date(reminderAt('2026-12-08', 'Europe/Berlin')).toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(new Date(reminderAt('2026-12-08', 'Asia/Tokyo')).toISOString()).toBe('2026-12-08T00:00:00.000Z');
  });

  it('refuses a day in the past, a malformed day and one too far ahead', () => {
    const now = Date.parse('2026-12-04T10:00:00Z');
    expect(deadlineDayProblem('2026-12-04', now, 'Europe/Berlin')).toBeNull();
    expect(deadlineDayProblem('2026-12-03', now, 'Europe/Berlin')).toBe(REVIEW_DEADLINE_MESSAGES.past);
    // 05:00 UTC on Dec 4 is still Dec 3 in Honolulu: the zone's today decides.
    expect(deadlineDayProblem('2026-12-03', Date.parse('2026-12-04T05:00:00Z'), 'Pacific/Honolulu')).toBeNull();
    expect(deadlineDayProblem('2026-02-30', now, 'UTC')).toBe(REVIEW_DEADLINE_MESSAGES.format);
    expect(deadlineDayProblem('8.12.2026', now, 'UTC')).toBe(REVIEW_DEADLINE_MESSAGES.format);
    expect(deadlineDayProblem('2028-01-01', now, 'UTC')).toBe(REVIEW_DEADLINE_MESSAGES.tooFar);
  });
});

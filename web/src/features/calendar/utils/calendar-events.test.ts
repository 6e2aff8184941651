/**
 * Calendar events (accounts spec §2 Calendar view, §4 Calendar drag): colours and drop dates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import {
  cardColor,
  dayKey,
  isMoreEvent,
  movedDueDate,
  oneEventPerDay,
  STAGE_COLORS,
  toCalendarEvents,
} from './calendar-events';

const card = (over: Partial<CalendarCard> = {}): CalendarCard => ({
  id: 'c1',
  name: 'Post',
  stage_id: 's2',
  stage_name: 'Doing',
  due_date: '2026-11-05T09:30:00.000Z',
  completed: false,
  label_color: null,
  ...over,
});

beforeAll(() => setLanguage('en', ['calendar']));
describe('calendar events', () => {
  it('colours a card by its first label, else by its stage', () => {
    expect(cardColor(card({ label_color: 'ffcc00' }), ['s1', 's2'])).toBe('ffcc00');
    expect(cardColor(card(), ['s1', 's2'])).toBe(STAGE_COLORS[1]);
    expect(cardColor(card({ stage_id: 'unknown' }), ['s1'])).toBe(STAGE_COLORS[0]);
    const [event] = toCalendarEvents([card({ label_color: 'ffcc00' })], []);
    expect(event).toMatchObject({ id: 'c1', title: 'Post', allDay: true, color: '#ffcc00', textColor: '#1a1a1a' });
  });

  it('moves the due date to another local day at the same time, and ignores the same day', () => {
    const due = '2026-11-05T09:30:00.000Z';
    const local = new Date(due);
    expect(movedDueDate(due, new Date(local.getFullYear(), local.getMonth(), local.getDate()))).toBeNull();
    const target = new Date(local.getFullYear(), local.getMonth(), local.getDate() + 3);
    const moved = new Date(movedDueDate(due, target)!);
    expect(dayKey(moved)).toBe(dayKey(target));
    expect([moved.getHours(), moved.getMinutes()]).toEqual([local.getHours(), local.getMinutes()]);
  });

  it('keeps one card per day, then "+N more" for the rest, also on a day with two (accounts spec §9)', () => {
    const events = toCalendarEvents(
      [
        card({ id: 'late', name: 'Late', due_date: '2026-11-05T15:00:00.000Z' }),
        card({ id: 'early', name: 'Early', due_date: '2026-11-05T08:00:00.000Z' }),
        card({ id: 'alone', name: 'Alone', due_date: '2026-11-09T10:00:00.000Z' }),
      ],
      [],
    );
    const month = oneEventPerDay(events);
    expect(month.map((e) => e.title)).toEqual(['Early', '+1 more', 'Alone']);
    const more = month[1];
    if (!isMoreEvent(more)) throw new Error('expected the "+1 more" entry');
    expect(more.hidden.map((e) => e.id)).toEqual(['late']);
    expect(more.day.map((e) => e.id)).toEqual(['early', 'late']);
    expect(dayKey(more.start)).toBe(dayKey(new Date('2026-11-05T15:00:00.000Z')));
    expect(more.start.getTime()).toBeGreaterThan(new Date('2026-11-05T15:00:00.000Z').getTime());
  });
});

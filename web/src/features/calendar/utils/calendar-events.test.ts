/**
 * Calendar events (accounts spec §2 Calendar view, §4 Calendar drag): colours and drop dates.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import { cardColor, dayKey, movedDueDate, STAGE_COLORS, toCalendarEvents } from './calendar-events';

const card = (over: Partial<CalendarCard> = {}): CalendarCard => ({
  id: 'c1', name: 'Post', stage_id: 's2', stage_name: 'Doing', due_date: '2026-11-05T09:30:00.000Z', completed: false, label_color: null, ...over,
});

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
});

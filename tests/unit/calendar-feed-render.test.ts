/**
 * The iCal feed's text (issue 28; decisions G15, G23): our line folding keeps every line within 75 octets
 * without splitting a UTF-8 sequence and unfolds to the original, and a rendered feed with non-ASCII titles
 * reads back through an independent parser (ical.js) with the same titles, UIDs and alarms.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, renderFeed } from '../../functions/src/services/calendar/render-feed';
import type { FeedCard } from '../../functions/src/services/calendar/feed-cards';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCal feed text', () => {
  it('folds long lines at 75 octets, never inside a character, and leaves short ones alone', () => {
    const line = `DESCRIPTION:${'ä€😀abc'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76)).split('\r\n')).toEqual(['X'.repeat(75), ' X']);
  });

  it('renders cards that ical.js reads back, titles with any characters included', () => {
    const card = (id: string, name: string, reminder: number): FeedCard =>
      ({
        card: {
          workspace_id: 'w',
          card_id: id,
          stage_id: 's',
          name,
          due_date: '2026-12-01T09:00:00.000Z',
          start_date: '2026-11-30T09:00:00.000Z',
          reminder_in_day: reminder,
          updated_at: '2026-11-27T10:00:00.000Z',
        },
        workspace: {
          workspace_id: '6f1c0000-0000-4000-8000-000000000000',
          organization_id: '7f1c0000-0000-4000-8000-000000000000',
          name: 'Büro; "Nord", Süd',
        },
      }) as unknown as FeedCard;
    const names = ['Crème brûlée; menu, "final"', '社交カレンダー 😀 '.repeat(8).trim()];
    const text = renderFeed(
      [
        card('0b0e1c2d-0000-4000-8000-000000000001', names[0]!, 2),
        card('0b0e1c2d-0000-4000-8000-000000000002', names[1]!, 0),
      ],
      {
        appUrl: 'http://localhost:3000',
        calendarName: 'Greenlight: Test',
        now: new Date('2026-11-27T12:00:00.000Z'),
      },
    );
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(names);
    expect(events.map((e) => e.uid)).toEqual([
      'card-0b0e1c2d-0000-4000-8000-000000000001@greenlight',
      'card-0b0e1c2d-0000-4000-8000-000000000002@greenlight',
    ]);
    expect(events[0]!.description).toBe(
      'Büro; "Nord", Süd\nhttp://localhost:3000/organizations/7f1c0000-0000-4000-8000-000000000000/workspaces/6f1c0000-0000-4000-8000-000000000000/content/0b0e1c2d000040008000000000000001-creme-brulee-menu-final',
    );
    expect(events[0]!.component.getAllSubcomponents('valarm')).toHaveLength(1);
    expect(events[1]!.component.getAllSubcomponents('valarm')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../../../../tests/support/catalogue-translator';
import { cardSummary } from './card-summary';

const t = catalogueTranslator('board');

const NOW = Date.parse('2026-11-22T12:00:00Z');
const card = (over: Partial<Parameters<typeof cardSummary>[0]> = {}) => ({
  due_date: null,
  completed: false,
  labels: [],
  assigned_users: [],
  ...over,
});

describe('cardSummary', () => {
  it('is empty for a card that shows only its title', () => {
    expect(cardSummary(card(), t, NOW)).toBe('');
  });

  it('says the due date, labels and participants in the order the card shows them', () => {
    const summary = cardSummary(
      card({
        due_date: '2026-11-30T12:00:00.000Z',
        labels: [{ name: 'Print' }, { name: 'Urgent' }],
        assigned_users: [{ user_full_name: 'Dana Demo' }],
      }),
      t,
      NOW,
    );
    expect(summary).toBe('Due Nov 30, 2026. Labels: Print, Urgent. Participants: Dana Demo.');
  });

  it('marks an open card past its due date as overdue, and a completed one not', () => {
    expect(cardSummary(card({ due_date: '2026-11-03T12:00:00.000Z' }), t, NOW)).toBe('Overdue, due Nov 3, 2026.');
    expect(cardSummary(card({ due_date: '2026-11-03T12:00:00.000Z', completed: true }), t, NOW)).toBe(
      'Due Nov 3, 2026.',
    );
  });

  it('says how many checklist items are done, when the card has any', () => {
    expect(cardSummary(card({ total_subtasks: 3, completed_subtasks: 2 }), t, NOW)).toBe('2 of 3 subtasks done.');
    expect(cardSummary(card({ total_subtasks: 0, completed_subtasks: 0 }), t, NOW)).toBe('');
  });

  it('says the approval badge first and the tracked time, running or not', () => {
    expect(
      cardSummary(
        card({ approval: { badge: 'Sent' }, total_timestamp_info: { total_seconds: 65, active_count: 0 } }),
        t,
        NOW,
      ),
    ).toBe('Approval: Sent. Time spent: 0:01:05.');
    expect(
      cardSummary(
        card({ approval: { badge: null }, total_timestamp_info: { total_seconds: 65, active_count: 1 } }),
        t,
        NOW,
      ),
    ).toBe('A timer is running.');
  });

  it('speaks the interface language: German with the German catalogue', () => {
    const de = catalogueTranslator('board', 'de');
    expect(cardSummary(card({ total_subtasks: 3, completed_subtasks: 2 }), de, NOW)).toBe(
      '2 von 3 Unteraufgaben erledigt.',
    );
    // The approval badge's word too, not the API's English one (decisions LT4).
    expect(cardSummary(card({ approval: { badge: 'Revision' } }), de, NOW)).toBe('Freigabe: Änderungen.');
  });
});

/** The Add-endpoint form's grouped event types (issue 29 "Events"; utils/event-groups.ts). */
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../../../shared/schemas/webhooks';
import { allChosen, eventTypeLabel, groupEventTypes, toggleTypes } from './event-groups';

describe('groupEventTypes', () => {
  it('puts every event type of issue 29 in its named group, in the form order', () => {
    const groups = groupEventTypes(WEBHOOK_EVENT_TYPES);
    expect(groups.map((g) => g.name)).toEqual(['Cards', 'Approvals', 'Comments', 'Contents', 'Checklists', 'Members']);
    expect(groups.flatMap((g) => g.types)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(groups.find((g) => g.name === 'Checklists')?.types).toEqual(['checklist_item.completed']);
    expect(groups.find((g) => g.name === 'Cards')?.types).toHaveLength(6);
  });

  it('keeps a type it does not know in Other, last, and leaves empty groups out', () => {
    expect(groupEventTypes(['member.joined', 'invoice.paid', 'card.moved'])).toEqual([
      { name: 'Cards', types: ['card.moved'] },
      { name: 'Members', types: ['member.joined'] },
      { name: 'Other', types: ['invoice.paid'] },
    ]);
    expect(groupEventTypes([])).toEqual([]);
  });
});

describe('choosing types', () => {
  const order = ['card.created', 'card.moved', 'comment.created', 'member.joined'];

  it('adds and removes a group, keeping the server order whatever the clicks', () => {
    const some = toggleTypes(order, ['member.joined'], ['card.moved', 'card.created'], true);
    expect(some).toEqual(['card.created', 'card.moved', 'member.joined']);
    expect(toggleTypes(order, some, ['card.created', 'card.moved'], false)).toEqual(['member.joined']);
    expect(toggleTypes(order, [], order, true)).toEqual(order);
  });

  it('says a group is all chosen only when every type is, and never for no types', () => {
    expect(allChosen(['card.created', 'card.moved'], ['card.moved', 'card.created', 'x'])).toBe(true);
    expect(allChosen(['card.created', 'card.moved'], ['card.moved'])).toBe(false);
    expect(allChosen([], ['card.moved'])).toBe(false);
  });

  it('reads a type as words', () => {
    expect(eventTypeLabel('approval.revision_requested')).toBe('revision requested');
    expect(eventTypeLabel('checklist_item.completed')).toBe('completed');
  });
});

/** The chips' rules (decisions N14) and the query they send (decisions N12). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_FILTER } from '../../../../../shared/schemas/notification-limits';
import {
  chipPressed,
  clickChip,
  notificationFilterQuery,
  type NotificationFilterValues,
} from './notification-filter-query';

const ALL: NotificationFilterValues = DEFAULT_NOTIFICATION_FILTER;

describe('notification filter chips', () => {
  it('starts at All and sends no filter', () => {
    expect(chipPressed(ALL, 'all')).toBe(true);
    expect(chipPressed(ALL, 'comments')).toBe(false);
    expect(notificationFilterQuery(ALL)).toEqual({
      filter: undefined,
      unselected_workspace_ids: undefined,
      unselected_organization_ids: undefined,
    });
  });

  it('a chip clicked from All shows only its category; more chips add; the last one off returns to All', () => {
    const comments = clickChip(ALL, 'comments');
    expect(notificationFilterQuery(comments).filter).toBe('comments');
    expect(chipPressed(comments, 'comments')).toBe(true);
    expect(chipPressed(comments, 'all')).toBe(false);
    const two = clickChip(comments, 'reminders');
    expect(notificationFilterQuery(two).filter).toBe('comments,reminders');
    const back = clickChip(clickChip(two, 'comments'), 'reminders');
    expect(chipPressed(back, 'all')).toBe(true);
    expect(clickChip(two, 'all')).toEqual(ALL);
  });

  it('sends unselected ids as comma lists', () => {
    expect(
      notificationFilterQuery({ ...ALL, unselected_workspace_ids: ['a', 'b'], unselected_organization_ids: ['o'] }),
    ).toMatchObject({
      unselected_workspace_ids: 'a,b',
      unselected_organization_ids: 'o',
    });
  });
});

/**
 * The query parameters of `GET /api/v1/notifications` for the user's filter settings (accounts spec §2
 * filter chips, §3 Notification filter, §7 `filter`, `unselected_*_ids`; decisions N12): the categories
 * whose `view_*` is on, as a comma list (none when all four are on: the "All" chip), and the unselected
 * organization and workspace ids as comma lists.
 */
import type { NotificationFilterSettings } from '../../../../../shared/schemas/notification';
import {
  NOTIFICATION_FILTER_TYPES,
  type NotificationFilterType,
} from '../../../../../shared/schemas/notification-limits';

/** The settings that shape the list (the id is not a filter). */
export type NotificationFilterValues = Omit<NotificationFilterSettings, 'id'>;

/** The `view_*` field of each chip. */
export const VIEW_FIELD: Record<
  NotificationFilterType,
  'view_comments' | 'view_mentions' | 'view_status' | 'view_reminders'
> = {
  comments: 'view_comments',
  mentions: 'view_mentions',
  status: 'view_status',
  reminders: 'view_reminders',
};

/** Whether every chip is on ("All"). */
export function viewsAll(values: NotificationFilterValues): boolean {
  return NOTIFICATION_FILTER_TYPES.every((type) => values[VIEW_FIELD[type]]);
}

/** Query parameters for `values` (undefined entries are left out of the URL). */
export function notificationFilterQuery(
  values: NotificationFilterValues | undefined,
): Record<string, string | undefined> {
  if (!values) return {};
  const on = NOTIFICATION_FILTER_TYPES.filter((type) => values[VIEW_FIELD[type]]);
  return {
    // None on shows nothing but "All" is the only way back; treat none as all (the chips never leave none).
    filter: on.length === NOTIFICATION_FILTER_TYPES.length || on.length === 0 ? undefined : on.join(','),
    unselected_workspace_ids: values.unselected_workspace_ids.length
      ? values.unselected_workspace_ids.join(',')
      : undefined,
    unselected_organization_ids: values.unselected_organization_ids.length
      ? values.unselected_organization_ids.join(',')
      : undefined,
  };
}

/**
 * The settings after a click on a chip (accounts spec §2 filter chips All, Comments, Mentions, Status,
 * Reminders; decisions N14): "All" turns every chip on; a chip clicked while All is on shows only that
 * category; otherwise it toggles, and turning the last one off goes back to All.
 */
export function clickChip(
  values: NotificationFilterValues,
  chip: NotificationFilterType | 'all',
): NotificationFilterValues {
  const next = { ...values };
  if (chip === 'all') {
    for (const type of NOTIFICATION_FILTER_TYPES) next[VIEW_FIELD[type]] = true;
    return next;
  }
  if (viewsAll(values)) {
    for (const type of NOTIFICATION_FILTER_TYPES) next[VIEW_FIELD[type]] = type === chip;
    return next;
  }
  next[VIEW_FIELD[chip]] = !values[VIEW_FIELD[chip]];
  return NOTIFICATION_FILTER_TYPES.some((type) => next[VIEW_FIELD[type]]) ? next : clickChip(next, 'all');
}

/** Whether a chip shows as pressed. */
export function chipPressed(values: NotificationFilterValues, chip: NotificationFilterType | 'all'): boolean {
  if (chip === 'all') return viewsAll(values);
  return !viewsAll(values) && values[VIEW_FIELD[chip]];
}

/**
 * Notifications written straight to the table for tests (accounts spec §3 Notification; issue 30: one
 * fixture for the API and browser tests of the notification filters). Their ids are UUIDv7-ordered at
 * the instant asked for, so a test can place a notice days back (uuidv7() itself never goes back in
 * time, and lists are ordered by id).
 */
import { randomUUID } from 'node:crypto';
import { lowestIdAt, type NewNotification } from '../../functions/src/data/notifications';

/** What every test notice names: its reader, text, chip and place. */
export interface TestNotice {
  userId: string;
  summary: string;
  category: NewNotification['category'];
  workspaceId: string;
  organizationId: string;
}

/**
 * A notice of type `others` in a workspace named "W", sent at `at` (ms since the epoch), ready for
 * `createNotifications`; `extra` overrides or adds fields (a reminder's type, card and due date).
 */
export function testNotification(
  notice: TestNotice,
  at: number,
  extra: Partial<NewNotification> = {},
): NewNotification {
  return {
    type: 'others',
    ...notice,
    workspaceName: 'W',
    notificationId: `${lowestIdAt(at).slice(0, 13)}${randomUUID().slice(13)}`,
    ...extra,
  };
}

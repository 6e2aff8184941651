/**
 * The kinds of scheduled job (BRIEF §1 EventBridge schedules; cards spec §4 reminders; accounts spec §4 bin
 * purge and account deletion; decisions C4, R16; issue 28 recurring cards, decisions G19).
 */
export const SCHEDULE_KINDS = [
  'due_reminder',
  'past_due_reminder',
  'bin_purge',
  'account_deletion',
  'account_inactivity',
  'timer_stop',
  'recurring_card',
  // Issue 38: an undecided reviewer's reminder on a review deadline's morning (decisions DL3).
  'review_deadline',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

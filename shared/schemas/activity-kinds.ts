/**
 * What an activity records, in a zod-free module so the functions' data layer does not load zod for it
 * (issue 11; decisions I18). The activity schemas (`./activity`) re-export it.
 */

/** What an activity records (issue 15: card created, moved, completed, commented, approval events, uploaded). */
export const ACTIVITY_KINDS = [
  'card_created',
  'card_moved',
  'card_completed',
  'commented',
  'approval',
  'uploaded',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

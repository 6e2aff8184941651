/**
 * The comment tabs and event types alone, for the comment entity: every function's data layer loads the
 * entity, and the rest of `./comments-limits` (messages, limits) only the comment routes need
 * (issue 11 Lambda size; decisions I18). `./comments-limits` re-exports them.
 */

/** The two comment tabs (cards spec §2 Comments column): Team is internal, Guest is the client discussion. */
export const COMMENT_TABS = ['team', 'guest'] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];

/** The approval and activity events a comment can carry (cards spec §3 Event types). */
export const COMMENT_EVENT_TYPES = [
  'request_revision',
  'submit_for_approval',
  'void_submission',
  'approve',
  'accept_request',
  'reject_request',
] as const;
export type CommentEventType = (typeof COMMENT_EVENT_TYPES)[number];

/**
 * Comment limits, defaults and messages (cards spec §4 Comments and drafts, §5 Comments, Comment Edit and
 * Delete, §9 "comment files 20 images and 5 others", "Comment edit and delete window 5 minutes", "Comment
 * page size 10"). Zod-free, so the web app can check before sending without loading the schema library.
 */

import { COMMENT_EVENT_TYPES, COMMENT_TABS, type CommentEventType, type CommentTab } from './comment-kinds';
export { COMMENT_EVENT_TYPES, COMMENT_TABS, type CommentEventType, type CommentTab };

/** Whether a tab is the internal one (cards spec §3 Comment `internal`). */
export const isInternalTab = (tab: CommentTab): boolean => tab === 'team';
/** The tab of an `internal` flag. */
export const tabOf = (internal: boolean): CommentTab => (internal ? 'team' : 'guest');

export const COMMENT_LIMITS = {
  /** Comments per page (cards spec §9). */
  pageSize: 10,
  /** The largest page a client may ask for. */
  maxPageSize: 50,
  /** Author edit and delete window, in ms (cards spec §5, §9). */
  editWindowMs: 5 * 60 * 1000,
  /** Images per comment or draft (cards spec §5). */
  maxImages: 20,
  /** Other files (PDFs) per comment or draft (cards spec §5; decisions R6). */
  maxFiles: 5,
  /** Longest stored comment HTML, in characters (as the card description, decisions K4). */
  descriptionLength: 20_000,
  /** Longest attachment file name. */
  filenameLength: 255,
  /** Mentions kept per comment (each notifies; decisions R8). */
  maxMentions: 50,
  /** Unread-marker refresh (cards spec §4 "Mark-as-read runs after … 1 second"), in ms, for the client. */
  markReadDelayMs: 1000,
  /** List refresh (cards spec §9 "comment refresh 15 s"), in ms, for the client. */
  refreshMs: 15_000,
} as const;

/** Images a comment may carry (cards spec §5 images .jpg, .jpeg, .png, .gif, .webp). */
export const COMMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Other files a comment may carry: PDFs, the one non-image type the upload check can prove (decisions R6). */
export const COMMENT_FILE_TYPES = ['application/pdf'] as const;
export const COMMENT_ATTACHMENT_TYPES = [...COMMENT_IMAGE_TYPES, ...COMMENT_FILE_TYPES] as const;
export type CommentAttachmentType = (typeof COMMENT_ATTACHMENT_TYPES)[number];

/** Whether a comment attachment type counts as an image (the 20-image limit) or a file (the 5-file limit). */
export const isCommentImageType = (type: string): boolean => (COMMENT_IMAGE_TYPES as readonly string[]).includes(type);

/** The badge each event shows (cards spec §4 "Comment event badges"). */
export const COMMENT_EVENT_BADGES: Record<CommentEventType, string> = {
  request_revision: 'Revision',
  submit_for_approval: 'Sent',
  void_submission: 'Cancelled',
  approve: 'Approved',
  accept_request: 'Accepted',
  reject_request: 'Rejected',
};

export const COMMENT_MESSAGES = {
  /** cards spec §5: an empty comment (no text, no attachments) cannot be sent; the spec gives no text (decisions R3). */
  empty: 'Please write a comment or add an attachment.',
  tooManyImages: `You can only add a maximum of ${COMMENT_LIMITS.maxImages} images`,
  tooManyFiles: `You can only add a maximum of ${COMMENT_LIMITS.maxFiles} files`,
  tooLong: `Comment is too long (at most ${COMMENT_LIMITS.descriptionLength} characters)`,
  /** cards spec §5 tooltip; also the refusal after the window. */
  editWindow: 'Available within 5 minutes',
  notAuthor: 'Only the author can change this comment.',
  notFound: 'Comment not found',
  attachmentNotFound: 'Attachment not found',
  draftNotFound: 'Draft not found',
  deleted: 'This comment has been deleted.',
  replyToDeleted: 'You cannot reply to a deleted comment.',
  replyToReply: 'You can only reply to a comment, not to a reply.',
  replyOtherTab: 'A reply must be in the same tab as its comment.',
  /** Approval events are the approval's history (decisions R9). */
  eventLocked: 'Approval events cannot be changed or deleted.',
  eventOnlyFromApproval: 'Approval events are posted by the approval actions.',
  /** cards spec §6 "Production cannot comment in the guest area"; guests never see the Team tab. */
  guestTabDenied: 'You cannot comment in the Guest tab.',
  teamTabDenied: 'You cannot see the Team tab.',
  nothingToChange: 'Nothing to change',
  deleteConfirm: 'You cannot undo this action. Are you sure you want to delete?',
  notAllowedType: 'Only images (.jpg, .jpeg, .png, .gif, .webp) and PDF files can be attached.',
  duplicateAttachment: 'The same upload is attached twice.',
  /** cards spec §8. */
  participantsOnly: 'Only added participants of the card can receive notification updates.',
  changedMeanwhile: 'The comment changed meanwhile. Please try again.',
  cardChanged: 'The card changed meanwhile. Please try again.',
  draftChanged: 'The draft changed meanwhile. Please try again.',
  /** A personal workspace's 100 MB are used up (cards spec §5 "The personal workspace is capped at 100 MB"). */
  storageFull: 'This workspace has reached its 100 MB storage limit. Delete some files to add more.',
} as const;

/** Whether a comment written at `createdAt` may still be edited or deleted by its author at `now` (cards spec §5). */
export function withinEditWindow(createdAt: string, now: number): boolean {
  return now - Date.parse(createdAt) < COMMENT_LIMITS.editWindowMs;
}

/** Count images and other files among attachment types, and the limit message they break (or null). */
export function attachmentLimitMessage(types: readonly string[]): string | null {
  const images = types.filter(isCommentImageType).length;
  if (images > COMMENT_LIMITS.maxImages) return COMMENT_MESSAGES.tooManyImages;
  if (types.length - images > COMMENT_LIMITS.maxFiles) return COMMENT_MESSAGES.tooManyFiles;
  return null;
}

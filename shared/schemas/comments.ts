/**
 * Comments of a card: two tabs, replies, attachments, drafts and unread counts (cards spec §2 Comments
 * column; §3 Comment, Comment attachment, Draft comment, Event types, Card `drafts`, `unread_comments`;
 * §4 Comments and drafts; §5 Comments, Comment Edit and Delete; §7 Comments). Web and functions share
 * these shapes. Paths are under `/api/v1/workspaces/{id}/content_groups/{cid}/comments`.
 *
 * Rich text is HTML of the editor's own markup (TipTap starter-kit marks and mention spans
 * `<span data-type="mention" data-id="{user id}">`); the server sanitizes it and keeps the mentioned
 * user ids (decisions R3, R8). Attachments go through the presigned upload pipeline: `POST
 * …/comments/attachment_uploads` hands out a presigned POST, and the comment (or draft) names the
 * uploaded `key` (decisions R5).
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import {
  COMMENT_ATTACHMENT_TYPES,
  COMMENT_EVENT_TYPES,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  COMMENT_TABS,
  attachmentLimitMessage,
} from './comments-limits';
import { MAX_FILE_BYTES, UPLOAD_MESSAGES } from './upload-limits';
import { AnnotationAnchorSchema } from './annotation-anchor';

export const CommentTabSchema = z.enum(COMMENT_TABS, { error: 'Tab must be team or guest' });
export const CommentEventTypeSchema = z.enum(COMMENT_EVENT_TYPES);

/** The author as a comment shows them (cards spec §3 Comment `user {id, full_name, name_initials, profile}`). */
export const CommentUserSchema = z.object({
  id: IdSchema,
  full_name: z.string(),
  name_initials: z.string(),
  /** The small profile picture's URL, or null without one. */
  profile: z.object({ icon_url: z.nullable(z.string()) }),
  /** 'Removed' when the author is no longer a member of the workspace (cards spec §2 user summary popover). */
  removed: z.boolean(),
  /** A reviewer invited by link (issue 37): not a member; shown with a "Reviewer" mark. */
  reviewer: z.optional(z.boolean()),
});
export type CommentUser = z.infer<typeof CommentUserSchema>;

/** One attachment (cards spec §3 Comment attachment: id, filename, file_thumbnail, image_url). URLs are signed for an hour. */
export const CommentAttachmentSchema = z.object({
  id: IdSchema,
  filename: z.string(),
  content_type: z.enum(COMMENT_ATTACHMENT_TYPES),
  size: z.int().check(z.minimum(1)),
  is_image: z.boolean(),
  /** The image itself for images (decisions R5: no separate rendition), null for PDFs. */
  file_thumbnail: z.nullable(z.string()),
  /** A signed GET URL of the file (an image or a PDF). */
  image_url: z.string(),
});
export type CommentAttachment = z.infer<typeof CommentAttachmentSchema>;

/** The comment a reply answers, as the reply quotes it. */
export const CommentParentSchema = z.object({
  id: IdSchema,
  description: z.string(),
  user: z.nullable(CommentUserSchema),
  deleted_at: z.nullable(TimestampSchema),
});

/** One comment or activity entry (cards spec §3 Comment). */
export const CommentSchema = z.object({
  /** A UUIDv7: ids sort by creation time. */
  id: IdSchema,
  /** Sanitized HTML; '' once deleted. */
  description: z.string(),
  created_at: TimestampSchema,
  /** Differs from created_at once edited: the comment then shows '(edited)' (cards spec §4). */
  updated_at: TimestampSchema,
  deleted_at: z.nullable(TimestampSchema),
  parent_id: z.nullable(IdSchema),
  parent: z.nullable(CommentParentSchema),
  user: z.nullable(CommentUserSchema),
  /** Whether the caller wrote it. */
  is_user: z.boolean(),
  /** Whether it is an activity entry (an approval event) rather than a plain comment. */
  is_notification: z.boolean(),
  event_type: z.nullable(CommentEventTypeSchema),
  /** True in the Team tab, false in the Guest tab. */
  internal: z.boolean(),
  attachments: z.array(CommentAttachmentSchema),
  content_group_id: IdSchema,
  /**
   * The content an annotation is pinned on (issue 26), null for a plain comment: its id, and (decisions R60)
   * the file name and type of the pinned version and a signed URL of its thumbnail (a PDF's first page);
   * these are null once the content is gone.
   */
  content: z.nullable(
    z.object({
      id: IdSchema,
      name: z.optional(z.nullable(z.string())),
      type: z.optional(z.nullable(z.string())),
      thumbnail_url: z.optional(z.nullable(z.string())),
    }),
  ),
  /** An annotation's anchor, number and resolve state (issue 26; beyond the spec): absent on plain comments. */
  anchor: z.optional(AnnotationAnchorSchema),
  annotation_number: z.optional(z.int()),
  resolved_at: z.optional(z.nullable(TimestampSchema)),
  resolved_by: z.optional(z.nullable(IdSchema)),
  /** The users the comment mentions (ids from the mention spans). */
  mentioned_user_ids: z.array(IdSchema),
  /** Whether it was edited and is not deleted (cards spec §4 "(edited)"). */
  edited: z.boolean(),
  /** Until when the author may edit or delete it (created_at + 5 minutes). */
  editable_until: TimestampSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/** A draft (cards spec §3 Draft comment: one Team and one Guest draft per user and card). */
export const DraftCommentSchema = z.object({
  id: IdSchema,
  internal: z.boolean(),
  description: z.string(),
  attachments: z.array(CommentAttachmentSchema),
  updated_at: TimestampSchema,
});
export type DraftComment = z.infer<typeof DraftCommentSchema>;

/** Card `drafts` (cards spec §3): the caller's two drafts. */
export const CardDraftsSchema = z.object({
  partner_draft: z.nullable(DraftCommentSchema),
  internal_draft: z.nullable(DraftCommentSchema),
});
export type CardDrafts = z.infer<typeof CardDraftsSchema>;

/** Card `unread_comments` (cards spec §3): the caller's unread comments per tab; team is 0 for those who cannot see it. */
export const UnreadCommentsSchema = z.object({ team: z.int().check(z.minimum(0)), guest: z.int().check(z.minimum(0)) });
export type UnreadComments = z.infer<typeof UnreadCommentsSchema>;

// ---- requests -------------------------------------------------------------------------------------

/** Rich text as sent by the editor; the server sanitizes it. */
const DescriptionSchema = z
  .string({ error: 'Description must be text' })
  .check(z.maxLength(COMMENT_LIMITS.descriptionLength, COMMENT_MESSAGES.tooLong));

/** An uploaded file to attach: the key `attachment_uploads` handed out, its type and its name. */
export const NewAttachmentSchema = z.object({
  key: z.string().check(z.minLength(1, 'Required'), z.maxLength(512)),
  content_type: z.enum(COMMENT_ATTACHMENT_TYPES, { error: COMMENT_MESSAGES.notAllowedType }),
  filename: singleLineText({ error: 'Required' }).check(
    z.minLength(1, 'Required'),
    maxTextLength(COMMENT_LIMITS.filenameLength),
  ),
});
export type NewAttachment = z.infer<typeof NewAttachmentSchema>;

/** An attachment to remove (cards spec §3 Comment attachment `_destroy`). */
export const RemoveAttachmentSchema = z.object({ id: IdSchema, _destroy: z.literal(true) });

/** `attachments_attributes`: new uploads, and (on edits and drafts) removals. */
const AttachmentsAttributesSchema = z
  .array(z.union([RemoveAttachmentSchema, NewAttachmentSchema]))
  .check(z.maxLength(COMMENT_LIMITS.maxImages + COMMENT_LIMITS.maxFiles + 25));

/** New attachments only, counted against the limits (cards spec §5 "20 images and 5 other files"). */
const NewAttachmentsSchema = z.array(NewAttachmentSchema).check(
  z.superRefine((list, ctx) => {
    const message = attachmentLimitMessage(list.map((a) => a.content_type));
    if (message) ctx.addIssue({ code: 'custom', message });
    if (new Set(list.map((a) => a.key)).size !== list.length)
      ctx.addIssue({ code: 'custom', message: COMMENT_MESSAGES.duplicateAttachment });
  }),
);

/**
 * `POST …/comments {comment: {description, internal, parent_id?, attachments_attributes?, draft_comment_id?}}`
 * (cards spec §7). `event_type` must be absent or null: approval events come from the approval routes
 * (decisions R9). Posting with `draft_comment_id` carries the draft's attachments over and clears the
 * draft in the same transaction. Text or attachments are required (checked again after sanitizing).
 */
export const CreateCommentRequestSchema = z.object({
  comment: z.object({
    description: z._default(DescriptionSchema, ''),
    internal: z.boolean({ error: 'internal must be true (Team tab) or false (Guest tab)' }),
    parent_id: z.optional(z.nullable(IdSchema)),
    attachments_attributes: z._default(NewAttachmentsSchema, []),
    draft_comment_id: z.optional(z.nullable(IdSchema)),
    event_type: z.optional(z.null({ error: COMMENT_MESSAGES.eventOnlyFromApproval })),
    /**
     * Beyond the spec (issue 26): pins the comment on a content version, making it an annotation. Not on
     * replies (they join their annotation's thread). 404 for a content of another card, a version not the
     * content's, or a content hidden from the caller; 400 for coordinates outside 0–1 or a page past the version's.
     */
    anchor: z.optional(AnnotationAnchorSchema),
  }),
});
export type CreateCommentRequest = z.input<typeof CreateCommentRequestSchema>;

/** `PATCH …/comments/{comment_id} {comment: {description?, attachments_attributes?}}`: the author, within 5 minutes. */
export const UpdateCommentRequestSchema = z.object({
  comment: z
    .object({
      description: z.optional(DescriptionSchema),
      attachments_attributes: z.optional(AttachmentsAttributesSchema),
    })
    .check(
      z.refine((v) => v.description !== undefined || (v.attachments_attributes?.length ?? 0) > 0, {
        message: COMMENT_MESSAGES.nothingToChange,
      }),
    ),
});
export type UpdateCommentRequest = z.input<typeof UpdateCommentRequestSchema>;

/** `GET …/comments?chat_status=team|guest&show_activities&page&per_page&last_id` (cards spec §7 list). */
export const ListCommentsQuerySchema = z.object({
  chat_status: CommentTabSchema,
  /** 'false' leaves out the approval events (cards spec §7 `show_activities`); default 'true'. */
  show_activities: z._default(z.enum(['true', 'false'], { error: 'show_activities must be true or false' }), 'true'),
  page: z._default(
    z.coerce.number({ error: 'page must be a whole number from 1' }).check(z.int(), z.minimum(1), z.maximum(1000)),
    1,
  ),
  per_page: z._default(
    z.coerce
      .number({ error: `per_page must be a whole number from 1 to ${COMMENT_LIMITS.maxPageSize}` })
      .check(z.int(), z.minimum(1), z.maximum(COMMENT_LIMITS.maxPageSize)),
    COMMENT_LIMITS.pageSize,
  ),
  /** Endless scroll: the page of comments older than this id (takes precedence over `page`). */
  last_id: z.optional(IdSchema),
});

/** A page of a tab's comments, newest first. */
export const CommentsPageSchema = z.object({
  comments: z.array(CommentSchema),
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  has_next_page: z.boolean(),
  /** The cursor for the next page (`last_id`), or null at the end. */
  last_id: z.nullable(IdSchema),
  unread_comments: UnreadCommentsSchema,
});
export type CommentsPage = z.infer<typeof CommentsPageSchema>;

/** What a post answers: the comment, and the card's counters after it. */
export const CommentPostedSchema = z.object({ comment: CommentSchema, unread_comments: UnreadCommentsSchema });

/** `POST …/comments/create_draft?active_tab=team|guest` (cards spec §7): the caller's draft of the tab, created empty when absent. */
export const CreateDraftQuerySchema = z.object({ active_tab: CommentTabSchema });
/** Optional body of create_draft: the text typed so far. */
export const CreateDraftRequestSchema = z.object({
  comment: z._default(z.object({ description: z.optional(DescriptionSchema) }), {}),
});

/** `PUT …/comments/update_draft {comment: {internal, description}}`: autosave of the draft text. */
export const UpdateDraftRequestSchema = z.object({
  comment: z.object({
    internal: z.boolean({ error: 'internal must be true (Team tab) or false (Guest tab)' }),
    description: DescriptionSchema,
  }),
});

/** `PUT …/comments/update_draft_attachments {comment: {internal, attachments_attributes}}`: add uploads or remove attachments. */
export const UpdateDraftAttachmentsRequestSchema = z.object({
  comment: z.object({
    internal: z.boolean({ error: 'internal must be true (Team tab) or false (Guest tab)' }),
    attachments_attributes: AttachmentsAttributesSchema.check(z.minLength(1, COMMENT_MESSAGES.nothingToChange)),
  }),
});

/** `DELETE …/comments/{comment_id}/clear_draft?internal=true|false` (cards spec §7): `{comment_id}` is the draft's id. */
export const ClearDraftQuerySchema = z.object({
  internal: z.enum(['true', 'false'], { error: 'internal must be true or false' }),
});

/** `POST …/comments/mark_as_read {comment_type: team|guest}` (cards spec §4, §7). */
export const MarkAsReadRequestSchema = z.object({ comment_type: CommentTabSchema });

/**
 * `POST …/comments/attachment_uploads {content_type, size, filename}`: a presigned POST for one comment
 * file (decisions R5). The size limit is the organization's (5 MB personal, 10 MB business); the schema
 * allows the larger and the handler applies the organization's.
 */
export const CommentAttachmentUploadRequestSchema = z.object({
  content_type: z.enum(COMMENT_ATTACHMENT_TYPES, { error: COMMENT_MESSAGES.notAllowedType }),
  size: z
    .int({ error: 'Required' })
    .check(
      z.minimum(1, 'Required'),
      z.maximum(MAX_FILE_BYTES.business, UPLOAD_MESSAGES.tooLarge(MAX_FILE_BYTES.business)),
    ),
  filename: singleLineText({ error: 'Required' }).check(
    z.minLength(1, 'Required'),
    maxTextLength(COMMENT_LIMITS.filenameLength),
  ),
});

/**
 * `GET …/comments/mentionable_users?chat_status` (cards spec §2 mention picker "members who may see that
 * tab"; decisions R8): the workspace members who may see the card, and the tab when `chat_status` is
 * given, as participants are shown (shared/schemas/label.ts AssignedUser).
 */
export const MentionableUsersQuerySchema = z.object({ chat_status: z.optional(CommentTabSchema) });

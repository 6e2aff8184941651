/**
 * Review by link, no password (issue 37; BRIEF §8 "Review links are credentials … bound to one reviewer and
 * one card"; docs/data-model.md patterns 240–247; decisions RL1–RL8). Shared by web and functions.
 *
 * The team invites a reviewer by name and e-mail; the e-mail links `{app}/review/{token}`. Opening the link
 * trades the token for a reviewer session (`glr_…`, 12 hours) that reaches only `/api/v1/review/…`, scoped
 * server-side to that one card.
 */
import { LanguageSchema } from '../i18n/language-schema';
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { EmailSchema } from './auth';
import { maxTextLength, singleLineText } from './text';
import { CommentSchema } from './comments';
import { AnnotationAnchorSchema } from './annotation-anchor';
import { ContentSchema } from './contents';
import { APPROVAL_STATUSES } from './approvals-limits';
import { REVIEW_LINK_LIMITS, REVIEW_LINK_MESSAGES, REVIEWER_STATUSES } from './review-link-limits';

export * from './review-link-limits';

/** `POST …/content_groups/{cid}/reviewers`: who to invite, and for how many days the link works (30 by default). */
export const InviteReviewerRequestSchema = z.object({
  email: EmailSchema,
  name: singleLineText({ error: REVIEW_LINK_MESSAGES.nameRequired }).check(
    z.minLength(1, REVIEW_LINK_MESSAGES.nameRequired),
    maxTextLength(REVIEW_LINK_LIMITS.nameLength),
  ),
  expires_in_days: z._default(
    z.union([z.literal(7), z.literal(30), z.literal(90)], { error: REVIEW_LINK_MESSAGES.expiry }),
    REVIEW_LINK_LIMITS.defaultDays,
  ),
  /** The reviewer's language for the review page and e-mails (issue 41); the inviter's when absent. */
  language: z.optional(LanguageSchema),
  /** A 6-digit code by e-mail before a new device may open the link (issue 37; decisions K1). */
  require_code: z.optional(z.boolean({ error: 'require_code must be true or false.' })),
});
export type InviteReviewerRequest = z.infer<typeof InviteReviewerRequestSchema>;

/** One reviewer of a card as the team lists them. */
export const ReviewerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  status: z.enum(REVIEWER_STATUSES),
  created_at: TimestampSchema,
  expires_at: TimestampSchema,
  last_seen_at: z.nullable(TimestampSchema),
  /** When the reviewer first opened the link and first commented, and when they last decided (decisions K3). */
  opened_at: z.nullable(TimestampSchema),
  commented_at: z.nullable(TimestampSchema),
  decided_at: z.nullable(TimestampSchema),
  require_code: z.boolean(),
});
export type Reviewer = z.infer<typeof ReviewerSchema>;

/** `GET …/reviewers`: the card's reviewers, oldest first. */
export const ReviewerListSchema = z.object({ reviewers: z.array(ReviewerSchema) });

/**
 * `POST /api/v1/review/sessions {token, device_id?, code?, new_code?}`: the token of the e-mail's link; for a
 * link that requires a code (decisions K1), this device's id (kept by the page), and the e-mailed code, or
 * `new_code: true` to have a new one sent.
 */
export const OpenReviewSessionRequestSchema = z.object({
  token: z.string({ error: REVIEW_LINK_MESSAGES.invalid }),
  device_id: z.optional(z.string()),
  code: z.optional(z.string()),
  new_code: z.optional(z.boolean()),
});

/** The reviewer session: the bearer for `/api/v1/review/…`, shown once, and when it ends. */
export const ReviewSessionSchema = z.object({
  session_token: z.string(),
  expires_at: TimestampSchema,
  reviewer: z.object({ name: z.string() }),
});
export type ReviewSession = z.infer<typeof ReviewSessionSchema>;

/**
 * The answer instead of a session when the link requires a code on this device (decisions K1): where the code
 * went (the reviewer's own address, masked) and when it stops working.
 */
export const ReviewCodeRequiredSchema = z.object({
  code_required: z.literal(true),
  sent_to: z.string(),
  code_expires_at: TimestampSchema,
});
export type ReviewCodeRequired = z.infer<typeof ReviewCodeRequiredSchema>;

/** What opening a link answers: a session, or that a code was e-mailed first. */
export const OpenReviewAnswerSchema = z.union([ReviewSessionSchema, ReviewCodeRequiredSchema]);

/** `GET /api/v1/review/card`: the card as its reviewer sees it: name, due date, client-visible contents, approval. */
export const ReviewCardSchema = z.object({
  card: z.object({ id: IdSchema, name: z.string(), due_date: z.nullable(z.string()) }),
  contents: z.array(ContentSchema),
  approval: z.object({
    status: z.enum(APPROVAL_STATUSES),
    can_decide: z.boolean(),
    /** "Round 2" (issue 37), null when never submitted; "2 of 3 approved" in the round (issue 38). */
    round: z.nullable(z.int()),
    approved: z.int(),
    total: z.int(),
    /**
     * The day to decide by (issue 38 "Review deadlines"), an ISO instant: the end of the submitter's chosen
     * day; null when nothing awaits a decision or it was submitted without one (session 13, decisions GQ4).
     */
    review_deadline: z.optional(z.nullable(z.string())),
  }),
  reviewer: z.object({ id: IdSchema, name: z.string(), status: z.enum(REVIEWER_STATUSES) }),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

/** `GET /api/v1/review/comments`: the card's Guest tab, oldest first. */
export const ReviewCommentListSchema = z.object({ comments: z.array(CommentSchema) });

/**
 * `POST /api/v1/review/comments`: a Guest comment, or a reply to one (`parent_id`), or a pin (`anchor`, as
 * a comment's `comment.anchor` on the team's route: a content of the card not hidden from guests, its
 * version, page and shape; issue 37 "with pins"; decisions L3). A reply takes no anchor.
 */
export const ReviewCommentRequestSchema = z.object({
  description: z.string({ error: 'Description must be text' }),
  parent_id: z.optional(IdSchema),
  anchor: z.optional(AnnotationAnchorSchema),
});
export type ReviewCommentRequest = z.input<typeof ReviewCommentRequestSchema>;

/** `POST /api/v1/review/decision`: approve, or request changes, with an optional note. */
export const ReviewDecisionRequestSchema = z.object({
  decision: z.enum(['approve', 'request_changes'], { error: REVIEW_LINK_MESSAGES.decision }),
  note: z._default(z.string({ error: 'The note must be text' }), ''),
});
export type ReviewDecisionRequest = z.infer<typeof ReviewDecisionRequestSchema>;

/** `PUT /api/v1/review/language`: the language the reviewer chose on the review page (issue 41; decisions LN15). */
export const ReviewLanguageRequestSchema = z.object({ language: LanguageSchema });
export type ReviewLanguageRequest = z.infer<typeof ReviewLanguageRequestSchema>;

/**
 * The approval flow of a card (cards spec §3 Card `stage`, `revision_count`; §4 Approval flow; §6 flags;
 * §7 Approval: `POST approved_content_group_stages?stage_id` submit, `PUT approved_content_group_stages/{sid}`
 * approve, `POST …/{sid}/void_submit`, `/request_revision`, `/accept_revision` (accept the request),
 * `/reject_revision` (reject the request)). Paths are under `/api/v1/workspaces/{id}/content_groups/{cid}/`.
 *
 * `{sid}` and `approved_content_group_stage_id` are the stage's id: a card has one approval per stage
 * (decisions R10). Each action posts its comment in the Guest tab with its `event_type`, in one
 * transaction with the state change (decisions R9, R12).
 */
import * as z from './zod';
import { IdSchema } from './common';
import { APPROVAL_ACTIONS, APPROVAL_STATUSES } from './approvals-limits';
import { APPROVAL_RULES } from './approval-rule-limits';
import { CommentSchema, NewAttachmentSchema, UnreadCommentsSchema } from './comments';
import { COMMENT_LIMITS, COMMENT_MESSAGES, attachmentLimitMessage } from './comments-limits';
import { REVIEW_DEADLINE_MESSAGES, isDay, isKnownTimeZone } from './review-deadline';

export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export const ApprovalActionSchema = z.enum(APPROVAL_ACTIONS);

/**
 * Card `stage` (cards spec §3): the card's current stage with its approval state. `actions` are the
 * approval buttons the caller may use now (shared/schemas/approvals-limits.ts `approvalActionsFor`).
 */
export const CardStageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  enable_timestamp: z.boolean(),
  enable_revision: z.boolean(),
  require_approval_from_client: z.boolean(),
  /** Submitted and not voided: pending, approved or revision requested. */
  submitted: z.boolean(),
  approved: z.boolean(),
  status: ApprovalStatusSchema,
  requested_revision: z.boolean(),
  /** Revision requests in this stage. */
  revisions: z.int().check(z.minimum(0)),
  /** The approval's id (the stage id) once submitted in this stage, else null. */
  approved_content_group_stage_id: z.nullable(IdSchema),
  /** Who submitted the current submission (for Void Submission), else null. */
  submitted_by: z.nullable(IdSchema),
  /** Approved, Sent or Revision (cards spec §4 Card badges), or null. */
  badge: z.nullable(z.enum(['Approved', 'Sent', 'Revision'])),
  actions: z.array(ApprovalActionSchema),
  /**
   * Whether the caller may add a note (text or files) to those actions (`mayWriteApprovalNote`; cards
   * spec §6 "Production cannot comment in the guest area"; decisions R48): without it, the actions go
   * without one and the dialog shows no note field.
   */
  note_allowed: z.boolean(),
  /**
   * The pending submission's decision deadline (issue 38 "Review deadlines"), an ISO instant: the end of
   * the chosen day in the submitter's time zone. Null when nothing is pending or it was submitted without one.
   */
  review_deadline: z.optional(z.nullable(z.string())),
  /** The card's approval round, "Round 2" (issue 37), or null when never submitted. */
  round: z.nullable(z.int().check(z.minimum(1))),
  /** The stage's decision rule (issue 38): `any`, `all` or `decision_maker`. */
  approval_rule: z.enum(APPROVAL_RULES),
});
export type CardStage = z.infer<typeof CardStageSchema>;

/** The board's view of a card's approval (list and board badges). */
export const CardApprovalSummarySchema = z.object({
  status: ApprovalStatusSchema,
  revisions: z.int().check(z.minimum(0)),
  badge: z.nullable(z.enum(['Approved', 'Sent', 'Revision'])),
});

/**
 * Body of every approval action: its comment (cards spec §4 "Each action carries a comment payload"),
 * optional and possibly empty (the event is the content); attachments as in comments.
 */
export const ApprovalActionRequestSchema = z.object({
  comment: z._default(
    z.object({
      description: z._default(
        z
          .string({ error: 'Description must be text' })
          .check(z.maxLength(COMMENT_LIMITS.descriptionLength, COMMENT_MESSAGES.tooLong)),
        '',
      ),
      attachments_attributes: z._default(
        z.array(NewAttachmentSchema).check(
          z.superRefine((list, ctx) => {
            const message = attachmentLimitMessage(list.map((a) => a.content_type));
            if (message) ctx.addIssue({ code: 'custom', message });
          }),
        ),
        [],
      ),
    }),
    { description: '', attachments_attributes: [] },
  ),
});
export type ApprovalActionRequest = z.input<typeof ApprovalActionRequestSchema>;

/** The most reviewers one submission may name (issue 37). */
export const MAX_REVIEWERS_PER_SUBMISSION = 50;

/**
 * Body of a submission (issue 37, beyond the spec): the action's comment, and `reviewer_ids`, the
 * workspace's Approvers to ask; left out, every Approver who sees the card's stage is asked.
 * `review_deadline` (issue 38) is the last day to decide, `yyyy-mm-dd` in `time_zone` (the submitter's
 * IANA zone, default UTC); left out, 2 working days after today there (shared/schemas/review-deadline.ts).
 */
export const SubmitApprovalRequestSchema = z.extend(ApprovalActionRequestSchema, {
  reviewer_ids: z.optional(
    z
      .array(IdSchema)
      .check(z.maxLength(MAX_REVIEWERS_PER_SUBMISSION, `At most ${MAX_REVIEWERS_PER_SUBMISSION} reviewers.`)),
  ),
  review_deadline: z.optional(z.string().check(z.refine(isDay, REVIEW_DEADLINE_MESSAGES.format))),
  time_zone: z.optional(z.string().check(z.refine(isKnownTimeZone, REVIEW_DEADLINE_MESSAGES.timeZone))),
});
export type SubmitApprovalRequest = z.input<typeof SubmitApprovalRequestSchema>;

/** One Approver the Submit dialog offers (issue 37): `GET …/approval_reviewers`. */
export const ReviewerChoiceSchema = z.object({ user_id: IdSchema, name: z.string() });
export type ReviewerChoice = z.infer<typeof ReviewerChoiceSchema>;

/** `POST …/approved_content_group_stages?stage_id`: the stage to submit in (the card's current stage). */
export const SubmitApprovalQuerySchema = z.object({ stage_id: IdSchema });

/** What every approval action answers: the stage's new state, the posted event comment, the card's counts. */
export const ApprovalResultSchema = z.object({
  stage: CardStageSchema,
  comment: CommentSchema,
  revision_count: z.int().check(z.minimum(0)),
  unread_comments: UnreadCommentsSchema,
});
export type ApprovalResult = z.infer<typeof ApprovalResultSchema>;

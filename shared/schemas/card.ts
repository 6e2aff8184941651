/**
 * Cards, the spec's "content groups" (cards spec §3 Card, §7 Cards).
 * This is the board's summary of a card; the card popup's detail grows with the cards issues.
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { IdSchema, TimestampSchema } from './common';
import {
  AssignedUserSchema,
  LabelSchema,
  MAX_CARD_LABELS,
  MAX_CARD_PARTICIPANTS,
  ParticipantChoiceSchema,
} from './label';
import { CardApprovalSummarySchema, CardStageSchema } from './approvals';
import { CardDraftsSchema, UnreadCommentsSchema } from './comments';
import { TimestampInfoSchema, TotalTimestampInfoSchema } from './time-tracking';

/**
 * A card's `preview` (cards spec §3 "preview {content_attachment, content_attachment_type}"): the
 * thumbnail URL (short-lived, signed) of the card's first content the caller may see, and its type.
 */
export const CardPreviewSchema = z.object({
  content_attachment: z.string(),
  content_attachment_type: z.string(),
});
export type CardPreview = z.infer<typeof CardPreviewSchema>;

export const CardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /**
   * The description (sanitized HTML; '' for none), on the board too so a clicked card draws it before the
   * popup's answer (issue 39 "A card draws what it already knows at once"; decisions CO5). Optional in
   * the schema so older cached boards still parse.
   */
  description: z.optional(z.string()),
  workspace_id: IdSchema,
  stage_id: IdSchema,
  /** Fractional index within the stage; cards sort by (position, id). */
  position: z.string(),
  start_date: z.nullable(TimestampSchema),
  due_date: z.nullable(TimestampSchema),
  completed: z.boolean(),
  archived: z.boolean(),
  revision_count: z.int().check(z.minimum(0)),
  /** Checklist items on the card and how many are done (cards spec §3; the list view's Subtasks column). */
  total_subtasks: z.int().check(z.minimum(0)),
  completed_subtasks: z.int().check(z.minimum(0)),
  /** The card's labels (cards spec §3 `labels`); ids of deleted labels are dropped. */
  labels: z.array(LabelSchema),
  /** The card's participants (cards spec §3 `assigned_users`); users who left the workspace are dropped. */
  assigned_users: z.array(AssignedUserSchema),
  /** The first visible content's thumbnail (board card, list row); null or absent without one. */
  preview: z.optional(z.nullable(CardPreviewSchema)),
  /** The caller's unread comments per tab (cards spec §3 `unread_comments`); team is 0 for callers who cannot see it. */
  unread_comments: UnreadCommentsSchema,
  /**
   * Open annotations on the card's contents per tab (issue 26; beyond the spec); team is 0 for callers who
   * cannot see the Team tab. Optional in the schema so older cached cards still parse.
   */
  open_annotations: z.optional(z.object({ team: z.int(), guest: z.int() })),
  /** The approval in the card's current stage, for the board and list badges (cards spec §4 Card badges). */
  approval: CardApprovalSummarySchema,
  /** Tracked time on the card (cards spec §3 `total_timestamp_info`; shared/schemas/time-tracking.ts). */
  total_timestamp_info: TotalTimestampInfoSchema,
  /**
   * A recurring card's copy: the template it was made from (its repeat icon links there; issue 35; beyond
   * the spec). Null for other cards, and always for guests, who do not see repeat rules.
   */
  recurring_template_id: z.optional(z.nullable(IdSchema)),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Card = z.infer<typeof CardSchema>;

/** Reminder choices (cards spec §5 "No reminder, or 1 to 7 days before the due date"; §9 "Reminder 0 to 7 days"). */
export const MAX_REMINDER_DAYS = 7;
/** The longest stored description, in characters of sanitized HTML (docs/decisions.md K4). */
export const MAX_DESCRIPTION_LENGTH = 20_000;

/**
 * The card as the popup shows it (cards spec §2 Card popup, §3 Card): the board's card plus its
 * description (sanitized HTML), reminder, stage name, time counter and the caller's card flags
 * (cards spec §6; the same for every card of a workspace today, docs/decisions.md K3).
 */
export const CardDetailSchema = z.extend(CardSchema, {
  description: z.string(),
  reminder_in_day: z.int().check(z.minimum(0), z.maximum(MAX_REMINDER_DAYS)),
  stage_name: z.string(),
  /** Whether the card's stage tracks time (`enable_timestamp`): such a card cannot be binned (cards spec §4 Card states). */
  stage_time_tracked: z.boolean(),
  /** Set while the card is in the recycle bin: the popup is read-only (cards spec §4 Card states; accounts spec §4 Deleted card). */
  deleted_at: z.nullable(TimestampSchema),
  /** The stages the caller may see, in board order: the stage dropdown's choices (cards spec §3 `allowed_stages`). */
  allowed_stages: z.array(z.object({ id: IdSchema, name: z.string() })),
  /** The current stage with its approval state and the caller's approval actions (cards spec §3 `stage`, §4 Approval flow). */
  stage: CardStageSchema,
  /** The caller's Team and Guest drafts (cards spec §3 `drafts`). */
  drafts: CardDraftsSchema,
  /** The caller's and every user's time on the card (cards spec §3 `timestamp_info`). */
  timestamp_info: TimestampInfoSchema,
  /** Whether the caller's running timer is on this card (cards spec §3 `is_tracked_by_current_user`). */
  is_tracked_by_current_user: z.boolean(),
  permissions: z.record(z.string(), z.boolean()),
});
export type CardDetail = z.infer<typeof CardDetailSchema>;

/** `POST /api/v1/workspaces/{id}/content_groups`: name required (cards spec §7 create). */
export const CreateCardRequestSchema = z.object({
  name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(255)),
  stage_id: IdSchema,
  start_date: z.optional(z.nullable(TimestampSchema)),
  due_date: z.optional(z.nullable(TimestampSchema)),
  /** Labels and participants of the full-page form, saved in the same write (docs/decisions.md A10). */
  label_ids: z.optional(z.array(IdSchema).check(z.maxLength(MAX_CARD_LABELS))),
  /** The spec's create key for the form's "label (project)": one label id, merged into label_ids (decisions A10). */
  project_id: z.optional(z.nullable(IdSchema)),
  assigned_user_ids: z.optional(z.array(IdSchema).check(z.maxLength(MAX_CARD_PARTICIPANTS))),
});
export type CreateCardRequest = z.input<typeof CreateCardRequestSchema>;

/**
 * `PUT …/content_groups/{cid}`: rename (empty is refused) or change dates (null clears).
 * `moved_on: "calendar"` marks a calendar drag (accounts spec §4 Calendar): it may only set a new
 * `due_date`, and needs can_access_move_content_calendar instead of can_access_add_change_date
 * (docs/decisions.md A14).
 */
export const UpdateCardRequestSchema = z
  .object({
    name: z.optional(singleLineText().check(z.minLength(1, 'Required'), maxTextLength(255))),
    start_date: z.optional(z.nullable(TimestampSchema)),
    due_date: z.optional(z.nullable(TimestampSchema)),
    moved_on: z.optional(z.literal('calendar', { error: 'moved_on can only be "calendar"' })),
    /** Rich text as HTML; the server sanitizes it (cards spec §2 description editor; BRIEF §7 Rich text). */
    description: z.optional(
      z
        .string()
        .check(
          z.maxLength(MAX_DESCRIPTION_LENGTH, `Description is too long (at most ${MAX_DESCRIPTION_LENGTH} characters)`),
        ),
    ),
    reminder_in_day: z.optional(
      z
        .int({ error: 'Reminder must be a whole number of days from 0 to 7' })
        .check(
          z.minimum(0, 'Reminder must be a whole number of days from 0 to 7'),
          z.maximum(MAX_REMINDER_DAYS, 'Reminder must be a whole number of days from 0 to 7'),
        ),
    ),
    /** `true` marks the card complete ('Mark as Complete'); clearing goes through `mark_as_incomplete` (docs/decisions.md K5). */
    completed: z.optional(z.literal(true, { error: 'completed can only be true; use mark_as_incomplete to clear it' })),
  })
  .check(
    z.refine(
      (v) =>
        [v.name, v.start_date, v.due_date, v.description, v.reminder_in_day, v.completed].some((x) => x !== undefined),
      {
        message: 'Nothing to change',
        path: ['base'],
      },
    ),
    z.refine(
      (v) =>
        v.moved_on === undefined ||
        (typeof v.due_date === 'string' &&
          v.name === undefined &&
          v.start_date === undefined &&
          v.description === undefined &&
          v.reminder_in_day === undefined &&
          v.completed === undefined),
      {
        message: 'A calendar move sets only a due date',
        path: ['due_date'],
      },
    ),
  );

/** `PUT …/content_groups/{cid}/update_stage?stage_id` (cards spec §7): the stage to move the card to (appended last). */
export const UpdateStageQuerySchema = z.object({ stage_id: IdSchema });

/** `GET …/content_groups/archived`: the workspace's archived cards, newest change first (docs/decisions.md K7). */
export const ArchivedCardsSchema = z.array(CardSchema);

/** `GET …/content_groups/new`: what the full-page form offers (accounts spec §2): stages, labels, members. */
export const NewCardOptionsSchema = z.object({
  name: z.string(),
  stage_id: z.nullable(IdSchema),
  stages: z.array(z.object({ id: IdSchema, name: z.string() })),
  labels: z.array(LabelSchema),
  workspace_users: z.array(ParticipantChoiceSchema),
});
export type NewCardOptions = z.infer<typeof NewCardOptionsSchema>;

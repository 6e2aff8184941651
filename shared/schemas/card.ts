/**
 * Cards, the spec's "content groups" (cards spec §3 Card, §7 Cards).
 * This is the board's summary of a card; the card popup's detail grows with the cards issues.
 */
import * as z from 'zod';
import { singleLineText } from './text';
import { IdSchema, TimestampSchema } from './common';
import { AssignedUserSchema, LabelSchema, MAX_CARD_LABELS, MAX_CARD_PARTICIPANTS, ParticipantChoiceSchema } from './label';

export const CardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  workspace_id: IdSchema,
  stage_id: IdSchema,
  /** Fractional index within the stage; cards sort by (position, id). */
  position: z.string(),
  start_date: TimestampSchema.nullable(),
  due_date: TimestampSchema.nullable(),
  completed: z.boolean(),
  archived: z.boolean(),
  revision_count: z.number().int().min(0),
  /** The card's labels (cards spec §3 `labels`); ids of deleted labels are dropped. */
  labels: z.array(LabelSchema),
  /** The card's participants (cards spec §3 `assigned_users`); users who left the workspace are dropped. */
  assigned_users: z.array(AssignedUserSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Card = z.infer<typeof CardSchema>;

/** `POST /api/v1/workspaces/{id}/content_groups`: name required (cards spec §7 create). */
export const CreateCardRequestSchema = z.object({
  name: singleLineText({ error: 'Required' }).min(1, 'Required').max(255),
  stage_id: IdSchema,
  start_date: TimestampSchema.nullable().optional(),
  due_date: TimestampSchema.nullable().optional(),
  /** Labels and participants of the full-page form, saved in the same write (docs/decisions.md A10). */
  label_ids: z.array(IdSchema).max(MAX_CARD_LABELS).optional(),
  /** The spec's create key for the form's "label (project)": one label id, merged into label_ids (decisions A10). */
  project_id: IdSchema.nullable().optional(),
  assigned_user_ids: z.array(IdSchema).max(MAX_CARD_PARTICIPANTS).optional(),
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
    name: singleLineText().min(1, 'Required').max(255).optional(),
    start_date: TimestampSchema.nullable().optional(),
    due_date: TimestampSchema.nullable().optional(),
    moved_on: z.literal('calendar', { error: 'moved_on can only be "calendar"' }).optional(),
  })
  .refine((v) => [v.name, v.start_date, v.due_date].some((x) => x !== undefined), { message: 'Nothing to change', path: ['base'] })
  .refine((v) => v.moved_on === undefined || (typeof v.due_date === 'string' && v.name === undefined && v.start_date === undefined), {
    message: 'A calendar move sets only a due date',
    path: ['due_date'],
  });

/** `GET …/content_groups/new`: what the full-page form offers (accounts spec §2): stages, labels, members. */
export const NewCardOptionsSchema = z.object({
  name: z.string(),
  stage_id: IdSchema.nullable(),
  stages: z.array(z.object({ id: IdSchema, name: z.string() })),
  labels: z.array(LabelSchema),
  workspace_users: z.array(ParticipantChoiceSchema),
});
export type NewCardOptions = z.infer<typeof NewCardOptionsSchema>;

/**
 * Cards, the spec's "content groups" (cards spec §3 Card, §7 Cards).
 * This is the board's summary of a card; the card popup's detail grows with the cards issues.
 */
import * as z from 'zod';
import { IdSchema, TimestampSchema } from './common';

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
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Card = z.infer<typeof CardSchema>;

/** `POST /api/v1/workspaces/{id}/content_groups`: name required (cards spec §7 create). */
export const CreateCardRequestSchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(255),
  stage_id: IdSchema,
  start_date: TimestampSchema.nullable().optional(),
  due_date: TimestampSchema.nullable().optional(),
});
export type CreateCardRequest = z.input<typeof CreateCardRequestSchema>;

/** `PUT …/content_groups/{cid}`: rename (empty is refused) or change dates (null clears). */
export const UpdateCardRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(255).optional(),
    start_date: TimestampSchema.nullable().optional(),
    due_date: TimestampSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change', path: ['base'] });

/**
 * Stages: the workflow columns of a workspace (accounts spec §3 Stage, §5 Stage form, §7 Stages).
 */
import * as z from 'zod';
import { singleLineText } from './text';
import { CARDS_PAGE_SIZE, IdSchema, MAX_CARDS_PAGE_SIZE, PageInfoSchema, TimestampSchema } from './common';
import { CardSchema } from './card';

export const StageSchema = z.object({
  id: IdSchema,
  workspace_id: IdSchema,
  name: z.string(),
  /** Fractional index; stages sort by it ascending. */
  position: z.string(),
  enable_revision: z.boolean(),
  enable_timestamp: z.boolean(),
  visible_to_client: z.boolean(),
  require_approval_from_client: z.boolean(),
  content_groups_count: z.number().int().min(0),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Stage = z.infer<typeof StageSchema>;

/** `POST /api/v1/workspaces/{id}/stages`: name defaults to "Untitled", flags default off. */
export const CreateStageRequestSchema = z.object({
  name: singleLineText().max(100).optional().transform((v) => (v ? v : 'Untitled')),
  enable_revision: z.boolean().default(false),
  enable_timestamp: z.boolean().default(false),
  visible_to_client: z.boolean().default(false),
  require_approval_from_client: z.boolean().default(false),
});

/** A stage with its first page of cards, as the board and list views load it. */
export const StageWithCardsSchema = StageSchema.extend({
  content_groups: z.array(CardSchema),
  paging: PageInfoSchema,
});
export type StageWithCards = z.infer<typeof StageWithCardsSchema>;

/** `GET …/stages/{sid}/list_data?page&per_page&search` data. */
export const StageCardsPageSchema = z.object({
  items: z.array(CardSchema),
  paging: PageInfoSchema,
});
export type StageCardsPage = z.infer<typeof StageCardsPageSchema>;

/** `PUT …/stages/{sid}`: any of name and the four flags; the inline editor sends one flag at a time. */
export const UpdateStageRequestSchema = z
  .object({
    name: singleLineText().min(1, 'Required').max(100).optional(),
    enable_revision: z.boolean().optional(),
    enable_timestamp: z.boolean().optional(),
    visible_to_client: z.boolean().optional(),
    require_approval_from_client: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change', path: ['base'] });

/** `GET …/stages/{sid}/sort?sort_type`: cards by due date. */
export const StageSortQuerySchema = z.object({
  sort_type: z.enum(['ascending', 'descending'], { error: 'Choose ascending or descending' }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_CARDS_PAGE_SIZE).default(CARDS_PAGE_SIZE),
});

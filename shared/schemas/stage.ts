/**
 * Stages: the workflow columns of a workspace (accounts spec §3 Stage, §5 Stage form, §7 Stages).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { CARDS_PAGE_SIZE, IdSchema, MAX_CARDS_PAGE_SIZE, PageInfoSchema, TimestampSchema } from './common';
import { CardSchema } from './card';
import { APPROVAL_RULES } from './approval-rule-limits';
import { ApprovalRuleSchema } from './approval-rounds';

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
  /** Who completes an approval round in this stage (issue 38): `any` (default), `all` or `decision_maker`. */
  approval_rule: z.enum(APPROVAL_RULES),
  /** The member whose decision completes a round under `decision_maker`, else null (issue 38). */
  decision_maker_id: z.nullable(IdSchema),
  content_groups_count: z.int().check(z.minimum(0)),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Stage = z.infer<typeof StageSchema>;

/** The four stage flags (accounts spec §3 Stage). */
const STAGE_FLAGS = {
  enable_revision: z.boolean(),
  enable_timestamp: z.boolean(),
  visible_to_client: z.boolean(),
  require_approval_from_client: z.boolean(),
};

/** `GET …/stages/new` and `GET /template_stages/new`: what the new-stage form starts with ("Untitled", every flag off). */
export const StageDefaultsSchema = z.object({ name: z.string(), ...STAGE_FLAGS });

/** What a new stage or template stage starts with, and what a create request leaves out becomes (accounts spec §3). */
export const NEW_STAGE_DEFAULTS: z.output<typeof StageDefaultsSchema> = {
  name: 'Untitled',
  enable_revision: false,
  enable_timestamp: false,
  visible_to_client: false,
  require_approval_from_client: false,
};

/** A template (board) stage of an organization (accounts spec §7 Template stages): new workspaces start with these. */
export const TemplateStageSchema = z.object({
  id: IdSchema,
  organization_id: IdSchema,
  name: z.string(),
  position: z.string(),
  ...STAGE_FLAGS,
});
export type TemplateStage = z.output<typeof TemplateStageSchema>;

/** `POST /api/v1/workspaces/{id}/stages` and `POST /template_stages`: what is left out takes `NEW_STAGE_DEFAULTS`. */
export const CreateStageRequestSchema = z.object({
  name: z.pipe(
    z.optional(singleLineText().check(maxTextLength(100))),
    z.transform((v) => (v ? v : NEW_STAGE_DEFAULTS.name)),
  ),
  enable_revision: z._default(z.boolean(), NEW_STAGE_DEFAULTS.enable_revision),
  enable_timestamp: z._default(z.boolean(), NEW_STAGE_DEFAULTS.enable_timestamp),
  visible_to_client: z._default(z.boolean(), NEW_STAGE_DEFAULTS.visible_to_client),
  require_approval_from_client: z._default(z.boolean(), NEW_STAGE_DEFAULTS.require_approval_from_client),
});

/** A stage with its first page of cards, as the board and list views load it. */
export const StageWithCardsSchema = z.extend(StageSchema, {
  content_groups: z.array(CardSchema),
  paging: PageInfoSchema,
});
export type StageWithCards = z.infer<typeof StageWithCardsSchema>;

/**
 * `GET …/stages/{sid}/list_data?page&per_page&search&cursor` and `…/sort` data: `paging.next_cursor` reads
 * the next page by cursor (one page of reads, issue 27), null on the last page.
 */
export const StageCardsPageSchema = z.object({
  items: z.array(CardSchema),
  paging: z.extend(PageInfoSchema, { next_cursor: z.nullable(z.string()) }),
});

/**
 * `cursor`: a `paging.next_cursor` of the same stage's list (issue 27); checked by the data layer, which
 * answers 400 'The page cursor is not valid.' for any other string, so any string passes here.
 */
export const PageCursorQuerySchema = z.optional(z.string());
export type StageCardsPage = z.infer<typeof StageCardsPageSchema>;

/** `PUT …/stages/{sid}`: any of name and the four flags; the inline editor sends one flag at a time. */
export const UpdateStageRequestSchema = z
  .object({
    name: z.optional(singleLineText().check(z.minLength(1, 'Required'), maxTextLength(100))),
    enable_revision: z.optional(z.boolean()),
    enable_timestamp: z.optional(z.boolean()),
    visible_to_client: z.optional(z.boolean()),
    require_approval_from_client: z.optional(z.boolean()),
    /** Issue 38: `decision_maker` needs `decision_maker_id` (sent with it, or already on the stage). */
    approval_rule: z.optional(ApprovalRuleSchema),
    decision_maker_id: z.optional(IdSchema),
  })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change', path: ['base'] }),
  );

/** `GET …/stages/{sid}/sort?sort_type`: cards by due date. */
export const StageSortQuerySchema = z.object({
  sort_type: z.enum(['ascending', 'descending'], { error: 'Choose ascending or descending' }),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_CARDS_PAGE_SIZE)), CARDS_PAGE_SIZE),
  /** The page after this cursor instead of `page` (issue 27). */
  cursor: PageCursorQuerySchema,
});

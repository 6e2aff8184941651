/**
 * Workspaces (accounts spec §3 Workspace, §7 Workspaces) and the board move call
 * `PUT /api/v1/workspaces/{id}/sort` (accounts spec §4 and §7).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { IdSchema, TimestampSchema } from './common';
import { StageWithCardsSchema } from './stage';
import { WorkspaceLogoSchema } from './workspace-logo';

/** Workspace as the organization home lists it, with the counts its card shows (accounts spec §1). */
export const WorkspaceSummarySchema = z.object({
  id: IdSchema,
  organization_id: IdSchema,
  name: z.string(),
  updated_at: TimestampSchema,
  unread_notifications_count: z.int().check(z.minimum(0)),
  message_count: z.int().check(z.minimum(0)),
  content_group_pending_approval_count: z.int().check(z.minimum(0)),
  content_group_pending_revision_count: z.int().check(z.minimum(0)),
  /** Pending approvals past their review deadline (issue 38); on the organization's workspace list only. */
  overdue_reviews: z.optional(z.int().check(z.minimum(0))),
  /** Storage used as a percent of the 100 MB cap (accounts spec §9). */
  total_size: z.number().check(z.minimum(0)),
  /** The optional logo (accounts spec §3 Workspace `logo (thumb_url, medium_url)`); null without one. */
  logo: z.nullable(WorkspaceLogoSchema),
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummarySchema>;

/** `GET /api/v1/workspaces/{id}`: the workspace, its stages with their first card page, and the caller's flags. */
export const WorkspaceDetailSchema = z.extend(WorkspaceSummarySchema, {
  stages: z.array(StageWithCardsSchema),
  permissions: z.record(z.string(), z.boolean()),
});
export type WorkspaceDetail = z.infer<typeof WorkspaceDetailSchema>;

/** `POST /api/v1/workspaces`: name (placeholder "Workspace Name") required (accounts spec §5). */
export const CreateWorkspaceRequestSchema = z.object({
  name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
  organization_id: IdSchema,
});

/**
 * Query of `PUT /api/v1/workspaces/{id}/sort`: what was dragged, from where to where. `destination_stage_id`
 * is required for a card move (`type=content_group`: 400 "Choose the stage to move the cards to." without
 * it) and ignored for a stage move; the descriptions reach the OpenAPI document (issue 35).
 */
export const SortQuerySchema = z.object({
  type: z
    .enum(['content_group', 'stage'])
    .check(
      z.describe(
        '`content_group` moves the card `content_drag_id` (answers the moved card); `stage` moves the stage `content_drag_id` (answers the moved stage).',
      ),
    ),
  content_drag_id: IdSchema.check(
    z.describe('The id of the moved card (`type=content_group`) or stage (`type=stage`).'),
  ),
  source_stage_id: z.optional(IdSchema.check(z.describe('The stage the card was dragged from (informational).'))),
  destination_stage_id: z.optional(
    IdSchema.check(
      z.describe(
        'Required when `type=content_group` (a card move): the stage the card is dropped in, which the body must list with the card in its new place; without it the call answers 400. Ignored when `type=stage`.',
      ),
    ),
  ),
});

/**
 * Body of `PUT /api/v1/workspaces/{id}/sort`: the affected stages with their card ids in the new order
 * (for `type=stage`, every stage in its new order; `content_group_ids` may be omitted).
 * Only the dragged item's neighbours are read from it: a move writes O(1) items.
 */
export const SortBodySchema = z.object({
  stages: z
    .array(z.object({ id: IdSchema, content_group_ids: z.optional(z.array(IdSchema).check(z.maxLength(10_000))) }))
    .check(z.minLength(1), z.maxLength(500)),
});
export type SortBody = z.infer<typeof SortBodySchema>;

/** `PUT /api/v1/workspaces/{id}`. */
export const UpdateWorkspaceRequestSchema = z.object({
  name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
});

/**
 * `GET /api/v1/home`: the dashboard cards (accounts spec §1); user_count only for admins. `seats` (beyond
 * the spec; issue 30 item 8) tells admins of an organization that counts seats how many are in use and
 * allowed, so 'Total Users' and 'Seats Available' can be told apart: the owner uses no seat, every other
 * member and each pending invitation of a new e-mail uses one (decisions D10). Null otherwise.
 */
export const DashboardSchema = z.object({
  workspace_count: z.int(),
  /** Pending approvals past their review deadline in the caller's workspaces (issue 38). */
  overdue_reviews: z.int(),
  user_count: z.nullable(z.int()),
  seats: z.optional(z.nullable(z.object({ used: z.int(), allowed: z.int() }))),
});

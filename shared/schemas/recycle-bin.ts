/**
 * The recycle bin's calls (accounts spec §3 Deleted card list `total_deleted_count`, `deleted_by`,
 * `deleted_at`; §7 Recycle bin: `deleted_index?page`, `restore {ids, all}`, `destroy_deleted {ids, all}`).
 */
import * as z from './zod';
import { IdSchema } from './common';

/** Bin page size (the page loads the next one on scroll, accounts spec §4 Feeds). */
export const BIN_PAGE_SIZE = 20;

/** `{ids}` or `{all: true}`: the cards a restore or permanent deletion acts on. */
export const BinSelectionSchema = z
  .object({ ids: z.optional(z.array(IdSchema).check(z.maxLength(100))), all: z.optional(z.boolean()) })
  .check(
    z.refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
      message: 'Choose at least one card, or all',
      path: ['ids'],
    }),
  );
export type BinSelection = z.input<typeof BinSelectionSchema>;

/** A card in the bin as the page lists it. */
export const DeletedCardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  workspace_id: IdSchema,
  workspace_name: z.string(),
  stage_id: IdSchema,
  stage_name: z.string(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.string(), full_name: z.string() }),
  /** A signed thumbnail URL of the card's preview image, or null; `POST …/replace_image` re-signs it. */
  preview: z.nullable(z.string()),
});
export type DeletedCard = z.output<typeof DeletedCardSchema>;

/** `GET …/content_groups/deleted_index?page`. */
export const DeletedCardPageSchema = z.object({
  content_groups: z.array(DeletedCardSchema),
  total_deleted_count: z.int(),
  page: z.int(),
  has_next_page: z.boolean(),
});
export type DeletedCardPage = z.output<typeof DeletedCardPageSchema>;

/** `?page`: 1 to 10,000. */
export const DeletedIndexQuerySchema = z.object({ page: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))) });

/** What restore and permanent deletion answer: the cards done, the ones no longer in the bin, and the count left. */
export const BinActionResultSchema = z.object({
  ids: z.array(z.string()),
  skipped_ids: z.array(z.string()),
  total_deleted_count: z.int(),
});
export type BinActionResult = z.output<typeof BinActionResultSchema>;

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
  .check(z.refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: 'Choose at least one card, or all', path: ['ids'] }));
export type BinSelection = z.input<typeof BinSelectionSchema>;

/** A card in the bin as the page lists it. */
export interface DeletedCard {
  id: string;
  name: string;
  workspace_id: string;
  workspace_name: string;
  stage_id: string;
  stage_name: string;
  deleted_at: string;
  deleted_by: { id: string; full_name: string };
}

/** `GET …/content_groups/deleted_index?page`. */
export interface DeletedCardPage {
  content_groups: DeletedCard[];
  total_deleted_count: number;
  page: number;
  has_next_page: boolean;
}

/** What restore and permanent deletion answer: the cards done, the ones no longer in the bin, and the count left. */
export interface BinActionResult {
  ids: string[];
  skipped_ids: string[];
  total_deleted_count: number;
}

/**
 * Checklists of a card (cards spec §3 Checklist list and item; §4 Checklists; §7 Checklists: payloads
 * `list[title]`, `list[hidden]`, `list_item[description]`, `list_item[done]`, `sorted_list_ids`,
 * `sorted_list_item_ids`). Web and functions share these shapes.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import { CHECKLIST_LIMITS, CHECKLIST_MESSAGES } from './checklist-limits';

/** One item of a list (cards spec §3 Item: id, list_id, description, done, position). */
export const ChecklistItemSchema = z.object({
  id: IdSchema,
  list_id: IdSchema,
  description: z.string(),
  done: z.boolean(),
  position: z.string(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** One list with its items in order (cards spec §3 Checklist list: id, title, hidden, position, items). */
export const ChecklistSchema = z.object({
  id: IdSchema,
  title: z.string(),
  hidden: z.boolean(),
  position: z.string(),
  items: z.array(ChecklistItemSchema),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

const TitleSchema = singleLineText({ error: CHECKLIST_MESSAGES.titleRequired }).check(
  z.minLength(1, CHECKLIST_MESSAGES.titleRequired),
  maxTextLength(CHECKLIST_LIMITS.titleLength),
);
const DescriptionSchema = singleLineText({ error: CHECKLIST_MESSAGES.descriptionRequired }).check(
  z.minLength(1, CHECKLIST_MESSAGES.descriptionRequired),
  z.maxLength(CHECKLIST_LIMITS.descriptionLength),
);

/** `POST …/lists {list: {title?, hidden?}}`: the title is sent only when non-empty (cards spec §4). */
export const CreateChecklistRequestSchema = z.object({
  list: z._default(z.object({ title: z.optional(TitleSchema), hidden: z.optional(z.boolean()) }), {}),
});

/** `PATCH …/lists/{id} {list: {title?, hidden?}}`: at least one of them. */
export const UpdateChecklistRequestSchema = z.object({
  list: z
    .object({ title: z.optional(TitleSchema), hidden: z.optional(z.boolean()) })
    .check(
      z.refine((v) => v.title !== undefined || v.hidden !== undefined, { message: CHECKLIST_MESSAGES.nothingToChange }),
    ),
});

/** `POST …/list_items {list_item: {description?, done?}}`. */
export const CreateChecklistItemRequestSchema = z.object({
  list_item: z._default(z.object({ description: z.optional(DescriptionSchema), done: z.optional(z.boolean()) }), {}),
});

/** `PATCH …/list_items/{id} {list_item: {description?, done?}}`: at least one of them. */
export const UpdateChecklistItemRequestSchema = z.object({
  list_item: z.object({ description: z.optional(DescriptionSchema), done: z.optional(z.boolean()) }).check(
    z.refine((v) => v.description !== undefined || v.done !== undefined, {
      message: CHECKLIST_MESSAGES.nothingToChange,
    }),
  ),
});

const SortedIdsSchema = z
  .array(z.object({ id: IdSchema }))
  .check(z.minLength(1), z.maxLength(CHECKLIST_LIMITS.itemsPerList));

/** `PUT …/lists/sort {sorted_list_ids: [{id}]}`: every list of the card, in the new order. */
export const SortChecklistsRequestSchema = z.object({ sorted_list_ids: SortedIdsSchema });

/** `PUT …/lists/{id}/list_items/sort {sorted_list_item_ids: [{id}]}`: every item of the list, in the new order. */
export const SortChecklistItemsRequestSchema = z.object({ sorted_list_item_ids: SortedIdsSchema });

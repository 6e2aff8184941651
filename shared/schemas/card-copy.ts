/**
 * Copy Card: the copy settings and the clone request (cards spec §3 Copy settings `card_duplicate`, §7
 * `content_group_duplicate_settings` and `POST /{cid}/clone {content_group}`; decisions K30–K32).
 * Shared by web and functions.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { CardSchema, type Card } from './card';
import { COPY_LIMITS, COPY_MESSAGES, DEFAULT_COPY_NAME, type CardDuplicateSettings } from './card-copy-limits';

const copies = z
  .int({ error: COPY_MESSAGES.copiesRange })
  .check(
    z.minimum(COPY_LIMITS.minCopies, COPY_MESSAGES.copiesRange),
    z.maximum(COPY_LIMITS.maxCopies, COPY_MESSAGES.copiesRange),
  );

/** The title of the copies; blank means the default (cards spec §5 "No title validation shown"). */
const copyName = z.pipe(
  z.string().check(z.trim(), z.maxLength(COPY_LIMITS.nameLength)),
  z.transform((name) => name || DEFAULT_COPY_NAME),
);

/** Every setting of the Copy panel (cards spec §3): the parts to copy, title, target stage and count. */
export const CardDuplicateSchema = z.object({
  name: copyName,
  participants: z.boolean(),
  labels: z.boolean(),
  start_date: z.boolean(),
  due_date: z.boolean(),
  reminder: z.boolean(),
  images: z.boolean(),
  description: z.boolean(),
  lists: z.boolean(),
  /** null: the card's own stage. */
  stage_id: z.nullable(IdSchema),
  num_copies: copies,
});

/**
 * The settings as the API answers them: the title already resolved, a plain string (the request's
 * blank-means-default transform has no JSON Schema, so the typed client would see `unknown`; issue 36).
 */
export const CardDuplicateSettingsSchema = z.extend(CardDuplicateSchema, { name: z.string() });

/** `PUT /api/v1/workspaces/{id}/content_group_duplicate_settings {card_duplicate}` (decisions K30). */
export const SaveCopySettingsRequestSchema = z.object({ card_duplicate: CardDuplicateSchema });

/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/clone {content_group}`: the settings to copy with.
 * A missing stage_id (or null) copies into the card's own stage.
 */
export const CloneCardRequestSchema = z.object({
  content_group: z.extend(CardDuplicateSchema, {
    stage_id: z.pipe(
      z.nullish(IdSchema),
      z.transform((v) => v ?? null),
    ),
  }),
});
export type CloneCardRequest = z.input<typeof CloneCardRequestSchema>;

/** `GET …/content_group_duplicate_settings`: the caller's settings and the stages they may copy into. */
export const CopySettingsResponseSchema = z.object({
  settings: CardDuplicateSettingsSchema,
  stages: z.array(z.object({ id: IdSchema, name: z.string() })),
});
export interface CopySettingsResponse {
  settings: CardDuplicateSettings;
  stages: Array<{ id: string; name: string }>;
}

/** `POST …/clone`: the new cards, in board order. */
export const CloneCardResponseSchema = z.object({ content_groups: z.array(CardSchema) });
export interface CloneCardResponse {
  content_groups: Card[];
}

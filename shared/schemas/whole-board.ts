/**
 * `GET /api/v1/workspaces/{id}/cards` (issue 27 "A whole board in one round trip per stage"; beyond the
 * spec, BRIEF §8; docs/decisions.md D30): every unarchived card of the workspace's stages the caller may
 * see, or of one (`stage_id`), in board order, each card as the stage's `list_data` pages give it.
 * Web and functions share these shapes.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import { CardSchema } from './card';

export const WholeBoardQuerySchema = z.object({
  /** Only this stage (it must be one the caller may see); every visible stage without it. */
  stage_id: z.optional(IdSchema),
  /** Only cards whose title contains this (case-insensitive); "*" or empty: every card. */
  search: z.optional(singleLineText().check(maxTextLength(200))),
});

export const WholeBoardSchema = z.object({
  /** The stages in board order, each with its cards in board order. */
  stages: z.array(z.object({ id: IdSchema, name: z.string(), cards: z.array(CardSchema) })),
  /** How many cards the answer carries. */
  total: z.int(),
  /** More cards than one answer carries (5,000) matched: the first ones of each stage in board order are there. */
  truncated: z.boolean(),
});
export type WholeBoard = z.infer<typeof WholeBoardSchema>;

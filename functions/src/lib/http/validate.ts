/**
 * Request validation with the shared zod schemas (BRIEF §5 "Schemas").
 * @throws BadRequestError with `errors` keyed by field path (e.g. `email`, `stages.0.id`) and the
 *   schema's own messages, which are the spec's texts ("Required", "Invalid email", …). The `message` is
 *   the first field's message alone: people read it, and the field travels in `errors` (issue 30 item 11).
 */
import type * as z from '../../../../shared/schemas/zod';
import { BadRequestError } from './errors';

export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0];
  throw new BadRequestError(first ? first[1][0] : 'Invalid request', errors);
}

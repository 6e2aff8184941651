/**
 * Request validation with the shared zod schemas (BRIEF §5 "Schemas").
 * @throws BadRequestError with `errors` keyed by field path (e.g. `email`, `stages.0.id`) and the
 *   schema's own messages, which are the spec's texts ("Required", "Invalid email", …). The `message` is
 *   the first field's message alone: people read it, and the field travels in `errors` (issue 30 item 11).
 *   A message built from the issue's values (zod's own defaults, a schema's "Enter at most 255 characters")
 *   carries its catalogue key and values, so the envelope words it in the caller's language (issue 41;
 *   decisions MV1); the English is zod's and the schema's, unchanged.
 */
import type * as z from '../../../../shared/schemas/zod';
import { issueMessageKey, type ValidationIssue } from '../i18n/issue-messages';
import { BadRequestError, withFieldMessageKey, type MessageKey } from './errors';

export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  // `reportInput`: an invalid_type issue names the type it received, which zod reads from the input.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  const keyed = new Map<string, MessageKey>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
    const key = issueMessageKey(issue as ValidationIssue);
    if (key && !keyed.has(issue.message)) keyed.set(issue.message, key);
  }
  const first = Object.entries(errors)[0];
  const error = new BadRequestError(first ? first[1][0] : 'Invalid request', errors);
  for (const [text, { key, values }] of keyed) withFieldMessageKey(error, text, key, values);
  throw error;
}

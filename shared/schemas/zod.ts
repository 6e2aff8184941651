/**
 * The zod every shared schema is written with: zod/mini, the functional, tree-shakable build of zod 4
 * (issue 11 "Lambda size and cold start"; docs/decisions.md I19). Its schemas are the same zod 4 core
 * schemas as the classic build's, with checks passed to `.check(…)` and wrappers as functions
 * (`z.optional(s)`, `z._default(s, v)`, `z.extend(s, shape)`), so a bundle keeps only what it uses:
 * about 30 KB minified where classic zod cost about 95 KB in every Lambda and in the web app's shared chunk.
 *
 * Classic zod sets its English messages when loaded; mini does not, so this module does, once, for the
 * messages a schema leaves to zod ("Too big: expected number to be <=3", …), and makes a missing field
 * say "Required" (accounts spec §5, §8; decisions I19). Import `z` from here, never from 'zod' or
 * 'zod/mini' directly, so that this configuration always runs first (ESLint enforces it).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/** Issues zod raises for a value that is not there: the wrong type, no branch of a union, not the literal. */
const MISSING_VALUE_CODES = new Set<string | undefined>(['invalid_type', 'invalid_union', 'invalid_value']);

z.config({
  ...en(),
  // A field left out answers what the spec says of every required field ("Required", accounts spec §5 and §8),
  // not zod's "Invalid input: expected string, received undefined". A schema's own message still wins.
  customError: (issue) => (issue.input === undefined && MISSING_VALUE_CODES.has(issue.code) ? 'Required' : undefined),
});

export * from 'zod/mini';

/**
 * The zod every shared schema is written with: zod/mini, the functional, tree-shakable build of zod 4
 * (issue 11 "Lambda size and cold start"; docs/decisions.md I19). Its schemas are the same zod 4 core
 * schemas as the classic build's, with checks passed to `.check(…)` and wrappers as functions
 * (`z.optional(s)`, `z._default(s, v)`, `z.extend(s, shape)`), so a bundle keeps only what it uses:
 * about 30 KB minified where classic zod cost about 95 KB in every Lambda and in the web app's shared chunk.
 *
 * Classic zod sets its English messages when loaded; mini does not, so this module does, once, for the
 * messages a schema leaves to zod ("Too big: expected string to have <=100 characters", …). Import `z`
 * from here, never from 'zod' or 'zod/mini' directly, so that configuration always runs first.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';

/**
 * Personal API keys (issue 29 "Personal API keys"; BRIEF §8 "Secrets that act as credentials";
 * docs/data-model.md patterns 220–226; decisions P1–P12). Shared by web and functions.
 *
 * A key is `glk_` and 43 base64url characters (32 random bytes), so secret scanners can recognise it with
 * `API_KEY_PATTERN`. It is shown once, in the answer that creates it (`key`); only its SHA-256 hash is
 * stored. A key acts as its user on `/api/v1` (`Authorization: Bearer glk_…`), except on the routes that
 * change the account itself; a `read` key only on GET routes.
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_SCOPES } from './api-key-limits';

export * from './api-key-limits';

/** One key as listed: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: IdSchema,
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters (`glk_` and 8 more), to recognise it. */
  prefix: z.string(),
  created_at: TimestampSchema,
  expires_at: z.nullable(TimestampSchema),
  last_used_at: z.nullable(TimestampSchema),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** `GET /api/v1/api_keys`: the caller's keys, newest first. */
export const ApiKeyListSchema = z.object({ api_keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** `POST /api/v1/api_keys`: a name, an expiry (30, 90, 365 days or null for none) and a scope. */
export const CreateApiKeyRequestSchema = z.object({
  name: singleLineText({ error: API_KEY_MESSAGES.nameRequired }).check(
    z.minLength(1, API_KEY_MESSAGES.nameRequired),
    maxTextLength(API_KEY_LIMITS.nameLength),
  ),
  expires_in_days: z.nullable(
    z.union([z.literal(30), z.literal(90), z.literal(365)], { error: API_KEY_MESSAGES.expiry }),
  ),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/**
 * The create answer: the key as listed, and `key` itself, shown this once. A replay of the creation (same
 * `Idempotency-Key`, issue 40) answers `key: ""`: the key is never stored, not even for the replay (IK5).
 */
export const CreatedApiKeySchema = z.object({ api_key: ApiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

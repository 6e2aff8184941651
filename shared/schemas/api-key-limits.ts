/**
 * Personal API keys' constants: the key's form, scopes, expiries, limits and messages (issue 29; decisions
 * P1–P9). Without zod, so that the API's authorizer bundles none; ./api-keys.ts re-exports them beside the
 * request and answer schemas.
 */
/** The key's fixed prefix (GitHub's `ghp_`, Stripe's `sk_live_`): what secret scanners look for. */
export const API_KEY_PREFIX = 'glk_';
/** A whole key: the prefix and 32 random bytes in base64url (43 characters). */
export const API_KEY_PATTERN = /^glk_[A-Za-z0-9_-]{43}$/;
/** How many characters of the key (prefix included) the list shows, to recognise it. */
export const API_KEY_SHOWN_PREFIX_LENGTH = 12;

/** What a key may do: read (GET) only, or read and write. */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The expiries offered, in days; null is a key that never expires. */
export const API_KEY_EXPIRIES = [30, 90, 365] as const;

export const API_KEY_LIMITS = {
  /** Keys one user may hold at a time (decisions P3). */
  perUser: 10,
  nameLength: 60,
  /** Requests one key may make per clock minute (decisions P5); over it, 429 with Retry-After. */
  perMinute: 120,
} as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name.',
  expiry: 'Choose an expiry of 30, 90 or 365 days, or none.',
  scope: "Choose the key's scope: read or read_write.",
  tooMany: `You have ${API_KEY_LIMITS.perUser} API keys already. Revoke one before creating another.`,
  notFound: 'API key not found',
  readOnly: 'This API key is read-only: it cannot change anything.',
  accountRoute:
    'API keys cannot change the account itself (password, deletion, sessions, API keys, the calendar feed). Sign in to do that.',
  rateLimited: `This API key made more than ${API_KEY_LIMITS.perMinute} requests in a minute. Please wait and try again.`,
} as const;

/**
 * What the API reference says about personal API keys (issue 29 "The API reference shows how to
 * authenticate with a key"; BRIEF §8; decisions P1–P12): the `api_key` security scheme beside the Cognito
 * one, and a short guide with a curl example, in the document's description (shown atop the Swagger UI
 * page at /api/docs). Kept apart from ./openapi.ts, which builds the document.
 */
import { API_KEY_LIMITS } from '../../../shared/schemas/api-keys';

/** The security scheme of a personal API key: a bearer token of the form `glk_…`. */
export const API_KEY_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'glk_<43 base64url characters>',
  description:
    "A personal API key from the profile page, sent as `Authorization: Bearer glk_…`. It acts as its user with that user's roles, never more; a read-only key only on GET; never on the account's own routes (password, deletion, sign out everywhere, API keys). " +
    `Each key may make ${API_KEY_LIMITS.perMinute} requests a minute (429 with Retry-After beyond). Revoked, expired or malformed keys answer 401.`,
} as const;

/** The "Authenticate with an API key" section of the document's description (Markdown). */
export const API_KEY_GUIDE = [
  '## Authenticate with an API key',
  '',
  'Create a key on your profile page (**Profile → API keys**): give it a name, an expiry (30, 90 or 365 days, or none) and a scope (read-only, or read and write). The key is shown once; copy it then. Send it as a bearer token:',
  '',
  '```sh',
  'curl -H "Authorization: Bearer $GREENLIGHT_API_KEY" \\',
  '     -H "org_id: $ORGANIZATION_ID" \\',
  '     https://app.example.com/api/v1/workspaces',
  '```',
  '',
  'The key acts as you, with your roles in each organization and workspace. A read-only key answers 403 on anything but GET; no key may change the account itself (403). ' +
    `Each key may make ${API_KEY_LIMITS.perMinute} requests per minute; beyond that the API answers 429 with a \`Retry-After\` header (seconds). ` +
    'A revoked, expired or malformed key answers 401 `{"message":"Unauthorized"}`.',
  '',
  'Keys match `glk_[A-Za-z0-9_-]{43}`, so secret scanners can find one committed by mistake: revoke it at once on the profile page.',
].join('\n');

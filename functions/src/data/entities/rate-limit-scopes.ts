/**
 * What a rate limit counts per source (issue 10; docs/decisions.md S15, S16, S25), in a module free of
 * ElectroDB, so the DynamoDB-Toolbox twin (decisions I20) uses them without loading it.
 * `./rate-limit` re-exports them.
 */
export const RATE_LIMIT_SCOPES = ['sign_in_ip', 'registration_ip', 'content_download'] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/**
 * What a rate limit counts per source (issue 10; docs/decisions.md S15, S16, S25; issue 37: review links opened, per link and per address, RL5).
 */
export const RATE_LIMIT_SCOPES = [
  'sign_in_ip',
  'registration_ip',
  'content_download',
  'review_link_token',
  'review_link_ip',
  // Codes e-mailed for a link that requires one, per link and per address (issue 37; decisions K2).
  'review_code_token',
  'review_code_ip',
] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

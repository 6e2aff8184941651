/**
 * What a rate limit counts per source (issue 10; docs/decisions.md S15, S16, S25; issue 37: review links opened, per link and per address, RL5).
 */
export const RATE_LIMIT_SCOPES = [
  'sign_in_ip',
  'registration_ip',
  'content_download',
  'review_link_token',
  'review_link_ip',
] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/**
 * Request counters per source and fixed window (issue 10: sign-in and registration are rate-limited per
 * IP; docs/decisions.md S15, S16, S25). One item per scope, subject and window; it expires (TTL) one
 * window after its own ends, because the sliding window still weighs it then.
 * Access patterns: get the previous window, conditional add to the current one (table).
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

import { RATE_LIMIT_SCOPES } from './rate-limit-scopes';

export { RATE_LIMIT_SCOPES, type RateLimitScope } from './rate-limit-scopes';

export const RateLimitEntity = new Entity({
  model: { entity: 'rate_limit', version: '1', service: SERVICE },
  attributes: {
    scope: { type: RATE_LIMIT_SCOPES, required: true, readOnly: true },
    /** What is counted, e.g. the source IP. */
    subject: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds the window began (a multiple of the window length). */
    window_start: { type: 'number', required: true, readOnly: true },
    hits: { type: 'number' },
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: { type: 'number' },
  },
  indexes: {
    byWindow: { pk: { field: 'pk', composite: ['scope', 'subject', 'window_start'] }, sk: { field: 'sk', composite: [] } },
  },
});

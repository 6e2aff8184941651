/**
 * The keys of a reviewer session's item and of the reviewer (issue 37; decisions RL3), apart from their
 * entities (./review-link.ts): the API's authorizer reads both with plain GetItems (../review-session-use.ts)
 * and bundles neither Toolbox nor zod.
 */
import type { IndexSpec, ModelSpec } from '../keys';

/** ElectroDB's model of `review_session` in the Greenlight service (./common.ts `modelOf`). */
export const REVIEW_SESSION_MODEL = {
  service: 'greenlight',
  entity: 'review_session',
  version: '1',
} as const satisfies ModelSpec;
/** The table keys: one item per session hash. */
export const REVIEW_SESSION_BY_HASH: IndexSpec = {
  pk: { field: 'pk', composite: ['session_hash'] },
  sk: { field: 'sk', composite: [] },
};

/** ElectroDB's model of `reviewer` in the Greenlight service. */
export const REVIEWER_MODEL = { service: 'greenlight', entity: 'reviewer', version: '1' } as const satisfies ModelSpec;
/** The table keys: a card's reviewers, in the card's partition. */
export const REVIEWER_BY_CARD: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['reviewer_id'] },
};

/**
 * The key spec of a personal API key's hash item (`pk=key_hash_{sha256}`, `sk=$api_key_token_1`; issue 29;
 * docs/data-model.md pattern 225), apart from its DynamoDB-Toolbox entity (./api-key.ts) so that the
 * API's authorizer, which updates the item with a plain UpdateItem, bundles neither Toolbox nor zod.
 */
import type { IndexSpec, ModelSpec } from '../keys';

/** ElectroDB's model of `api_key_token` in the Greenlight service (./common.ts `modelOf`). */
export const API_KEY_TOKEN_MODEL = {
  service: 'greenlight',
  entity: 'api_key_token',
  version: '1',
} as const satisfies ModelSpec;
/** The table keys: one item per key hash. */
export const API_KEY_TOKEN_BY_HASH: IndexSpec = {
  pk: { field: 'pk', composite: ['key_hash'] },
  sk: { field: 'sk', composite: [] },
};

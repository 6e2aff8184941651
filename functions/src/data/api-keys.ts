/**
 * A user's personal API keys: create, list, revoke, and remove them all with the account (issue 29
 * "Personal API keys"; BRIEF §8 secrets; docs/data-model.md patterns 220–224; decisions P1–P4).
 * The authorizer's lookup is ./api-key-use.ts.
 *
 * A key is `glk_` and 32 random bytes in base64url; only its SHA-256 hash is stored. The owner's item and
 * the hash item are written and deleted in one transaction, so a revoked key answers 401 from the moment
 * the revoke returns.
 */
import { randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  type ApiKey,
  type CreateApiKeyRequest,
} from '../../../shared/schemas/api-keys';
import { uuidv7 } from '../lib/ids/uuid';
import { BadRequestError, NotFoundError } from '../lib/http/errors';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { deleteItems, getItems, keyQuery, queryAll, type Item } from './access';
import { createTransaction, removeTransaction, runTransaction, updateTransaction } from './transactions';
import { API_KEY_BY_USER, API_KEY_MODEL, ApiKeyCount, ApiKeyItem, ApiKeyToken } from './entities/api-key';
import { apiKeyHash } from './api-key-use';

export type ApiKeyRecord = Item<typeof ApiKeyItem>;

export { apiKeyHash };

const DAY_MS = 86_400_000;

/** Pattern 220: the user's key items, oldest first (1 Query of the user's partition, consistent). */
async function listKeyItems(userId: string): Promise<ApiKeyRecord[]> {
  return queryAll(ApiKeyItem, keyQuery(API_KEY_MODEL, API_KEY_BY_USER, { user_id: userId }), { consistent: true });
}

/** A key item as the API lists it, with the last use from its hash item. */
function present(item: ApiKeyRecord, lastUsedAt: string | null): ApiKey {
  return {
    id: item.key_id,
    name: item.name,
    scope: item.scope,
    prefix: item.prefix,
    created_at: item.created_at,
    expires_at: item.expires_at ?? null,
    last_used_at: lastUsedAt,
  };
}

/**
 * Pattern 221: the caller's keys, newest first, with their last use: 1 Query and 1 BatchGetItem of the
 * hash items (at most `API_KEY_LIMITS.perUser`).
 */
export async function listApiKeys(userId: string): Promise<ApiKey[]> {
  const items = await listKeyItems(userId);
  const tokens = items.length
    ? await getItems(
        ApiKeyToken,
        items.map((item) => ({ key_hash: item.key_hash })),
      )
    : [];
  const lastUsed = new Map(tokens.map((token) => [token.key_id, token.last_used_at ?? null]));
  return items.map((item) => present(item, lastUsed.get(item.key_id) ?? null)).reverse();
}

/**
 * Pattern 222: create a key: one TransactWrite of the owner's item and the hash item, both
 * `attribute_not_exists`, and the user's key count +1 under `count < API_KEY_LIMITS.perUser`, so two
 * creates racing at the limit cannot both pass. The Query before gives the clear message in the usual case.
 * @returns the key, to show once, and the key as listed.
 * @throws BadRequestError when the user already holds the most keys allowed (nothing stored).
 */
export async function createApiKey(
  userId: string,
  input: CreateApiKeyRequest,
  now = new Date(),
): Promise<{ key: string; apiKey: ApiKey }> {
  const existing = await listKeyItems(userId);
  if (existing.length >= API_KEY_LIMITS.perUser)
    throw new BadRequestError(API_KEY_MESSAGES.tooMany, { base: [API_KEY_MESSAGES.tooMany] });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const keyHash = apiKeyHash(key);
  const keyId = uuidv7(now.getTime());
  const expiresAt =
    input.expires_in_days === null ? undefined : new Date(now.getTime() + input.expires_in_days * DAY_MS).toISOString();
  const item: ApiKeyRecord = {
    user_id: userId,
    key_id: keyId,
    name: input.name,
    scope: input.scope,
    prefix: key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
    key_hash: keyHash,
    created_at: now.toISOString(),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  };
  const result = await runTransaction([
    createTransaction(ApiKeyItem, item),
    createTransaction(ApiKeyToken, {
      key_hash: keyHash,
      user_id: userId,
      key_id: keyId,
      scope: input.scope,
      ...(expiresAt ? { expires_at: expiresAt } : {}),
    }),
    updateTransaction(ApiKeyCount, { user_id: userId, count: $add(1) }, {
      or: [
        { attr: 'count', exists: false },
        { attr: 'count', lt: API_KEY_LIMITS.perUser },
      ],
    } as never),
  ]);
  // The count's condition failed: another create took the last place meanwhile. (A 256-bit random hash cannot collide.)
  if (result.canceled) throw new BadRequestError(API_KEY_MESSAGES.tooMany, { base: [API_KEY_MESSAGES.tooMany] });
  return { key, apiKey: present(item, null) };
}

/**
 * Pattern 223: revoke one of the caller's keys: both items deleted in one TransactWrite, each
 * `attribute_exists`, with the user's key count −1. Another user's key id is not found, as an unknown one.
 * @throws NotFoundError for a key id the caller does not hold.
 */
export async function revokeApiKey(userId: string, keyId: string): Promise<void> {
  const item = (await listKeyItems(userId)).find((candidate) => candidate.key_id === keyId);
  if (!item) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  const result = await runTransaction([
    removeTransaction(ApiKeyItem, { user_id: userId, key_id: keyId }),
    removeTransaction(ApiKeyToken, { key_hash: item.key_hash }, { attr: 'user_id', eq: userId } as never),
    updateTransaction(ApiKeyCount, { user_id: userId, count: $add(-1) }),
  ]);
  if (result.canceled) throw new NotFoundError(API_KEY_MESSAGES.notFound);
}

/**
 * Pattern 224: with the account (services/accounts/deletion.ts), delete every hash item of the user's keys
 * (BatchWriteItem), so they answer 401 at once; the owner's items go with the user's partition.
 */
export async function deleteApiKeysOfUser(userId: string): Promise<void> {
  const items = await listKeyItems(userId);
  await deleteItems(
    ApiKeyToken,
    items.map((item) => ({ key_hash: item.key_hash })),
  );
}

/**
 * Pattern 225: a key's authorization, in ONE DynamoDB request (issue 29 "a key's authorization adds at
 * most one DynamoDB read"; decisions P5–P7): an UpdateItem of the hash item that
 * - fails unless the item exists (a revoked key's was deleted; so was a deleted user's) and has not
 *   expired (`expires_at` > now),
 * - counts the request in the minute's counter `rate_{minute}` (epoch minutes), failing once it reached
 *   the limit, and removes the previous minute's counter,
 * - sets `last_used_at`,
 * - returns the user, key and scope (ALL_NEW), or on a failed condition the item as it was (ALL_OLD),
 *   which tells a refused key (401) from one over its limit (429).
 *
 * The counters each answer shows are remembered per key (`SEEN`, bounded), so this runtime's next request
 * of the key removes them too: a counter left after an idle minute goes then. One left by a request that
 * another runtime served stays until this runtime sees it; it never counts, since each minute has its own
 * attribute.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { ApiKeyScope } from '../../../shared/schemas/api-key-limits';
import { documentClient } from '../lib/aws/dynamodb';
import { env } from '../lib/env';
import { indexKeys } from './keys';
import { API_KEY_TOKEN_BY_HASH, API_KEY_TOKEN_MODEL } from './entities/api-key-keys';

export type ApiKeyUse =
  | { outcome: 'authorized'; userId: string; keyId: string; scope: ApiKeyScope }
  /** Over the per-minute limit: `retryAfter` seconds until the next minute. */
  | { outcome: 'rate_limited'; userId: string; keyId: string; scope: ApiKeyScope; retryAfter: number }
  /** Unknown, revoked or expired: 401. */
  | { outcome: 'refused' };

/** SHA-256 (hex) of a key: the only form in which it is stored, and the hash item's key. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const RATE_PREFIX = 'rate_';
/** The counter names the last answer showed, per key hash: removed by the next use in another minute (bounded). */
const SEEN = new Map<string, string[]>();
const SEEN_KEYS_KEPT = 1000;

/** An attribute of an item returned by the document client (plain) or in an exception (marshalled). */
function attributeOf(item: Record<string, unknown> | undefined, name: string): string | number | undefined {
  const value = item?.[name];
  if (value && typeof value === 'object') {
    const typed = value as { S?: string; N?: string };
    return typed.S ?? (typed.N === undefined ? undefined : Number(typed.N));
  }
  return value as string | number | undefined;
}

function countersOf(item: Record<string, unknown>): string[] {
  return Object.keys(item).filter((name) => name.startsWith(RATE_PREFIX));
}

/**
 * Count one request of the key whose hash is `keyHash`, as of `now` (ms), against `perMinute`.
 * @returns whether it is authorized, over its limit, or refused.
 */
export async function useApiKey(keyHash: string, now: number, perMinute: number): Promise<ApiKeyUse> {
  const minute = Math.floor(now / 60_000);
  const current = `${RATE_PREFIX}${minute}`;
  const removals = [...new Set([`${RATE_PREFIX}${minute - 1}`, ...(SEEN.get(keyHash) ?? [])])]
    .filter((name) => name !== current)
    .slice(0, 20);
  const names: Record<string, string> = { '#pk': 'pk', '#exp': 'expires_at', '#used': 'last_used_at', '#cur': current };
  removals.forEach((name, i) => (names[`#old${i}`] = name));
  const remove = removals.length ? ` REMOVE ${removals.map((_, i) => `#old${i}`).join(', ')}` : '';
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: indexKeys(API_KEY_TOKEN_MODEL, API_KEY_TOKEN_BY_HASH, { key_hash: keyHash }),
        UpdateExpression: `SET #used = :now, #cur = if_not_exists(#cur, :zero) + :one${remove}`,
        ConditionExpression:
          'attribute_exists(#pk) AND (attribute_not_exists(#exp) OR #exp > :now) AND (attribute_not_exists(#cur) OR #cur < :limit)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':zero': 0, ':one': 1, ':limit': perMinute },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const item = Attributes ?? {};
    if (SEEN.size >= SEEN_KEYS_KEPT) SEEN.clear();
    SEEN.set(keyHash, countersOf(item));
    return {
      outcome: 'authorized',
      userId: String(item.user_id),
      keyId: String(item.key_id),
      scope: item.scope as ApiKeyScope,
    };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const old = (error as { Item?: Record<string, unknown> }).Item;
    const userId = attributeOf(old, 'user_id');
    const expiresAt = attributeOf(old, 'expires_at');
    if (typeof userId !== 'string' || (typeof expiresAt === 'string' && expiresAt <= new Date(now).toISOString()))
      return { outcome: 'refused' };
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    return {
      outcome: 'rate_limited',
      userId,
      keyId: String(attributeOf(old, 'key_id')),
      scope: attributeOf(old, 'scope') as ApiKeyScope,
      retryAfter,
    };
  }
}

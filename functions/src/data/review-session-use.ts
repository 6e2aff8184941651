/**
 * Pattern 246: a reviewer session's lookup by the API's authorizer (issue 37; decisions RL3): GetItem of the
 * session's hash item, then GetItem of its reviewer, so a revoked reviewer or an expired link ends every
 * session at once and every refusal is the gateway's same 401. With the document client: the authorizer
 * bundles neither Toolbox nor zod. The handler reads the reviewer again (data/review-links.ts
 * `reviewerOfSession`) for a revoke that lands in between.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { documentClient } from '../lib/aws/dynamodb';
import { env } from '../lib/env';
import { indexKeys } from './keys';
import {
  REVIEW_SESSION_BY_HASH,
  REVIEW_SESSION_MODEL,
  REVIEWER_BY_CARD,
  REVIEWER_MODEL,
} from './entities/review-link-keys';

/** What a live session stands for: one reviewer of one card. */
export interface ReviewSessionUse {
  reviewerId: string;
  cardId: string;
  workspaceId: string;
}

/** One item by its table key (consistent), or undefined. */
async function getByKey(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** Whether an item exists and its `valid_until` (ISO) is after `now` (ms). */
const liveAt = (item: Record<string, unknown> | undefined, now: number) =>
  typeof item?.valid_until === 'string' && Date.parse(item.valid_until) > now;

/**
 * The reviewer, card and workspace of session token `token` at `now` (ms), or null for an unknown or ended one.
 * The caller checks the token's form first.
 */
export async function useReviewSession(token: string, now: number): Promise<ReviewSessionUse | null> {
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await getByKey(indexKeys(REVIEW_SESSION_MODEL, REVIEW_SESSION_BY_HASH, { session_hash: hash }));
  if (!liveAt(session, now)) return null;
  const reviewer = await getByKey(
    indexKeys(REVIEWER_MODEL, REVIEWER_BY_CARD, { card_id: session!.card_id, reviewer_id: session!.reviewer_id }),
  );
  if (!liveAt(reviewer, now)) return null;
  return {
    reviewerId: String(session!.reviewer_id),
    cardId: String(session!.card_id),
    workspaceId: String(session!.workspace_id),
  };
}

/**
 * A user's private iCal feed: issue, regenerate, change the scope, revoke, and look a token up (issue 28
 * "iCal feed"; BRIEF §8 secrets; docs/data-model.md patterns 190–193; decisions G13–G15).
 *
 * The token is 32 random bytes in base64url (43 characters); only its SHA-256 hash is stored. The user's
 * feed item and the token's lookup item are always written and deleted in the same transaction, each
 * conditioned on the hash read, so a regenerate or revoke racing another leaves exactly one live token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedScope } from '../../../shared/schemas/calendar-feed';
import { CALENDAR_FEED_MESSAGES } from '../../../shared/schemas/calendar-feed';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { getItem, type Item } from './access';
import {
  createTransaction,
  deleteTransaction,
  putTransaction,
  removeTransaction,
  runTransaction,
  type TransactionItem,
} from './transactions';
import { CalendarFeed, CalendarFeedToken } from './entities/calendar-feed';

export type CalendarFeedRecord = Item<typeof CalendarFeed>;

/** SHA-256 (hex) of a feed token: the only form in which it is stored. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Pattern 190: the user's feed settings, or null without a feed (1 GetItem). */
export async function getCalendarFeed(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<CalendarFeedRecord | null> {
  return getItem(CalendarFeed, { user_id: userId }, options);
}

/** The feed item as read (or its absence): the condition that keeps a write from overtaking another. */
function unchangedSince(read: CalendarFeedRecord | null) {
  return read ? { attr: 'token_hash', eq: read.token_hash } : { attr: 'token_hash', exists: false };
}

/**
 * Pattern 191: make the user's feed, or regenerate it: a new random token replaces the old one in one
 * TransactWrite (P feed conditioned on the hash read, P new token `attribute_not_exists`, D old token),
 * so the old URL answers 404 from the moment this returns.
 * @returns the new token (to build the URL once) and the stored feed.
 * @throws ConflictError when another regenerate or revoke won the race.
 */
export async function issueCalendarFeed(
  userId: string,
  scope: CalendarFeedScope | undefined,
  now = new Date(),
): Promise<{ token: string; feed: CalendarFeedRecord }> {
  const read = await getCalendarFeed(userId, { consistent: true });
  const token = randomBytes(32).toString('base64url');
  const feed: CalendarFeedRecord = {
    user_id: userId,
    token_hash: feedTokenHash(token),
    scope: scope ?? read?.scope ?? 'participating',
    created_at: now.toISOString(),
  };
  const items: TransactionItem[] = [
    putTransaction(CalendarFeed, feed, unchangedSince(read) as never),
    createTransaction(CalendarFeedToken, { token_hash: feed.token_hash, user_id: userId, scope: feed.scope }),
    ...(read ? [deleteTransaction(CalendarFeedToken, { token_hash: read.token_hash })] : []),
  ];
  const result = await runTransaction(items);
  if (result.canceled) throw new ConflictError('The calendar feed was changed meanwhile. Please try again.');
  return { token, feed };
}

/**
 * Pattern 192: change which cards the feed lists; the URL stays. One TransactWrite of both items,
 * conditioned on the hash read.
 * @throws NotFoundError without a feed; ConflictError when it was regenerated or revoked meanwhile.
 */
export async function setCalendarFeedScope(userId: string, scope: CalendarFeedScope): Promise<CalendarFeedRecord> {
  const read = await getCalendarFeed(userId, { consistent: true });
  if (!read) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
  const feed = { ...read, scope };
  const result = await runTransaction([
    putTransaction(CalendarFeed, feed, unchangedSince(read) as never),
    putTransaction(CalendarFeedToken, { token_hash: read.token_hash, user_id: userId, scope }, {
      attr: 'user_id',
      eq: userId,
    } as never),
  ]);
  if (result.canceled) throw new ConflictError('The calendar feed was changed meanwhile. Please try again.');
  return feed;
}

/**
 * Pattern 193: revoke the feed: both items deleted in one TransactWrite (the token first answers 404).
 * Revoking without a feed does nothing.
 * @throws ConflictError when it was regenerated meanwhile.
 */
export async function revokeCalendarFeed(userId: string): Promise<void> {
  const read = await getCalendarFeed(userId, { consistent: true });
  if (!read) return;
  const result = await runTransaction([
    removeTransaction(CalendarFeed, { user_id: userId }, unchangedSince(read) as never),
    deleteTransaction(CalendarFeedToken, { token_hash: read.token_hash }),
  ]);
  if (result.canceled) throw new ConflictError('The calendar feed was changed meanwhile. Please try again.');
}

/** Pattern 194: the user and scope a feed token stands for, or null for an unknown or revoked one (1 GetItem by hash). */
export async function readCalendarFeedToken(
  token: string,
): Promise<{ userId: string; scope: CalendarFeedScope } | null> {
  const data = await getItem(CalendarFeedToken, { token_hash: feedTokenHash(token) }, { consistent: true });
  return data ? { userId: data.user_id, scope: data.scope } : null;
}

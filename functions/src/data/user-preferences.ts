/**
 * A user's minimized cards, search history and popup dismisses, all in their own partition
 * (docs/data-model.md patterns 54, 81, 82, 129; decisions K23–K26).
 */
import { PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../../shared/schemas/user-preference-limits';
import { BadRequestError, NotFoundError } from '../lib/http/errors';
import { uuidv5 } from '../lib/ids/uuid';
import { isConditionFailure } from './access';
import { createItem, deleteItem, deleteItems, getItem, keyQuery, putItem, queryAll, type Item } from './access';
import {
  MINIMIZED_CARD_BY_CARD,
  MINIMIZED_CARD_BY_USER,
  MINIMIZED_CARD_MODEL,
  MinimizedCard,
  PopupDismiss,
  SEARCH_HISTORY_BY_USER_WORKSPACE,
  SEARCH_HISTORY_MODEL,
  SearchHistory,
} from './entities/user-preferences';

export type MinimizedCardRecord = Item<typeof MinimizedCard>;
export type SearchHistoryRecord = Item<typeof SearchHistory>;

/** Pattern 81 (list): a user's minimized cards, oldest first (one Query). */
export async function listMinimizedCards(userId: string): Promise<MinimizedCardRecord[]> {
  const cards = await queryAll(
    MinimizedCard,
    keyQuery(MINIMIZED_CARD_MODEL, MINIMIZED_CARD_BY_USER, { user_id: userId }),
  );
  return cards.sort((a, b) => a.added_at.localeCompare(b.added_at));
}

/**
 * Pattern 81 (add): minimize a card. Minimizing it again keeps it where it is.
 * @throws BadRequestError when the user already keeps the most minimized cards.
 */
export async function minimizeCard(userId: string, workspaceId: string, cardId: string): Promise<void> {
  const current = await listMinimizedCards(userId);
  if (current.some((m) => m.card_id === cardId)) return;
  if (current.length >= PREFERENCE_LIMITS.minimizedCards)
    throw new BadRequestError(PREFERENCE_MESSAGES.tooManyMinimized);
  try {
    await createItem(MinimizedCard, { user_id: userId, card_id: cardId, workspace_id: workspaceId });
  } catch (error) {
    // Minimized meanwhile by another tab: already there.
    if (!isConditionFailure(error)) throw error;
  }
}

/** Pattern 81 (remove): restore or close a minimized card. @returns false when it was not minimized. */
export async function removeMinimizedCard(userId: string, cardId: string): Promise<boolean> {
  try {
    await deleteItem(
      MinimizedCard,
      { user_id: userId, card_id: cardId },
      { condition: { attr: 'card_id', exists: true } },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Pattern 82: take a card out of every dock (when it is binned; accounts spec §7 MinimizedCardChannel
 * `bulk_destroy_minimized_cards`). One gsi1 Query, then one BatchWrite. @returns the users concerned.
 */
export async function removeCardFromAllDocks(cardId: string): Promise<string[]> {
  const docked = await queryAll(
    MinimizedCard,
    keyQuery(MINIMIZED_CARD_MODEL, MINIMIZED_CARD_BY_CARD, { card_id: cardId }),
  );
  if (docked.length)
    await deleteItems(
      MinimizedCard,
      docked.map((m) => ({ user_id: m.user_id, card_id: m.card_id })),
    );
  return docked.map((m) => m.user_id);
}

/** Pattern 54 (list): a user's searches in a workspace, newest first (one Query). */
export async function listSearchHistory(userId: string, workspaceId: string): Promise<SearchHistoryRecord[]> {
  const entries = await queryAll(
    SearchHistory,
    keyQuery(SEARCH_HISTORY_MODEL, SEARCH_HISTORY_BY_USER_WORKSPACE, { user_id: userId, workspace_id: workspaceId }),
  );
  return entries.sort((a, b) => b.searched_at.localeCompare(a.searched_at) || a.history_id.localeCompare(b.history_id));
}

/**
 * Pattern 54 (record): remember a search. The entry's id is the UUIDv5 of the lower-cased text, so
 * searching it again moves it to the top instead of adding a duplicate; past 50 entries the oldest go.
 * Empty texts are not kept (cards spec §4 "empty texts dropped"). `now` is for tests.
 * @returns the entry, or null for an empty text.
 */
export async function recordSearch(
  userId: string,
  workspaceId: string,
  text: string,
  now = new Date(),
): Promise<SearchHistoryRecord | null> {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const entry = {
    user_id: userId,
    workspace_id: workspaceId,
    history_id: uuidv5(trimmed.toLocaleLowerCase()),
    text: trimmed,
    searched_at: now.toISOString(),
  };
  await putItem(SearchHistory, entry);
  const all = await listSearchHistory(userId, workspaceId);
  const overflow = all.slice(PREFERENCE_LIMITS.searchHistory);
  if (overflow.length)
    await deleteItems(
      SearchHistory,
      overflow.map(({ user_id, workspace_id, history_id }) => ({ user_id, workspace_id, history_id })),
    );
  return entry;
}

/** Pattern 54 (delete): forget one search. @throws NotFoundError for an unknown entry. */
export async function deleteSearch(userId: string, workspaceId: string, historyId: string): Promise<void> {
  try {
    await deleteItem(
      SearchHistory,
      { user_id: userId, workspace_id: workspaceId, history_id: historyId },
      { condition: { attr: 'history_id', exists: true } },
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(PREFERENCE_MESSAGES.historyNotFound);
    throw error;
  }
}

/** Pattern 129 (read): until when a popup is snoozed, or null (absent or past; `now` is for tests). */
export async function getPopupDismiss(userId: string, popupId: string, now = Date.now()): Promise<string | null> {
  const dismiss = await getItem(PopupDismiss, { user_id: userId, popup_id: popupId });
  return dismiss && Date.parse(dismiss.dismiss_until) > now ? dismiss.dismiss_until : null;
}

/** Pattern 129 (write): snooze a popup until `until` (one Put; TTL removes it afterwards in AWS). */
export async function setPopupDismiss(userId: string, popupId: string, until: Date): Promise<void> {
  await putItem(PopupDismiss, {
    user_id: userId,
    popup_id: popupId,
    dismiss_until: until.toISOString(),
    expires_at: Math.ceil(until.getTime() / 1000),
  });
}

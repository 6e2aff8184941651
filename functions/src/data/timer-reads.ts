/**
 * Time tracking reads (cards spec §3 `timestamp_info`, `is_tracked_by_current_user`; docs/data-model.md
 * patterns 110, 111), apart from the writers so the card Lambdas can show time without carrying them.
 */
import { getItem, keyQuery, queryAll, type Item } from './access';
import { ActiveTimer, CARD_TIMER_BY_CARD, CARD_TIMER_MODEL, CardTimer } from './entities/timer';

export type ActiveTimerRecord = Item<typeof ActiveTimer>;
export type CardTimerRecord = Item<typeof CardTimer>;

/** Pattern 110: a user's running timer, or null (one GetItem). */
export async function getActiveTimer(userId: string): Promise<ActiveTimerRecord | null> {
  return getItem(ActiveTimer, { user_id: userId }, { consistent: true });
}

/** Pattern 111: every user's time on a card (one Query of its `card_timer` items). */
export async function listCardTimers(cardId: string): Promise<CardTimerRecord[]> {
  return queryAll(CardTimer, keyQuery(CARD_TIMER_MODEL, CARD_TIMER_BY_CARD, { card_id: cardId }));
}

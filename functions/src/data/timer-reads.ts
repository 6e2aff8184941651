/**
 * Time tracking reads (cards spec §3 `timestamp_info`, `is_tracked_by_current_user`; docs/data-model.md
 * patterns 110, 111), apart from the writers so the card Lambdas can show time without carrying them.
 */
import type { EntityItem } from 'electrodb';
import type { ActiveTimerEntity, CardTimerEntity } from './entities/timer';
import { db } from './service';

export type ActiveTimerRecord = EntityItem<typeof ActiveTimerEntity>;
export type CardTimerRecord = EntityItem<typeof CardTimerEntity>;

/** Pattern 110: a user's running timer, or null (one GetItem). */
export async function getActiveTimer(userId: string): Promise<ActiveTimerRecord | null> {
  return (await db().entities.activeTimer.get({ user_id: userId }).go({ consistent: true })).data;
}

/** Pattern 111: every user's time on a card (one Query of its `card_timer` items). */
export async function listCardTimers(cardId: string): Promise<CardTimerRecord[]> {
  return (await db().entities.cardTimer.query.byCard({ card_id: cardId }).go({ pages: 'all' })).data;
}

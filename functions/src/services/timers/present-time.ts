/**
 * Tracked time as the card shows it (cards spec §3 `timestamp_info`, `total_timestamp_info`,
 * `is_tracked_by_current_user`; shared/schemas/time-tracking.ts). Running time is counted up to `now`.
 */
import type { TimerState, TimestampInfo } from '../../../../shared/schemas/time-tracking';
import { type CardRecord } from '../../data/cards';
import { totalTimestampInfo } from '../../data/card-response';
import { getActiveTimer, listCardTimers, type ActiveTimerRecord, type CardTimerRecord } from '../../data/timer-reads';
import { getUsers } from '../../data/users';
import { fullName } from '../../lib/text/names';

/** Seconds of one user's card timer at `now` (closed plus running). */
function secondsOf(timer: CardTimerRecord, now: number): number {
  const running = timer.started_at ? Math.max(0, Math.floor((now - Date.parse(timer.started_at)) / 1000)) : 0;
  return (timer.total_seconds ?? 0) + running;
}

/** `timestamp_info` for `viewerId` from the card's timers (one BatchGet of the users' names). */
export async function timestampInfoOf(
  timers: readonly CardTimerRecord[],
  viewerId: string | null,
  now: number,
): Promise<TimestampInfo> {
  const users = await getUsers(timers.map((t) => t.user_id));
  const mine = timers.find((t) => t.user_id === viewerId);
  return {
    users: timers
      .map((t) => {
        const user = users.get(t.user_id);
        return {
          user_id: t.user_id,
          full_name: user ? fullName(user.first_name, user.last_name) : 'Removed user',
          total_seconds: secondsOf(t, now),
          active: Boolean(t.started_at),
          latest_start: t.started_at ?? null,
        };
      })
      .sort((a, b) => b.total_seconds - a.total_seconds || a.user_id.localeCompare(b.user_id)),
    total_seconds: mine ? secondsOf(mine, now) : 0,
    latest_start: mine?.started_at ?? null,
    latest_change_total_seconds: mine?.total_seconds ?? 0,
    active: Boolean(mine?.started_at),
    as_of: timers.some((t) => t.started_at) ? new Date(now).toISOString() : null,
  };
}

/**
 * The card's time for `viewerId` (1 Q of timers + 1 GI of the viewer's running timer + 1 BG of names).
 * `preloaded`: the card's timers and the viewer's running timer already read (the popup's one read, issue 27).
 */
export async function timerStateOf(
  card: CardRecord,
  viewerId: string | null,
  now: number,
  preloaded?: { timers: readonly CardTimerRecord[]; active: ActiveTimerRecord | null },
): Promise<TimerState> {
  const [timers, active] = preloaded
    ? [preloaded.timers, preloaded.active]
    : await Promise.all([listCardTimers(card.card_id), viewerId ? getActiveTimer(viewerId) : Promise.resolve(null)]);
  return {
    timestamp_info: await timestampInfoOf(timers, viewerId, now),
    total_timestamp_info: totalTimestampInfo(card, now),
    is_tracked_by_current_user: active?.card_id === card.card_id,
  };
}

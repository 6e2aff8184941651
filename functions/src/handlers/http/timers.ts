/**
 * Timers domain: start and stop the caller's timer on a card, and the caller's running timer (cards spec
 * §3 `timestamp_info`, `total_timestamp_info`, `is_tracked_by_current_user`; §4 Time tracking; §8
 * 'You have a card currently being time-tracked.'; docs/decisions.md R14–R17). The spec shows no calls:
 * these are designed (R14). "Now" is the request's instant (lib/clock.ts).
 */
import { TIME_TRACKING_MESSAGES } from '../../../../shared/schemas/time-tracking-limits';
import { getCard } from '../../data/cards';
import { getStage } from '../../data/stages';
import { getActiveTimer } from '../../data/timer-reads';
import { startTimer, stopTimer } from '../../data/timers';
import { getWorkspace } from '../../data/workspaces';
import { requestNow } from '../../lib/clock';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { TIMERS_ROUTES } from '../../routes/domains/timers';
import { visibleCardOf } from '../../services/cards/card-access';
import { timerStateOf } from '../../services/timers/present-time';

const TIMER = '/api/v1/workspaces/{id}/content_groups/{cid}/timestamps';

/** The card's time for the caller after a change. */
async function stateAfter(request: ApiRequest, now: number) {
  const card = (await getCard(request.params.id!, request.params.cid!))!;
  return timerStateOf(card, request.caller!.userId, now);
}

export const handler = domainHandler('timers', TIMERS_ROUTES, {
  [`POST ${TIMER}/start`]: async (request) => {
    const now = requestNow(request.headers);
    const card = await visibleCardOf(request.params.id!, request.params.cid!, request.access);
    const userId = request.caller!.userId;
    if (await getActiveTimer(userId)) throw new ConflictError(TIME_TRACKING_MESSAGES.alreadyTracking, 'timer_running');
    const stage = await getStage(card.workspace_id, card.stage_id);
    if (!stage?.enable_timestamp) throw new BadRequestError(TIME_TRACKING_MESSAGES.notTimeTrackingStage);
    const started = await startTimer({
      userId,
      organizationId: request.access.organizationId!,
      workspaceId: card.workspace_id,
      cardId: card.card_id,
      stageId: card.stage_id,
      now,
      cardName: card.name,
      labelIds: [...(card.label_ids ?? [])],
    });
    if (!started) {
      // Lost a race: another start (here or on another card), or the card or stage changed.
      if (await getActiveTimer(userId))
        throw new ConflictError(TIME_TRACKING_MESSAGES.alreadyTracking, 'timer_running');
      throw new ConflictError('The card changed meanwhile. Please try again.');
    }
    return ok(await stateAfter(request, now));
  },

  [`POST ${TIMER}/stop`]: async (request) => {
    const now = requestNow(request.headers);
    const card = await visibleCardOf(request.params.id!, request.params.cid!, request.access);
    const timer = await getActiveTimer(request.caller!.userId);
    if (!timer || timer.card_id !== card.card_id) throw new ConflictError(TIME_TRACKING_MESSAGES.notTracking);
    const stopped = await stopTimer(timer, now);
    if (stopped === null) throw new ConflictError(TIME_TRACKING_MESSAGES.notTracking);
    // The time just tracked, for the stop's confirmation (issue 42).
    return ok({ ...(await stateAfter(request, now)), stopped_seconds: stopped });
  },

  'GET /api/v1/timestamps/current': async ({ caller }) => {
    const timer = await getActiveTimer(caller!.userId);
    if (!timer) return ok(null);
    const [card, workspace] = await Promise.all([
      getCard(timer.workspace_id, timer.card_id),
      getWorkspace(timer.workspace_id),
    ]);
    return ok({
      card_id: timer.card_id,
      card_name: card?.name ?? '',
      workspace_id: timer.workspace_id,
      workspace_name: workspace?.name ?? '',
      organization_id: timer.organization_id,
      started_at: timer.started_at,
    });
  },
});

/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start` and `…/stop` (designed calls,
 * decisions R14; cards spec §4 Time tracking): start or stop the caller's timer on the card. Both answer
 * the card's `TimerState` after the change; stop also says how long the timer ran (`stopped_seconds`, issue 42). Starting while another timer of the caller runs anywhere
 * answers 409 'You have a card currently being time-tracked.' (cards spec §8); starting outside a stage
 * with `enable_timestamp` answers 400.
 */
import { useMutation } from '@tanstack/react-query';
import type { StoppedTimer, TimerState } from '../../../../../shared/schemas/time-tracking';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Starts the caller's timer on a card. */
export function startTimer(workspaceId: string, cardId: string): Promise<TimerState> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** Stops the caller's timer on a card. */
export function stopTimer(workspaceId: string, cardId: string): Promise<StoppedTimer> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/timestamps/stop', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** Starts (`start`) or stops (`stop`) the caller's timer on a card. */
export function toggleTimer(
  workspaceId: string,
  cardId: string,
  change: 'start' | 'stop',
): Promise<TimerState | StoppedTimer> {
  return change === 'start' ? startTimer(workspaceId, cardId) : stopTimer(workspaceId, cardId);
}

/** The timer control's mutation; its caller reports refusals (the 409 comes with a link to the tracked card). */
export function useToggleTimer(
  workspaceId: string,
  cardId: string,
  options: {
    onSuccess: (state: TimerState | StoppedTimer) => void;
    onError: (error: unknown, change: 'start' | 'stop') => void;
  },
) {
  return useMutation({
    mutationFn: (change: 'start' | 'stop') => toggleTimer(workspaceId, cardId, change),
    meta: { errorToast: false },
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}

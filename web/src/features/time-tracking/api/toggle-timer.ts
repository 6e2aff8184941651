/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start` and `…/stop` (designed calls,
 * decisions R14; cards spec §4 Time tracking): start or stop the caller's timer on the card. Both answer
 * the card's `TimerState` after the change. Starting while another timer of the caller runs anywhere
 * answers 409 'You have a card currently being time-tracked.' (cards spec §8); starting outside a stage
 * with `enable_timestamp` answers 400.
 */
import { useMutation } from '@tanstack/react-query';
import type { TimerState } from '../../../../../shared/schemas/time-tracking';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Starts (`start`) or stops (`stop`) the caller's timer on a card. */
export function toggleTimer(workspaceId: string, cardId: string, change: 'start' | 'stop'): Promise<TimerState> {
  const params = { path: { id: workspaceId, cid: cardId } };
  return change === 'start'
    ? unwrap(apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start', { params }))
    : unwrap(apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/timestamps/stop', { params }));
}

/** The timer control's mutation; its caller reports refusals (the 409 comes with a link to the tracked card). */
export function useToggleTimer(workspaceId: string, cardId: string, options: { onSuccess: (state: TimerState) => void; onError: (error: unknown, change: 'start' | 'stop') => void }) {
  return useMutation({
    mutationFn: (change: 'start' | 'stop') => toggleTimer(workspaceId, cardId, change),
    meta: { errorToast: false },
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}

/**
 * `PUT /api/v1/popup_dismisses/{popup_id} {dismiss_until}`: 'Don't show this again for 5 minutes'
 * (cards spec §5; docs/decisions.md K26: at most a day ahead).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PopupDismiss } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getPopupDismissQueryOptions } from './get-popup-dismiss';

/** The spec's snooze: 5 minutes, in ms. */
export const POPUP_SNOOZE_MS = 5 * 60 * 1000;

/** Snoozes a popup until `until`. */
export function snoozePopup(popupId: string, until: Date): Promise<PopupDismiss> {
  return unwrap(
    apiClient.PUT('/api/v1/popup_dismisses/{popup_id}', {
      params: { path: { popup_id: popupId } },
      body: { dismiss_until: until.toISOString() },
    }),
  );
}

/** Snoozes `popupId` for 5 minutes from now; the answer replaces the cached snooze. */
export function useSnoozePopup(popupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => snoozePopup(popupId, new Date(Date.now() + POPUP_SNOOZE_MS)),
    onSuccess: (dismiss) => queryClient.setQueryData(getPopupDismissQueryOptions(popupId).queryKey, dismiss),
  });
}

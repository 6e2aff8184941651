/**
 * `GET /api/v1/popup_dismisses/{popup_id}`: until when the user snoozed a confirmation (cards spec §5
 * "Don't show this again for 5 minutes"; docs/decisions.md K26). `dismiss_until` is null when it is not.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopupDismiss } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches a popup's snooze. */
export function getPopupDismiss(popupId: string, signal?: AbortSignal): Promise<PopupDismiss> {
  return unwrap(
    apiClient.GET('/api/v1/popup_dismisses/{popup_id}', { params: { path: { popup_id: popupId } }, signal }),
  );
}

/** Query options of a popup's snooze. */
export function getPopupDismissQueryOptions(popupId: string) {
  return queryOptions({
    queryKey: ['popup-dismisses', popupId] as const,
    queryFn: ({ signal }) => getPopupDismiss(popupId, signal),
    // A failed read only means the confirmation shows: no toast.
    meta: { errorToast: false },
    retry: false,
  });
}

/** Whether a snooze is still running at `now` (ms since the epoch). */
export function isSnoozed(dismiss: PopupDismiss | undefined, now: number): boolean {
  return dismiss?.dismiss_until != null && Date.parse(dismiss.dismiss_until) > now;
}

/** A popup's snooze. */
export function usePopupDismiss(popupId: string) {
  return useQuery(getPopupDismissQueryOptions(popupId));
}

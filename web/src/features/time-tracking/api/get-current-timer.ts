/**
 * `GET /api/v1/timestamps/current` (decisions R14): the caller's running timer anywhere (card, workspace,
 * organization, start), or null. Read when a start is refused, to link the card being tracked.
 */
import type { CurrentTimer } from '../../../../../shared/schemas/time-tracking';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The caller's running timer, or null. */
export function getCurrentTimer(signal?: AbortSignal): Promise<CurrentTimer> {
  return unwrap(apiClient.GET('/api/v1/timestamps/current', { signal }));
}

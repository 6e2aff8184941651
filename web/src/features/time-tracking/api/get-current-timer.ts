/**
 * `GET /api/v1/timestamps/current` (decisions R14): the caller's running timer anywhere (card, workspace,
 * organization, start), or null. Read when a start is refused, to link the card being tracked.
 */
import type { CurrentTimer } from '../../../../../shared/schemas/time-tracking';
import { api } from '../../../lib/api-client';

/** The caller's running timer, or null. */
export function getCurrentTimer(signal?: AbortSignal): Promise<CurrentTimer> {
  return api.get<CurrentTimer>('/api/v1/timestamps/current', undefined, signal);
}

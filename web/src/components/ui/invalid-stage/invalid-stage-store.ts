/**
 * The invalid-stage popup's store (cards spec §4 Time tracking "A refused move or update opens the
 * invalid-stage popup listing the tracked cards"; §8 the popup's text; accounts spec §4 "A refused move
 * (time-tracking conflict) reverts and opens an invalid-stage modal"). A tiny external store like the
 * toasts', so any move (board drag, list drag, the popup's stage dropdown, Move to Recycle Bin) can open
 * it from its mutation callbacks without the features importing each other.
 */
import { useSyncExternalStore } from 'react';
import { TIME_TRACKING_MESSAGES, mentionsTimeTracking } from '../../../../../shared/schemas/time-tracking-limits';
import { errorMessage } from '../../../lib/api-client';

/** A card the refused move was about. */
export interface TrackedCard {
  name: string;
  /** The card's workspace; the generic text is used without it. */
  workspaceName?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let shown: readonly TrackedCard[] = [];

function emit(next: readonly TrackedCard[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** Opens the popup for `cards` (a card already listed is not repeated). */
export function showInvalidStage(cards: readonly TrackedCard[]): void {
  const merged = [...shown];
  for (const card of cards) if (!merged.some((c) => c.name === card.name && c.workspaceName === card.workspaceName)) merged.push(card);
  emit(merged);
}

/** Ok: closes the popup. */
export function closeInvalidStage(): void {
  emit([]);
}

/**
 * If `error` is a time-tracking refusal (its message mentions time-tracking, cards spec §8), opens the
 * popup for `card` and answers true; otherwise false, and the caller reports the error its usual way.
 */
export function openInvalidStageFor(error: unknown, card: TrackedCard): boolean {
  if (!mentionsTimeTracking(errorMessage(error))) return false;
  showInvalidStage([card]);
  return true;
}

/** The popup's line for one card (cards spec §8, or its generic text without a workspace name). */
export function invalidStageText(card: TrackedCard): string {
  return card.workspaceName
    ? TIME_TRACKING_MESSAGES.invalidStagePopup(card.name, card.workspaceName)
    : `"${card.name}" card is currently being time-tracked. Move out of time-tracking stage to proceed.`;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => shown;

/** The cards the open popup lists (empty while closed). */
export function useInvalidStageCards(): readonly TrackedCard[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

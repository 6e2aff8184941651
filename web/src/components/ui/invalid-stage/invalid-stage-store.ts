/**
 * The invalid-stage popup's store (cards spec §4 Time tracking "A refused move or update opens the
 * invalid-stage popup listing the tracked cards"; §8 the popup's text; accounts spec §4 "A refused move
 * (time-tracking conflict) reverts and opens an invalid-stage modal"). A tiny external store like the
 * toasts', so any move (board drag, list drag, the popup's stage dropdown, Move to Recycle Bin) can open
 * it from its mutation callbacks without the features importing each other. A refused move that can be
 * retried carries `retry`: when the caller's own timer is the reason, the popup offers "Stop my timer
 * and move" (issue 30 item 2).
 */
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';

/** A card the refused move was about. */
export interface TrackedCard {
  name: string;
  /** The card's workspace; the generic text is used without it. */
  workspaceName?: string;
  /** With `retry`: the move can be made again once the caller's own timer on this card stops (issue 30 item 2). */
  workspaceId?: string;
  cardId?: string;
  retry?: () => void;
}

/**
 * What the popup needs of time tracking, given by the app (so this component imports no feature):
 * the card the caller's own timer runs on (or null), and stopping it.
 */
export interface TimerActions {
  currentCardId: () => Promise<string | null>;
  stop: (workspaceId: string, cardId: string) => Promise<void>;
}
let timerActions: TimerActions | null = null;

/** Called once by the app with the time-tracking calls. */
export function provideTimerActions(actions: TimerActions): void {
  timerActions = actions;
}

/** The time-tracking calls, or null before the app gave them. */
export function getTimerActions(): TimerActions | null {
  return timerActions;
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
  for (const card of cards)
    if (!merged.some((c) => c.name === card.name && c.workspaceName === card.workspaceName)) merged.push(card);
  emit(merged);
}

/** Ok: closes the popup. */
export function closeInvalidStage(): void {
  emit([]);
}

/**
 * If `error` is a time-tracking refusal (the envelope's `reason` is `card_time_tracked`, cards spec §8; the
 * message itself is in the reader's language), opens the popup for `card` and answers true; otherwise false,
 * and the caller reports the error its usual way.
 */
export function openInvalidStageFor(error: unknown, card: TrackedCard): boolean {
  if (!(error instanceof ApiError && error.reason === 'card_time_tracked')) return false;
  showInvalidStage([card]);
  return true;
}

/**
 * The popup's line for one card (cards spec §8, or its generic text without a workspace name), from the
 * `ui` catalogue through the caller's `t` (the English entries are the spec's sentences word for word).
 */
export function invalidStageText(
  card: TrackedCard,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  return card.workspaceName
    ? t('invalidStage.inWorkspace', { name: card.name, workspace: card.workspaceName })
    : t('invalidStage.generic', { name: card.name });
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

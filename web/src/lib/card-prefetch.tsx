/**
 * "This card may open next" (issue 27 "Hovering or focusing a card prefetches that request"): the app
 * provides what to do (fetch the popup's first screen, app/card-popup-cache.ts); the workspace views'
 * cards call it on hover and focus. Views do not import the popup, so the app wires the two here.
 */
import { createContext, useContext } from 'react';

/** Starts loading card `cardId`'s popup data; cheap to call repeatedly (the query cache dedupes). */
export type PrefetchCard = (cardId: string) => void;

const noop: PrefetchCard = () => undefined;

export const CardPrefetchContext = createContext<PrefetchCard>(noop);

/** The workspace's card prefetch (a no-op outside a workspace page). */
export function useCardPrefetch(): PrefetchCard {
  return useContext(CardPrefetchContext);
}

/**
 * `React.lazy` with a `preload()` (BRIEF §6 lazy chunks; issue 11 "the calendar at 1,000 cards in
 * ≤ 1 s"). A lazy component always suspends on its first render, even when its chunk has already
 * arrived, and React then holds the revealed content back for up to 300 ms after its fallback showed
 * (its Suspense throttle). A view whose chunk was preloaded while its data loaded (`preload()`, started
 * by the route) renders at once instead, with no Suspense round trip.
 *
 * Each mounted instance keeps the component type it started with, so a mount that did suspend is not
 * remounted (losing its state) when the chunk arrives.
 */
import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component and the function that starts (or reuses) its download. */
export interface PreloadableComponent<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts the chunk's download; the same promise every call. Rejections reach the lazy's error boundary. */
  preload: () => Promise<ComponentType<Props>>;
}

/** `load` resolves to the component (e.g. `() => import('./view').then((m) => m.View)`). */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => (loaded = component));
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Preloadable(props: Props) {
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Preloadable, preload };
}

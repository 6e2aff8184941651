/**
 * One shared one-second clock for stopwatches (cards spec §4 "A stopwatch ticks every second"; §9
 * "Stopwatch tick 1 s"). Every running stopwatch on screen (popup, board cards, list rows) reads the same
 * interval, so a board with many running timers still wakes the page once a second, and nothing is
 * polled from the server: the time is computed from the last answer (decisions R15, R31).
 */
import { useSyncExternalStore } from 'react';
import { TIME_TRACKING_LIMITS } from '../../../shared/schemas/time-tracking-limits';

type Listener = () => void;
const listeners = new Set<Listener>();
let timer: number | undefined;
let now = Date.now();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TIME_TRACKING_LIMITS.tickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;
const idle = () => () => undefined;

/**
 * The current time in ms, re-rendering every second while `ticking`. When not ticking no interval runs
 * and the value is the shared clock's last tick (callers then show a fixed time and do not need it).
 */
export function useNow(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : idle, snapshot, snapshot);
}

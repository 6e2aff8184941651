/**
 * Run `task` when the page is idle (`requestIdleCallback`, within 2 s; a 200 ms timer where the browser
 * has none). Used to fetch code that a touch screen (`(hover: none)`) gives no earlier sign of needing
 * (issue 39 "A light main thread"; decisions LO1, MN1). @returns the cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

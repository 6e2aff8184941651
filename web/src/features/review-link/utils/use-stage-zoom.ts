/**
 * Zoom and touch on the review page's artwork (issue 37 "At 390 px … zooming, pinning with a finger"; decisions
 * L4): the zoom (1 = fit, up to 4), changed about a point so that what is under the finger or the pointer stays
 * there; and pointer gestures (mouse, pen or touch alike): a tap that barely moved is a tap, two fingers pinch
 * the zoom, one finger pans natively (`touch-action: pan-x pan-y` on the stage).
 */
import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';

/** The zoom the buttons and the keyboard step through; a pinch may stop anywhere between the ends. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];
/** How far (px) a pointer may move between down and up and still be a tap. */
const TAP_SLOP = 10;

/** The next step above (`+1`) or below (`-1`) `zoom`, or the end it is at. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > zoom + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - 1e-6) ?? MIN_ZOOM;
}

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * The stage's ref (a scrolling box whose first child is the page), its zoom, and `zoomTo(zoom, clientX?,
 * clientY?)`, which keeps the page's point under (clientX, clientY) — the stage's centre by default — where it was.
 */
export function useStageZoom() {
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(MIN_ZOOM);
  const focal = useRef<{ fx: number; fy: number; cx: number; cy: number } | null>(null);

  const zoomTo = useCallback((next: number, clientX?: number, clientY?: number) => {
    const box = stage.current;
    const page = box?.firstElementChild;
    if (box && page) {
      const s = box.getBoundingClientRect();
      const p = page.getBoundingClientRect();
      const cx = clientX ?? s.left + s.width / 2;
      const cy = clientY ?? s.top + s.height / 2;
      focal.current = { fx: (cx - p.left) / p.width, fy: (cy - p.top) / p.height, cx, cy };
    }
    setZoom(clampZoom(next));
  }, []);

  // After the page took its new size: scroll so the focal point is back under the finger.
  useLayoutEffect(() => {
    const box = stage.current;
    const page = box?.firstElementChild;
    const f = focal.current;
    focal.current = null;
    if (!box || !page || !f) return;
    const p = page.getBoundingClientRect();
    box.scrollBy(f.fx * p.width - (f.cx - p.left), f.fy * p.height - (f.cy - p.top));
  }, [zoom]);

  return { stage, zoom, zoomTo, canZoomIn: zoom < MAX_ZOOM, canZoomOut: zoom > MIN_ZOOM };
}

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start: { x: number; y: number } | null;
  /** Two fingers were down at some point of this gesture: it ends as no tap. */
  pinched: boolean;
  startDistance: number;
  startZoom: number;
}

const distance = (points: Array<{ x: number; y: number }>) =>
  Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);

/**
 * Pointer handlers for the stage: `onTap(clientX, clientY)` for a tap or click of the primary button that
 * did not move (not on a pin: `.review-pin` handles its own), and a two-finger pinch that zooms about the
 * fingers' midpoint. A pointer the browser takes over for scrolling (pointercancel) is no tap.
 */
export function useStageGestures(
  zoom: number,
  zoomTo: (zoom: number, clientX?: number, clientY?: number) => void,
  onTap: (clientX: number, clientY: number) => void,
) {
  const gesture = useRef<Gesture>({ pointers: new Map(), start: null, pinched: false, startDistance: 1, startZoom: 1 });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const g = gesture.current;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (g.pointers.size === 1) {
      g.start = { x: event.clientX, y: event.clientY };
      g.pinched = false;
    } else if (g.pointers.size === 2) {
      g.pinched = true;
      g.startDistance = Math.max(1, distance([...g.pointers.values()]));
      g.startZoom = zoom;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (g.pointers.size !== 2) return;
    const points = [...g.pointers.values()];
    zoomTo(
      (g.startZoom * distance(points)) / g.startDistance,
      (points[0].x + points[1].x) / 2,
      (points[0].y + points[1].y) / 2,
    );
  };

  const end = (event: PointerEvent<HTMLElement>, tapped: boolean) => {
    const g = gesture.current;
    if (!g.pointers.delete(event.pointerId)) return;
    const still = g.start && Math.hypot(event.clientX - g.start.x, event.clientY - g.start.y) <= TAP_SLOP;
    const onPin = event.target instanceof Element && event.target.closest('.review-pin');
    if (tapped && g.pointers.size === 0 && !g.pinched && still && !onPin) onTap(event.clientX, event.clientY);
    if (g.pointers.size === 0) g.start = null;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      gesture.current.pinched = true;
      end(event, false);
    },
  };
}

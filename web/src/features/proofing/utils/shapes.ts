/**
 * Shapes of pins in page fractions (issue 26: "coordinates relative to the page (0–1), so it stays in
 * place at any zoom and size"; decisions R40): where a shape's numbered marker sits, a pin's accessible
 * name, pointer positions to fractions, and a freehand stroke thinned to the API's limits (2–500 points,
 * ≤ 8 KB as JSON), its coordinates rounded to 4 decimals.
 */
import { translate } from '../../../lib/i18n/i18n-store';
import type { Annotation, AnnotationShape } from '../../../../../shared/schemas/annotations';
import { ANNOTATION_LIMITS } from '../../../../../shared/schemas/annotation-anchor';
import { pinLabel } from '../../../../../shared/schemas/pin-label';

/** A fraction of the page, clamped to 0–1 and rounded to 4 decimals (0.1 px on a 1,000 px page). */
export function fraction(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** The point of `clientX/Y` on `page` (its on-screen box, whatever the zoom), in fractions. */
export function toPagePoint(page: DOMRect, clientX: number, clientY: number): [number, number] {
  return [fraction((clientX - page.left) / page.width), fraction((clientY - page.top) / page.height)];
}

/** Where a shape's numbered marker goes: the point, the rectangle's top-left, the stroke's first point. */
export function markerOf(shape: AnnotationShape): { x: number; y: number } {
  if (shape.type === 'path') return { x: shape.points[0][0], y: shape.points[0][1] };
  return { x: shape.x, y: shape.y };
}

/** A rectangle from two corners dragged in any direction. */
export function rectFrom(a: [number, number], b: [number, number]): AnnotationShape {
  const x = Math.min(a[0], b[0]);
  const y = Math.min(a[1], b[1]);
  return { type: 'rect', x, y, w: fraction(Math.abs(a[0] - b[0])), h: fraction(Math.abs(a[1] - b[1])) };
}

/**
 * A freehand stroke within the API's limits: consecutive points closer than `minStep` dropped, then every
 * n-th kept so at most `maxPathPoints` remain (the last point always kept). Null below 2 points.
 */
export function pathFrom(points: ReadonlyArray<[number, number]>, minStep = 0.002): AnnotationShape | null {
  const kept: Array<[number, number]> = [];
  for (const [x, y] of points) {
    const p: [number, number] = [fraction(x), fraction(y)];
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= minStep) kept.push(p);
  }
  // The stroke ends where the pointer was lifted, even when that last step was short.
  const end = points[points.length - 1];
  if (end && kept.length > 1) kept[kept.length - 1] = [fraction(end[0]), fraction(end[1])];
  let thinned = kept;
  const max = Math.min(ANNOTATION_LIMITS.maxPathPoints, 400); // 400 × ≤ 16 bytes ("[0.1234,0.5678],") stays under 8 KB
  if (kept.length > max) {
    const step = (kept.length - 1) / (max - 1);
    thinned = Array.from({ length: max - 1 }, (_, i) => kept[Math.floor(i * step)]);
    thinned.push(kept[kept.length - 1]);
  }
  return thinned.length >= 2 ? { type: 'path', points: thinned } : null;
}

/** Plain text of sanitized comment HTML (text only: never inserted as HTML). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The pin's accessible name (issue 26): "Annotation 3 by Cam Coordinator: logo bigger", a Team pin "Annotation T1 …" (issue 35; text cut at 80 characters). */
export function pinName(
  annotation: Pick<Annotation, 'number' | 'internal' | 'user' | 'description' | 'resolved'>,
): string {
  const text = plainText(annotation.description);
  const short = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  const by = annotation.user?.full_name ?? translate('proofing', 'annotation.formerMember');
  const name = translate('proofing', 'annotation.pinName', { pin: pinLabel(annotation), by });
  return `${name}${short ? `: ${short}` : ''}${annotation.resolved ? translate('proofing', 'annotation.resolvedSuffix') : ''}`;
}

/** An SVG path's `d` of a stroke in the 0–1 box. */
export function pathData(points: ReadonlyArray<readonly number[]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}

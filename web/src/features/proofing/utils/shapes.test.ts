/**
 * Pin shapes in page fractions (issue 26; decisions R40, W31): pointer positions become fractions of the
 * page's on-screen box at any zoom, rectangles drag in any direction, and a long freehand stroke is thinned
 * into one the API accepts (its own schema decides).
 */
import { describe, expect, it } from 'vitest';
import { AnnotationShapeSchema } from '../../../../../shared/schemas/annotation-anchor';
import { markerOf, pathFrom, rectFrom, toPagePoint } from './shapes';

describe('pin shapes', () => {
  it('turns a pointer position into fractions of the page box, whatever its zoom', () => {
    const zoomedIn = { left: -400, top: 100, width: 4000, height: 3000 } as DOMRect;
    expect(toPagePoint(zoomedIn, 600, 850)).toEqual([0.25, 0.25]);
    // Outside the page: clamped to its edge.
    expect(toPagePoint(zoomedIn, -1000, 5000)).toEqual([0, 1]);
  });

  it('makes a rectangle from corners dragged in any direction, inside the page', () => {
    const rect = rectFrom([0.8, 0.7], [0.2, 0.1]);
    expect(rect).toEqual({ type: 'rect', x: 0.2, y: 0.1, w: 0.6, h: 0.6 });
    expect(AnnotationShapeSchema.safeParse(rect).success).toBe(true);
    expect(markerOf(rect)).toEqual({ x: 0.2, y: 0.1 });
  });

  it('thins a long freehand stroke to what the API accepts, keeping its ends', () => {
    const points = Array.from(
      { length: 5000 },
      (_, i): [number, number] =>
        [0.5 + 0.4 * Math.cos(i / 300), 0.5 + 0.4 * Math.sin(i / 170)].map((v) => Math.round(v * 1e6) / 1e6) as [
          number,
          number,
        ],
    );
    const path = pathFrom(points)!;
    expect(path.type).toBe('path');
    expect(AnnotationShapeSchema.safeParse(path).success).toBe(true);
    if (path.type !== 'path') throw new Error('not a path');
    expect(path.points.length).toBeLessThanOrEqual(400);
    const near = (a: readonly number[], b: readonly number[]) =>
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThan(1e-4);
    near(path.points[0], points[0]);
    near(path.points[path.points.length - 1], points[points.length - 1]);
    // A tap is no stroke.
    expect(
      pathFrom([
        [0.5, 0.5],
        [0.5005, 0.5],
      ]),
    ).toBeNull();
  });
});

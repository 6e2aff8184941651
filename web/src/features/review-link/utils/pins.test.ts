import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../../shared/schemas/comments';
import { clampFraction, markerOf, pinsOf, pointAnchor } from './pins';

const content = { id: 'c1', version_id: 'v2' };
const comment = (id: string, anchor: Comment['anchor'], number?: number, deleted = false) =>
  ({
    id,
    anchor,
    annotation_number: number,
    deleted_at: deleted ? '2026-01-01T00:00:00Z' : null,
  }) as unknown as Comment;
const at = (x: number, y: number, extra: Partial<NonNullable<Comment['anchor']>> = {}) => ({
  content_id: 'c1',
  version_id: 'v2',
  page: 1,
  shape: { type: 'point' as const, x, y },
  ...extra,
});

describe('pinsOf (issue 37; decisions L3)', () => {
  it('keeps the pins of this version and page, by their Guest number, and drops deleted ones and plain comments', () => {
    const pins = pinsOf(
      [
        comment('b', at(0.5, 0.5), 2),
        comment('plain', undefined),
        comment('a', at(0.1, 0.2), 1),
        comment('gone', at(0.3, 0.3), 3, true),
        comment('old', at(0.4, 0.4, { version_id: 'v1' }), 1),
        comment('other', at(0.4, 0.4, { content_id: 'c2' }), 1),
        comment('page2', at(0.4, 0.4, { page: 2 }), 4),
      ],
      content,
      1,
    );
    expect(pins.map((p) => [p.comment.id, p.number, p.x, p.y])).toEqual([
      ['a', 1, 0.1, 0.2],
      ['b', 2, 0.5, 0.5],
    ]);
  });

  it('puts the marker of a rectangle at its corner and of a path at its first point', () => {
    expect(markerOf({ type: 'rect', x: 0.2, y: 0.3, w: 0.1, h: 0.1 })).toEqual({ x: 0.2, y: 0.3 });
    expect(
      markerOf({
        type: 'path',
        points: [
          [0.6, 0.7],
          [0.8, 0.9],
        ],
      }),
    ).toEqual({ x: 0.6, y: 0.7 });
  });
});

describe('pointAnchor', () => {
  it('names the current version and page, with the spot kept on the page', () => {
    expect(pointAnchor(content, 1, 1.2, -0.1)).toEqual({
      content_id: 'c1',
      version_id: 'v2',
      page: 1,
      shape: { type: 'point', x: 1, y: 0 },
    });
    expect(clampFraction(0.123456)).toBe(0.1235);
  });
});

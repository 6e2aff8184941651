/**
 * The pins of the review page (issue 37 "its client-visible contents … with pins"; decisions L3): which Guest
 * comments are pins on a content's current version and page, where each one sits, and the anchor of a new one.
 */
import type { Comment } from '../../../../../shared/schemas/comments';
import type { AnnotationAnchor, AnnotationShape } from '../../../../../shared/schemas/annotation-anchor';

/** A pin as the stage draws it: its comment, number (the Guest tab's, 1…n) and spot (fractions 0–1 of the page). */
export interface ReviewPin {
  comment: Comment;
  number: number;
  x: number;
  y: number;
}

/** Where a shape's marker goes: a point itself, a rectangle's top-left corner, a path's first point. */
export function markerOf(shape: AnnotationShape): { x: number; y: number } {
  if (shape.type === 'path') return { x: shape.points[0]?.[0] ?? 0, y: shape.points[0]?.[1] ?? 0 };
  return { x: shape.x, y: shape.y };
}

/** The pins on `content` (its current version) and `page`, by number; deleted ones are left out. */
export function pinsOf(
  comments: readonly Comment[],
  content: { id: string; version_id: string },
  page: number,
): ReviewPin[] {
  return comments
    .filter(
      (c) =>
        c.anchor &&
        !c.deleted_at &&
        c.anchor.content_id === content.id &&
        c.anchor.version_id === content.version_id &&
        c.anchor.page === page,
    )
    .map((c) => ({ comment: c, number: c.annotation_number ?? 0, ...markerOf(c.anchor!.shape) }))
    .sort((a, b) => a.number - b.number);
}

/** Keeps a fraction of the page within 0–1, rounded to 4 decimals (a tenth of a pixel on a 1,000 px page). */
export function clampFraction(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** The anchor of a point pin at (x, y) on `content`'s current version and `page`. */
export function pointAnchor(
  content: { id: string; version_id: string },
  page: number,
  x: number,
  y: number,
): AnnotationAnchor {
  return {
    content_id: content.id,
    version_id: content.version_id,
    page,
    shape: { type: 'point', x: clampFraction(x), y: clampFraction(y) },
  };
}

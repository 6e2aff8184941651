/**
 * Annotation anchors between their stored form (entities/comment.ts `anchor`: the shape's attributes in
 * one map) and the API's (shared/schemas/annotation-anchor.ts; issue 26).
 */
import type { AnnotationAnchor, AnnotationShape } from '../../../../shared/schemas/annotation-anchor';
import type { AnchorRecord } from '../../data/annotations';

/** An anchor as stored (the shape's attributes flattened into one map). */
export function toAnchorRecord(anchor: AnnotationAnchor): AnchorRecord {
  return {
    content_id: anchor.content_id,
    version_id: anchor.version_id,
    page: anchor.page,
    shape: anchor.shape as AnchorRecord['shape'],
  };
}

/** A stored anchor in the API shape. */
export function toAnchor(stored: AnchorRecord): AnnotationAnchor {
  const s = stored.shape;
  const shape: AnnotationShape =
    s.type === 'point'
      ? { type: 'point', x: s.x ?? 0, y: s.y ?? 0 }
      : s.type === 'rect'
        ? { type: 'rect', x: s.x ?? 0, y: s.y ?? 0, w: s.w ?? 0, h: s.h ?? 0 }
        : { type: 'path', points: (s.points ?? []).map((p) => [p[0] ?? 0, p[1] ?? 0] as [number, number]) };
  return { content_id: stored.content_id, version_id: stored.version_id, page: stored.page, shape };
}

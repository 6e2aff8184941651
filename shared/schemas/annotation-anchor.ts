/**
 * The anchor of an annotation (issue 26; BRIEF §8): content, version, page (1-based; 1 for images) and a
 * shape whose coordinates are fractions of the page (0–1), with the limits and messages of annotations.
 * Its own module so that ./comments.ts (the create call takes `comment.anchor`) and ./annotations.ts
 * both import it without a cycle.
 */
import * as z from './zod';
import { IdSchema } from './common';

export const ANNOTATION_LIMITS = {
  /** Points of a freehand path. */
  maxPathPoints: 500,
  /** A freehand path's points as JSON, in bytes (keeps the comment item and its realtime event small). */
  maxPathBytes: 8 * 1024,
  /** Highest page number accepted before the page count is checked against the version's. */
  maxPage: 10_000,
  /** Annotations carried over by one request. */
  maxCarryOver: 200,
} as const;

export const ANNOTATION_MESSAGES = {
  coordinate: 'Coordinates must be between 0 and 1 (fractions of the page)',
  rectOutside: 'The rectangle must lie within the page (x + w and y + h at most 1)',
  pathPoints: `A freehand path has 2 to ${ANNOTATION_LIMITS.maxPathPoints} points`,
  pathPoint: 'Each point of a freehand path is a pair [x, y]',
  pathBytes: `A freehand path must be at most ${ANNOTATION_LIMITS.maxPathBytes / 1024} KB`,
  page: 'Page must be a whole number from 1',
  pageBeyond: (count: number) =>
    count === 1
      ? 'This version has 1 page: page must be 1'
      : `This version has ${count} pages: page must be from 1 to ${count}`,
  contentNotFound: 'The content cannot be found.',
  versionNotFound: 'The version cannot be found.',
  replyAnchor: 'A reply belongs to its annotation and takes no anchor.',
  notAnnotation: 'This comment is not an annotation.',
  resolveDenied: 'Only the author or a team member who may comment in this tab can resolve or reopen this annotation.',
  deleted: 'This annotation has been deleted.',
  carryFromOther: 'Only open annotations of an earlier version of this content can be carried over.',
  carrySameVersion: 'Annotations are carried over onto a newer version.',
  noPreviousVersion: 'This version has no earlier version to carry annotations from.',
  changedMeanwhile: 'The annotations changed meanwhile. Please try again.',
} as const;

/** A fraction of the page's width or height. */
const CoordinateSchema = z
  .number({ error: ANNOTATION_MESSAGES.coordinate })
  .check(z.minimum(0, ANNOTATION_MESSAGES.coordinate), z.maximum(1, ANNOTATION_MESSAGES.coordinate));

export const PointShapeSchema = z.object({ type: z.literal('point'), x: CoordinateSchema, y: CoordinateSchema });

export const RectShapeSchema = z
  .object({
    type: z.literal('rect'),
    x: CoordinateSchema,
    y: CoordinateSchema,
    w: CoordinateSchema,
    h: CoordinateSchema,
  })
  .check(z.refine((r) => r.x + r.w <= 1 + 1e-9 && r.y + r.h <= 1 + 1e-9, { message: ANNOTATION_MESSAGES.rectOutside }));

/**
 * One point `[x, y]`: a two-item array rather than a zod tuple. A tuple's JSON Schema (`prefixItems`)
 * reaches the typed web client as `number[]` (openapi-fetch's `Readable` maps tuples to arrays), which
 * the tuple type would refuse; the wire format is the same (decisions TC2).
 */
const PathPointSchema = z.array(CoordinateSchema).check(z.length(2, ANNOTATION_MESSAGES.pathPoint));

export const PathShapeSchema = z.object({
  type: z.literal('path'),
  points: z.array(PathPointSchema).check(
    z.minLength(2, ANNOTATION_MESSAGES.pathPoints),
    z.maxLength(ANNOTATION_LIMITS.maxPathPoints, ANNOTATION_MESSAGES.pathPoints),
    z.refine((points) => JSON.stringify(points).length <= ANNOTATION_LIMITS.maxPathBytes, {
      message: ANNOTATION_MESSAGES.pathBytes,
    }),
  ),
});

/** Where on the page: a point, a rectangle (top-left x, y and size w, h) or a freehand path. */
export const AnnotationShapeSchema = z.discriminatedUnion('type', [PointShapeSchema, RectShapeSchema, PathShapeSchema]);
export type AnnotationShape = z.infer<typeof AnnotationShapeSchema>;

/** `comment.anchor` of a new annotation: the content, its version, the page (1-based) and the shape. */
export const AnnotationAnchorSchema = z.object({
  content_id: IdSchema,
  version_id: IdSchema,
  page: z._default(
    z
      .int({ error: ANNOTATION_MESSAGES.page })
      .check(z.minimum(1, ANNOTATION_MESSAGES.page), z.maximum(ANNOTATION_LIMITS.maxPage, ANNOTATION_MESSAGES.page)),
    1,
  ),
  shape: AnnotationShapeSchema,
});
export type AnnotationAnchor = z.infer<typeof AnnotationAnchorSchema>;

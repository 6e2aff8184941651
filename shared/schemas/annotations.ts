/**
 * Annotations (proofing pins): comments with an anchor on a content version (issue 26; BRIEF §8 "Beyond
 * the spec": "Annotations are comments with an anchor {content_id, version_id, page, shape, coordinates in
 * 0–1}"). Web and functions share these shapes.
 *
 * Coordinates are fractions of the page (0 = left/top, 1 = right/bottom), so a pin stays in place at any
 * zoom and size. `page` counts from 1; an image has one page. An annotation lives in the Team or the Guest
 * tab exactly as a comment does: a guest never sees, counts or hears of a Team annotation.
 *
 * Routes (all `x-beyond-spec`), under `/api/v1/workspaces/{id}/content_groups/{cid}`:
 * - `POST comments` with `comment.anchor` posts an annotation (replies take no anchor);
 * - `PUT comments/{comment_id}/resolve` and `…/reopen`;
 * - `GET contents/{content_id}/versions/{version_id}/annotations?status&mine`;
 * - `POST contents/{content_id}/versions/{version_id}/annotations/carry_over {comment_ids?}`;
 * - `GET contents/{content_id}/review_report`: the review report PDF as a short-lived URL (decisions R55–R57).
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { CommentUserSchema } from './comments';
import { AnnotationAnchorSchema, ANNOTATION_LIMITS } from './annotation-anchor';

export * from './annotation-anchor';

/** Open and resolved annotations per tab (`team` is 0 for callers who may not see the Team tab). */
export const OpenAnnotationsSchema = z.object({
  team: z.int().check(z.minimum(0)),
  guest: z.int().check(z.minimum(0)),
});
export type OpenAnnotations = z.infer<typeof OpenAnnotationsSchema>;

/** One annotation as the viewer lists it. */
export const AnnotationSchema = z.object({
  id: IdSchema,
  /** Its number on the version (1, 2, …), in creation order; carried-over ones are numbered on their new version. */
  number: z.int().check(z.minimum(1)),
  anchor: AnnotationAnchorSchema,
  /** True in the Team tab, false in the Guest tab. */
  internal: z.boolean(),
  /** Sanitized HTML. */
  description: z.string(),
  user: z.nullable(CommentUserSchema),
  is_user: z.boolean(),
  reply_count: z.int().check(z.minimum(0)),
  resolved: z.boolean(),
  resolved_at: z.nullable(TimestampSchema),
  resolved_by: z.nullable(IdSchema),
  /** The annotation of an earlier version this one was carried over from. */
  carried_from: z.nullable(IdSchema),
  created_at: TimestampSchema,
});
export type Annotation = z.infer<typeof AnnotationSchema>;

/** `GET …/contents/{content_id}/versions/{version_id}/annotations?status=open|resolved|all&mine=true|false`. */
export const ListAnnotationsQuerySchema = z.object({
  status: z._default(z.enum(['open', 'resolved', 'all'], { error: 'status must be open, resolved or all' }), 'all'),
  mine: z._default(z.enum(['true', 'false'], { error: 'mine must be true or false' }), 'false'),
});

/** The annotations of a version the caller may see, by number. */
export const AnnotationsListSchema = z.object({ annotations: z.array(AnnotationSchema) });

/** `POST …/annotations/carry_over {comment_ids?}`: the annotations to carry (default: every open one of the previous version). */
export const CarryOverRequestSchema = z.object({
  comment_ids: z.optional(
    z
      .array(IdSchema)
      .check(z.minLength(1, 'Name at least one annotation'), z.maxLength(ANNOTATION_LIMITS.maxCarryOver)),
  ),
});

/** What carry-over answers: the new annotations on the target version. */
export const CarriedOverSchema = z.object({
  annotations: z.array(AnnotationSchema),
  /** Annotations left on their version: their page is past the new version's page count. */
  skipped_ids: z.array(IdSchema),
});

/**
 * `GET …/contents/{content_id}/review_report`: a 10-minute signed URL of the report PDF (the content's current
 * version, a page per page with its numbered pins, then the list of the annotations the caller may see) and
 * the name it downloads as ("<file name> review report.pdf"). Issue 26; decisions R55–R57.
 */
export const ReviewReportSchema = z.object({ url: z.string(), filename: z.string() });
export type ReviewReport = z.infer<typeof ReviewReportSchema>;

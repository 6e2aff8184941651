/**
 * Card contents as the API takes and returns them (cards spec §3 Content and Content versions, §7 Contents
 * under `/workspaces/{w}/content_groups/{c}`; issue 13). Web and functions share these schemas.
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_MIME_TYPES, CONTENT_TYPES } from './contents-limits';
import { singleLineText } from './text';

export * from './contents-limits';

/** Short-lived signed GET URLs of a content's files; `small` and `thumbnail` are PNG renditions. */
export const ContentUrlsSchema = z.object({
  original: z.string(),
  small: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
});

/** Whether a file's previews (`small`, `thumbnail`) were made (issue 40; decisions FT1). */
export const RenditionStatusSchema = z.enum(['ready', 'failed']);

/** One content of a card (cards spec §3 Content). `is_active` false: hidden from guests. */
export const ContentSchema = z.object({
  id: IdSchema,
  position: z.string(),
  is_active: z.boolean(),
  type: z.enum(CONTENT_TYPES),
  /** The content's name, kept across versions: its first file's name (issue 37). */
  name: z.string(),
  /** The current file's own name (a new version's may differ from `name`). */
  filename: z.string(),
  /** Bytes. */
  size: z.int(),
  urls: ContentUrlsSchema,
  /**
   * Whether its previews exist: `failed` when making `small` and `thumbnail` kept failing (issue 40); its
   * `urls.small` and `urls.thumbnail` are then null, and the team may retry (`POST …/{content_id}/renditions`).
   */
  rendition: RenditionStatusSchema,
  /** Earlier files kept by replacing (0 for a content never replaced). */
  versions_count: z.int(),
  /** The current file's version id, which annotations name (issue 26; beyond the spec). */
  version_id: IdSchema,
  /** Pages of the current file: 1 for an image, a PDF's count (null for PDFs stored before it was kept). */
  page_count: z.nullable(z.int()),
  /** Open annotations on the content, all versions, per tab (issue 26); `team` is 0 for callers who may not see the Team tab. */
  open_annotations: z.object({ team: z.int(), guest: z.int() }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Content = z.infer<typeof ContentSchema>;

/** An earlier file of a content (cards spec §3 Content versions); `version` counts from 1, oldest first. */
export const ContentVersionSchema = z.object({
  id: IdSchema,
  version: z.int(),
  type: z.enum(CONTENT_TYPES),
  filename: z.string(),
  size: z.int(),
  /** Pages: 1 for an image, a PDF's count (null when stored before it was kept); issue 26. */
  page_count: z.nullable(z.int()),
  created_at: TimestampSchema,
  urls: ContentUrlsSchema,
  /** As the content's `rendition` (issue 40). */
  rendition: RenditionStatusSchema,
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

/** `GET …/contents/new`: what the caller may upload now. `storage_cap_bytes` is null outside personal workspaces. */
export const ContentsUploadInfoSchema = z.object({
  max_file_bytes: z.int(),
  max_per_upload: z.int(),
  max_per_card: z.int(),
  contents_count: z.int(),
  storage_used_bytes: z.int(),
  storage_cap_bytes: z.nullable(z.int()),
  storage_remaining_bytes: z.nullable(z.int()),
});
export type ContentsUploadInfo = z.infer<typeof ContentsUploadInfoSchema>;

const FilenameSchema = singleLineText({ error: 'Required' }).check(
  z.minLength(1, 'Required'),
  z.maxLength(CONTENT_LIMITS.filenameLength, `at most ${CONTENT_LIMITS.filenameLength} characters`),
  // A name, not a path: a zip entry must not climb out of its folder.
  z.refine((name) => !/[/\\]/.test(name), 'must not contain slashes'),
);

/** `POST …/contents/new`: one file about to be uploaded (the handler applies the organization's size limit). */
export const PresignContentRequestSchema = z.object({
  content_type: z.enum(CONTENT_MIME_TYPES, { error: CONTENT_MESSAGES.notAllowed }),
  size: z.int({ error: 'Required' }).check(z.minimum(1, 'Required')),
  filename: FilenameSchema,
});

const UploadedFileSchema = z.object({
  key: z.string().check(z.minLength(1, 'Required'), z.maxLength(500)),
  filename: FilenameSchema,
});

/**
 * `POST …/contents`: uploaded files become contents, in order. One file (`{key, filename}`) or one upload
 * action of at most 5 (`{contents: [{key, filename}]}`).
 */
export const ConfirmContentsRequestSchema = z.pipe(
  z
    .object({
      key: z.optional(UploadedFileSchema.shape.key),
      filename: z.optional(FilenameSchema),
      contents: z.optional(
        z
          .array(UploadedFileSchema)
          .check(
            z.minLength(1, 'Required'),
            z.maxLength(CONTENT_LIMITS.perUpload, CONTENT_MESSAGES.perUpload(CONTENT_LIMITS.perUpload)),
          ),
      ),
    })
    .check(
      z.refine(
        (v) =>
          v.contents
            ? v.key === undefined && v.filename === undefined
            : v.key !== undefined && v.filename !== undefined,
        {
          error: 'Send either key and filename, or contents',
        },
      ),
    ),
  z.transform((v) => v.contents ?? [{ key: v.key!, filename: v.filename! }]),
);

/** `PUT …/contents/{id}` with `replace`: the uploaded file becomes the content's current file. */
export const ReplaceContentRequestSchema = z.extend(UploadedFileSchema, { replace: z.literal(true) });

/** `PUT …/contents/sort_attachments`: every content of the card, in the new order. */
export const SortContentsRequestSchema = z.object({
  contents: z.array(z.object({ id: IdSchema })).check(z.minLength(1, 'Required'), z.maxLength(CONTENT_LIMITS.perCard)),
});

/** Ids as a list or a comma-separated string (the web client sends `ids: "a,b"`). */
const IdListSchema = z.pipe(
  z.union([
    z.array(IdSchema),
    z.pipe(
      z.string(),
      z.transform((s) =>
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ),
  ]),
  z.array(IdSchema).check(z.minLength(1, 'Required'), z.maxLength(CONTENT_LIMITS.perCard)),
);

/** `DELETE …/contents/destroy_multi {ids}`. */
export const DestroyContentsRequestSchema = z.object({ ids: IdListSchema });

/** `GET …/contents/download?ids=a,b`. */
export const DownloadContentsQuerySchema = z.object({ ids: IdListSchema });

/** The zip, ready: a short-lived URL whose answer carries the file name in Content-Disposition. */
export const ContentsDownloadSchema = z.object({ url: z.string(), filename: z.string() });

/** `POST /workspaces/{id}/content_groups/replace_image {content_groups}`: fresh preview URLs for these cards. */
export const ReplaceImageRequestSchema = z.object({
  content_groups: z.array(IdSchema).check(z.minLength(1, 'Required'), z.maxLength(100)),
});
export const ReplacedImageSchema = z.object({ id: IdSchema, preview: z.nullable(z.string()) });

/** `GET …/authorized_users`: who may see the card's contents (members who see its stage). */
export const AuthorizedUserSchema = z.object({
  user_id: IdSchema,
  user_full_name: z.string(),
  role_name: z.string(),
  sees_hidden_contents: z.boolean(),
});

/**
 * Organization export and import (issue 40 "Organization export", "Import"; docs/export-format.md;
 * decisions EX1–EX12). Web and functions share these shapes.
 *
 * Routes (all `x-beyond-spec`):
 * - `POST /organizations/{id}/exports` (Owner): 202 `{export_id}`; `GET …/exports/{export_id}`: the job;
 * - `POST /organizations/imports/upload`: a presigned POST for the zip (at most 2 GB);
 * - `POST /organizations/imports` `{key}`: 202 `{import_id}`; `GET /organization_imports/{import_id}`: the job.
 *
 * A job is `queued`, `running`, then `done` or `failed`; `progress` is a whole percentage 0–100.
 */
import * as z from './zod';

// The zod-free constants and messages live in ./org-transfer-limits.ts, so the web page can check a file without zod.
export { EXPORT_FORMAT_NAME, EXPORT_FORMAT_VERSION, MAX_IMPORT_BYTES, TRANSFER_MESSAGES } from './org-transfer-limits';

export const TRANSFER_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

const JobShape = {
  status: z.enum(TRANSFER_STATUSES),
  /** 0–100. */
  progress: z.number(),
  /** Why it failed (a `TRANSFER_MESSAGES` text), when `failed`. */
  error: z.optional(z.string()),
  created_at: z.string(),
  /** Records and files per section (`files` is the file count), once done. */
  counts: z.optional(z.record(z.string(), z.number())),
};

export const ExportQueuedSchema = z.object({ export_id: z.string() });

export const ExportJobSchema = z.object({
  export_id: z.string(),
  ...JobShape,
  /** A presigned GET of the zip (valid 15 minutes), when `done`. */
  url: z.optional(z.string()),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;

export const ImportRequestSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(512)) });

export const ImportQueuedSchema = z.object({ import_id: z.string() });

export const ImportJobSchema = z.object({
  import_id: z.string(),
  ...JobShape,
  /** The new organization, when `done`. */
  organization_id: z.optional(z.string()),
  organization_name: z.optional(z.string()),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

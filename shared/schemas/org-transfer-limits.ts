/**
 * Organization export and import: the format marker, the import's size limit and what a failed job says
 * (issue 40 "Organization export", "Import", "a clear error"; docs/export-format.md; decisions EX1–EX14).
 * zod-free, so the web page can refuse a file before uploading it; ./org-transfers.ts re-exports it.
 */
/** The version of the JSON format this code writes, and the newest it reads (docs/export-format.md). */
export const EXPORT_FORMAT_VERSION = 1;

/** The `format` marker of our manifests: a zip without it is not a Greenlight export. */
export const EXPORT_FORMAT_NAME = 'greenlight-organization-export';

/** The largest import zip, in bytes (issue 40 "over 2 GB"). */
export const MAX_IMPORT_BYTES = 2 * 1024 ** 3;

/** What a failed import or export says (issue 40 "a clear error"). */
export const TRANSFER_MESSAGES = {
  notOurs: 'This file is not a Greenlight organization export.',
  newerFormat: (version: number) =>
    `This export was made by a newer Greenlight (format version ${version}); this one reads up to version ${EXPORT_FORMAT_VERSION}.`,
  tooLarge: 'An import file may be at most 2 GB.',
  missingFile: (path: string) => `The export is incomplete: ${path} is missing.`,
  badFile: (path: string) => `The export is damaged: ${path} does not match its SHA-256.`,
  notFound: 'The uploaded file was not found. Please upload it again.',
  /** 409 (decisions ON4): the same zip was confirmed twice (a second tab, a double click); one import runs. */
  alreadyImporting: 'This file is already being imported. The new organization appears in your list when it is done.',
  failed: 'The job failed. Nothing was changed; please try again.',
} as const;

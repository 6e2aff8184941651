/**
 * The uploads of one card's contents (cards spec §5; issue 13 "Upload") on the shared upload queue
 * (lib/use-upload-queue.ts): each file is sniffed in the browser first, sent to S3 with its presigned
 * POST, then confirmed; the API checks the stored object again and is the authority. A replacement
 * (`replaceOf`) goes the same way and ends in the replace call instead of a new content.
 */
import { useUploadQueue, type UploadRow } from '../../../lib/use-upload-queue';
import type { PresignedPost } from '../api/types';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { SNIFF_BYTES, sniffContentMime, type ContentMime } from '../utils/file-checks';

/** What a content upload keeps per file. */
export interface ContentUploadMeta {
  contentType: ContentMime;
  /** The content this file replaces, for a replacement. */
  replaceOf: string | null;
}

/** One row of the upload list. */
export type UploadItem = UploadRow<ContentUploadMeta>;

/** The calls an upload makes; the section gives the card's API. */
export interface UploadCalls {
  /** A presigned POST for one file of `contentType`. */
  presign: (file: File, contentType: ContentMime, replaceOf: string | null) => Promise<PresignedPost>;
  /** Tells the API the object at `key` is there: a new content, or a new version of `replaceOf`. */
  confirm: (key: string, file: File, contentType: ContentMime, replaceOf: string | null) => Promise<unknown>;
  /** After each confirmed file: refresh the contents (awaited before the row goes away). */
  onUploaded: () => Promise<unknown>;
}

/** The upload list and its actions; `start(files, replaceOf)` sends files already checked by `checkUploadBatch`. */
export function useContentUploads(calls: UploadCalls) {
  const queue = useUploadQueue<ContentUploadMeta>({
    check: async (file, { contentType }) => {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      if (sniffContentMime(head) !== contentType) throw new Error(CONTENT_MESSAGES.notAnImage);
    },
    presign: (file, { contentType, replaceOf }) => calls.presign(file, contentType, replaceOf),
    save: async (key, file, { contentType, replaceOf }) => {
      await calls.confirm(key, file, contentType, replaceOf);
      await calls.onUploaded();
    },
    sendFailedMessage: CONTENT_MESSAGES.uploadFailed,
  });
  const start = (files: Array<{ file: File; contentType: ContentMime }>, replaceOf: string | null = null) =>
    queue.start(files.map(({ file, contentType }) => ({ file, meta: { contentType, replaceOf } })));
  return { ...queue, start };
}

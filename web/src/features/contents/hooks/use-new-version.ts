/**
 * Uploading a new version of one content (cards spec §4 Contents "Replace"; issue 37 "'Upload new version'
 * is on the content tile, in the preview and in the viewer"): checks the one file as an upload (type, size,
 * storage; a new version adds nothing to the card's count), says why it is refused through `onError`, or
 * sends it as the content's next version through the upload list (`start(files, replaceOf)`).
 */
import { useCallback } from 'react';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { checkUploadBatch, type ContentMime } from '../utils/file-checks';

/** What checks and sends: the upload settings once loaded (null before), the error line and the upload list. */
export interface NewVersionOptions {
  maxFileBytes: number | null;
  storageRemainingBytes: number | null;
  onError: (message: string | null) => void;
  start: (files: Array<{ file: File; contentType: ContentMime }>, replaceOf: string | null) => void;
}

/** `(contentId, files)`: the first file becomes `contentId`'s new version; nothing is sent before the settings load. */
export function useNewVersion({ maxFileBytes, storageRemainingBytes, onError, start }: NewVersionOptions) {
  return useCallback(
    (contentId: string, files: readonly File[]) => {
      if (maxFileBytes === null || files.length === 0) return;
      const verdict = checkUploadBatch(files.slice(0, 1), {
        maxFileBytes,
        perUpload: 1,
        perCard: Infinity,
        existing: 0,
        storageRemainingBytes,
      });
      const [only] = verdict.files;
      if (only?.error || !only?.contentType) {
        onError(CONTENT_MESSAGES.fileError(files[0].name, only?.error ?? CONTENT_MESSAGES.notAnImage));
        return;
      }
      onError(null);
      start([{ file: only.file, contentType: only.contentType }], contentId);
    },
    [maxFileBytes, storageRemainingBytes, onError, start],
  );
}

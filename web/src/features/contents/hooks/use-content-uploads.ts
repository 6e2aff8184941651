/**
 * The uploads of one card's contents (cards spec §5; issue 13 "Upload"): each file is sniffed in the
 * browser, then sent straight to S3 with the presigned POST the API hands out (XMLHttpRequest, for its
 * progress), then confirmed; the API checks the stored object again and is the authority. Every file has
 * its own row with a progress bar; a file can be cancelled while it is sent, and a failed one keeps its
 * message (the spec's, or the server's) with Retry and Dismiss. A replacement (`replaceOf`) goes the
 * same way and ends in the replace call instead of a new content.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import type { PresignedPost } from '../api/types';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { SNIFF_BYTES, sniffContentMime, type ContentMime } from '../utils/file-checks';

/** Where an upload is. */
export type UploadStatus = 'uploading' | 'confirming' | 'failed';

/** One row of the upload list. */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** 0–100 of the bytes sent to S3. */
  progress: number;
  status: UploadStatus;
  error: string | null;
  /** The content this file replaces, for a replacement. */
  replaceOf: string | null;
}

/** The calls an upload makes; the section gives the card's API. */
export interface UploadCalls {
  /** A presigned POST for one file of `contentType` and `size` bytes. */
  presign: (file: File, contentType: ContentMime, replaceOf: string | null) => Promise<PresignedPost>;
  /** Tells the API the object at `key` is there: a new content, or a new version of `replaceOf`. */
  confirm: (key: string, file: File, contentType: ContentMime, replaceOf: string | null) => Promise<unknown>;
  /** After each confirmed file: refresh the contents (awaited before the row goes away). */
  onUploaded: () => Promise<unknown>;
}

interface Job {
  file: File;
  contentType: ContentMime;
  controller: AbortController;
}

let nextId = 0;

/** The upload list and its actions. */
export function useContentUploads(calls: UploadCalls) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const jobs = useRef(new Map<string, Job>());
  const callsRef = useRef(calls);
  useEffect(() => {
    callsRef.current = calls;
  });
  // Leaving the popup abandons what is still being sent (the API's pending uploads expire on their own).
  useEffect(() => {
    const running = jobs.current;
    return () => running.forEach((job) => job.controller.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);
  const remove = useCallback((id: string) => {
    jobs.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const run = useCallback(
    async (id: string, replaceOf: string | null) => {
      const job = jobs.current.get(id);
      if (!job) return;
      const { file, contentType, controller } = job;
      try {
        const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
        if (sniffContentMime(head) !== contentType) throw new Error(CONTENT_MESSAGES.notAnImage);
        const presigned = await callsRef.current.presign(file, contentType, replaceOf);
        if (controller.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
        await uploadToPresignedPost(presigned, file, (progress) => patch(id, { progress }), controller.signal).catch((error: unknown) => {
          if (error instanceof DOMException) throw error;
          throw new Error(CONTENT_MESSAGES.uploadFailed);
        });
        patch(id, { status: 'confirming', progress: 100 });
        await callsRef.current.confirm(presigned.key, file, contentType, replaceOf);
        await callsRef.current.onUploaded();
        remove(id);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') remove(id);
        else patch(id, { status: 'failed', error: errorMessage(error) });
      }
    },
    [patch, remove],
  );

  /** Starts one upload per file (already checked by `checkUploadBatch`). */
  const start = useCallback(
    (files: Array<{ file: File; contentType: ContentMime }>, replaceOf: string | null = null) => {
      const added: UploadItem[] = files.map(({ file, contentType }) => {
        const id = `upload-${++nextId}`;
        jobs.current.set(id, { file, contentType, controller: new AbortController() });
        return { id, name: file.name, size: file.size, progress: 0, status: 'uploading', error: null, replaceOf };
      });
      setItems((current) => [...current, ...added]);
      added.forEach((item) => void run(item.id, replaceOf));
    },
    [run],
  );

  /** Stops a file while it is being sent; its row goes away. */
  const cancel = useCallback((id: string) => jobs.current.get(id)?.controller.abort(), []);

  /** Sends a failed file again. */
  const retry = useCallback(
    (id: string) => {
      const job = jobs.current.get(id);
      const item = items.find((i) => i.id === id);
      if (!job || !item) return;
      job.controller = new AbortController();
      patch(id, { status: 'uploading', progress: 0, error: null });
      void run(id, item.replaceOf);
    },
    [items, patch, run],
  );

  return { items, start, cancel, retry, dismiss: remove, busy: items.some((i) => i.status !== 'failed') };
}

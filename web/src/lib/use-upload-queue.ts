/**
 * A queue of files on their way to S3 (BRIEF §3 "Uploads", §6 "An upload shows its progress"): each
 * file gets a presigned POST from the API, is sent straight to S3 with XMLHttpRequest (for its
 * progress), then is saved by the API call its feature gives (a content's confirmation, a comment
 * draft's attachment). Every file has a row: progress while it is sent, Cancel until it is saved, and a
 * failed one keeps its message (the spec's, or the server's) with Retry and Dismiss. Leaving the screen
 * abandons what is still being sent (the API's pending uploads expire on their own).
 *
 * Used by the card's contents (cards spec §5; issue 13) and comment attachments (cards spec §5
 * Comments; decisions R5). `Meta` is what the feature keeps per file (its content type, the content it
 * replaces).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PresignedPost } from '../../../shared/schemas/uploads';
import { errorMessage } from './api-client';
import { uploadToPresignedPost } from './presigned-upload';

/** Where a file is: being sent to S3, being saved by the API, or stopped with an error. */
export type UploadStatus = 'uploading' | 'saving' | 'failed';

/** One row of the upload list. */
export interface UploadRow<Meta> {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** 0–100 of the bytes sent to S3. */
  progress: number;
  status: UploadStatus;
  error: string | null;
  meta: Meta;
}

/** The steps of one file, given by the feature. Each rejects with the message to show. */
export interface UploadSteps<Meta> {
  /** Checks the file before anything is sent (e.g. its magic bytes). */
  check?: (file: File, meta: Meta) => Promise<void>;
  /** A presigned POST for the file. */
  presign: (file: File, meta: Meta) => Promise<PresignedPost>;
  /** Once S3 has the bytes: the API call that saves the object at `key` (awaited before the row goes). */
  save: (key: string, file: File, meta: Meta) => Promise<unknown>;
  /** The message when sending the bytes to S3 fails. */
  sendFailedMessage: string;
}

interface Job<Meta> {
  file: File;
  meta: Meta;
  controller: AbortController;
}

let nextId = 0;
const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The upload rows and their actions; `busy` while any file is still being sent or saved. */
export function useUploadQueue<Meta>(steps: UploadSteps<Meta>) {
  const [items, setItems] = useState<Array<UploadRow<Meta>>>([]);
  const jobs = useRef(new Map<string, Job<Meta>>());
  const stepsRef = useRef(steps);
  useEffect(() => {
    stepsRef.current = steps;
  });
  useEffect(() => {
    const running = jobs.current;
    return () => running.forEach((job) => job.controller.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadRow<Meta>>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);
  const remove = useCallback((id: string) => {
    jobs.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const run = useCallback(
    async (id: string) => {
      const job = jobs.current.get(id);
      if (!job) return;
      const { file, meta, controller } = job;
      const { check, presign, sendFailedMessage } = stepsRef.current;
      try {
        await check?.(file, meta);
        const presigned = await presign(file, meta);
        if (controller.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
        await uploadToPresignedPost(presigned, file, (progress) => patch(id, { progress }), controller.signal).catch(
          (error: unknown) => {
            throw error instanceof DOMException ? error : new Error(sendFailedMessage);
          },
        );
        patch(id, { status: 'saving', progress: 100 });
        await stepsRef.current.save(presigned.key, file, meta);
        remove(id);
      } catch (error) {
        if (aborted(error)) remove(id);
        else patch(id, { status: 'failed', error: errorMessage(error) });
      }
    },
    [patch, remove],
  );

  /** Starts one upload per file (already checked against the feature's limits). */
  const start = useCallback(
    (files: Array<{ file: File; meta: Meta }>) => {
      const added = files.map(({ file, meta }): UploadRow<Meta> => {
        const id = `upload-${++nextId}`;
        jobs.current.set(id, { file, meta, controller: new AbortController() });
        return { id, name: file.name, size: file.size, progress: 0, status: 'uploading', error: null, meta };
      });
      setItems((current) => [...current, ...added]);
      added.forEach((item) => void run(item.id));
    },
    [run],
  );

  /** Stops a file while it is being sent; its row goes away. */
  const cancel = useCallback((id: string) => jobs.current.get(id)?.controller.abort(), []);

  /** Sends a failed file again. */
  const retry = useCallback(
    (id: string) => {
      const job = jobs.current.get(id);
      if (!job) return;
      job.controller = new AbortController();
      patch(id, { status: 'uploading', progress: 0, error: null });
      void run(id);
    },
    [patch, run],
  );

  return { items, start, cancel, retry, dismiss: remove, busy: items.some((item) => item.status !== 'failed') };
}

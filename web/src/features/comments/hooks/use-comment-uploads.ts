/**
 * The files on their way into a comment (cards spec §5 Comments attachments; BRIEF §6 "An upload shows
 * its progress"; decisions R5): each gets a presigned POST, is sent straight to S3 (with progress, and
 * Cancel while it is sent), then joins the tab's draft. A failed file keeps its message with Dismiss.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import type { CommentAttachmentType } from '../../../../../shared/schemas/comments-limits';
import { errorMessage } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

/** One row of the upload list. */
export interface CommentUpload {
  id: string;
  name: string;
  contentType: CommentAttachmentType;
  /** 0–100 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'attaching' | 'failed';
  error: string | null;
}

interface Calls {
  presign: (file: File, contentType: CommentAttachmentType) => Promise<PresignedPost>;
  /** The uploaded object joins the draft. */
  attach: (file: { key: string; content_type: CommentAttachmentType; filename: string }) => Promise<unknown>;
}

const FAILED_SEND = 'The file could not be uploaded. Please try again.';
let nextId = 0;

/** The upload rows and their actions. */
export function useCommentUploads(calls: Calls) {
  const [items, setItems] = useState<CommentUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const callsRef = useRef(calls);
  useEffect(() => {
    callsRef.current = calls;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<CommentUpload>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i))), []);
  const remove = useCallback((id: string) => {
    controllers.current.delete(id);
    setItems((all) => all.filter((i) => i.id !== id));
  }, []);

  const run = useCallback(
    async (id: string, file: File, contentType: CommentAttachmentType, controller: AbortController) => {
      try {
        const presigned = await callsRef.current.presign(file, contentType);
        if (controller.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
        await uploadToPresignedPost(presigned, file, (progress) => patch(id, { progress }), controller.signal).catch((error: unknown) => {
          if (error instanceof DOMException) throw error;
          throw new Error(FAILED_SEND);
        });
        patch(id, { status: 'attaching', progress: 100 });
        await callsRef.current.attach({ key: presigned.key, content_type: contentType, filename: file.name });
        remove(id);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') remove(id);
        else patch(id, { status: 'failed', error: errorMessage(error) });
      }
    },
    [patch, remove],
  );

  /** Starts one upload per (already checked) file. */
  const start = useCallback(
    (files: Array<{ file: File; contentType: CommentAttachmentType }>) => {
      const added = files.map(({ file, contentType }) => {
        const id = `comment-upload-${++nextId}`;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        return { row: { id, name: file.name, contentType, progress: 0, status: 'uploading' as const, error: null }, file, controller };
      });
      setItems((all) => [...all, ...added.map((a) => a.row)]);
      added.forEach((a) => void run(a.row.id, a.file, a.row.contentType, a.controller));
    },
    [run],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  return { items, start, cancel, dismiss: remove, busy: items.some((i) => i.status !== 'failed') };
}

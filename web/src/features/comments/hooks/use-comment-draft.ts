/**
 * The composer's draft of one tab (cards spec §3 Draft comment; §4 "Draft flow: create a draft, update
 * the draft, update the draft attachments, clear the draft, then post the comment. Drafts autosave when
 * switching tab or leaving"; decisions R1, R22).
 *
 * - Text autosaves 1.5 s after typing stops, and at once when the composer goes away (the tab changes,
 *   the popup closes): `create_draft` the first time, `update_draft` after; emptied text with no files
 *   clears the draft, so the tab's marker goes.
 * - Files join the draft as soon as they are uploaded (`update_draft_attachments`), so they survive a
 *   closed popup too.
 * - Draft writes run one after another (the server refuses a write that raced another, 409).
 * - `beforePost` settles the queue and gives the draft id; the post consumes the draft (server side).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentAttachment, DraftComment } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { clearDraft } from '../api/clear-draft';
import { createDraft } from '../api/create-draft';
import type { CommentsScope } from '../api/comments-path';
import { updateDraft } from '../api/update-draft';
import { updateDraftAttachments, type DraftAttachmentChange } from '../api/update-draft-attachments';

/** Autosave delay after the last keystroke, in ms. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/** Where the draft's text stands, for the composer's quiet status line. */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

interface Options {
  scope: CommentsScope;
  tab: CommentTab;
  /** The draft the card carried when the tab opened (`drafts.internal_draft` / `partner_draft`). */
  initial: DraftComment | null;
  /** The draft changed (or went: null); the popup updates its tab marker. */
  onChanged: (draft: DraftComment | null) => void;
  /** False for callers who cannot post in the tab: nothing is ever saved. */
  enabled: boolean;
}

/** The draft's attachments, its autosave and the calls around a post. */
export function useCommentDraft({ scope, tab, initial, onChanged, enabled }: Options) {
  const [attachments, setAttachments] = useState<CommentAttachment[]>(initial?.attachments ?? []);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const draftId = useRef<string | null>(initial?.id ?? null);
  const html = useRef(initial?.description ?? '');
  const savedHtml = useRef(initial?.description ?? '');
  const files = useRef(attachments);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const live = useRef({ scope, tab, onChanged, enabled });
  useEffect(() => {
    live.current = { scope, tab, onChanged, enabled };
  });

  /** Runs `task` after every earlier draft write. */
  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const adopt = useCallback((draft: DraftComment | null) => {
    draftId.current = draft?.id ?? null;
    files.current = draft?.attachments ?? [];
    setAttachments(files.current);
    live.current.onChanged(draft);
  }, []);

  /** Saves the text if it changed since the last save. */
  const saveText = useCallback(
    () =>
      enqueue(async () => {
        const { scope: s, tab: t, enabled: on } = live.current;
        const text = html.current;
        if (!on || text === savedHtml.current) return;
        setStatus('saving');
        try {
          if (text === '' && files.current.length === 0) {
            if (draftId.current) await clearDraft(s, t, draftId.current);
            adopt(null);
          } else if (!draftId.current) {
            const created = await createDraft(s, t, text);
            adopt(created.description === text || text === '' ? created : await updateDraft(s, t, text));
          } else {
            adopt(await updateDraft(s, t, text));
          }
          savedHtml.current = text;
          setStatus('saved');
        } catch (error) {
          console.warn('[comments] draft not saved', error);
          setStatus('failed');
        }
      }),
    [enqueue, adopt],
  );

  /** The editor's HTML changed ('' when empty): save after a pause. */
  const setHtml = useCallback(
    (next: string) => {
      html.current = next;
      window.clearTimeout(timer.current);
      if (next !== savedHtml.current) timer.current = window.setTimeout(() => void saveText(), DRAFT_SAVE_DELAY_MS);
    },
    [saveText],
  );

  /** Adds uploaded files or removes attachments; refusals are shown with the server's message. */
  const changeAttachments = useCallback(
    (changes: DraftAttachmentChange[]) =>
      enqueue(async () => {
        const { scope: s, tab: t } = live.current;
        try {
          let draft = await updateDraftAttachments(s, t, changes);
          // The last file removed from a draft without text: the draft goes (no marker on an empty tab).
          if (draft.attachments.length === 0 && html.current === '') {
            await clearDraft(s, t, draft.id);
            savedHtml.current = '';
            adopt(null);
            return;
          }
          // A draft created by this call has no text yet: give it what is typed.
          if (draft.description !== html.current && html.current !== '') {
            draft = await updateDraft(s, t, html.current);
            savedHtml.current = html.current;
          }
          adopt(draft);
        } catch (error) {
          toast.error(errorMessage(error));
          throw error;
        }
      }),
    [enqueue, adopt],
  );

  /** Before posting: no autosave is pending, every draft write is done; answers the draft id. */
  const beforePost = useCallback(async () => {
    window.clearTimeout(timer.current);
    await queue.current;
    return draftId.current;
  }, []);

  /** After posting: the server consumed the draft. */
  const afterPost = useCallback(() => {
    window.clearTimeout(timer.current);
    html.current = '';
    savedHtml.current = '';
    setStatus('idle');
    adopt(null);
  }, [adopt]);

  // Leaving the tab or the popup saves what is typed at once (cards spec §4 "autosave when switching tab or leaving").
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (html.current !== savedHtml.current) void saveText();
    },
    [saveText],
  );

  return {
    attachments,
    status,
    setHtml,
    changeAttachments,
    beforePost,
    afterPost,
    initialHtml: initial?.description ?? '',
  };
}

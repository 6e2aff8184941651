/**
 * The comment box of a tab (cards spec §2 Comments column; §4 Comments and drafts; §5 Comments): the
 * editor with @mentions, files (at most 20 images and 5 PDFs, with progress and Cancel), the reply being
 * written, and Send. Empty comments (no text, no files) cannot be sent, nor while saving or uploading.
 * On small screens (≤ 767 px) Enter adds a line and Send sends; elsewhere Enter sends too.
 * Everything typed or attached is the tab's draft (../hooks/use-comment-draft.ts). The proofing viewer
 * (issue 26) reuses it with an `anchor`: the post is then an annotation pinned there. While a post is on
 * its way the bar says "Saving…", then "Not saved yet, retrying" while it is sent again (issue 40).
 */
import { useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { Comment, DraftComment } from '../../../../../shared/schemas/comments';
import type { AnnotationAnchor } from '../../../../../shared/schemas/annotation-anchor';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { toast } from '../../../components/ui/toast/toast-store';
import type { CommentsScope } from '../api/comments-path';
import { useMentionableUsers } from '../api/get-mentionable-users';
import { postComment, type CommentPosted } from '../api/post-comment';
import { useCommentDraft } from '../hooks/use-comment-draft';
import { useCommentUploads } from '../hooks/use-comment-uploads';
import { commentSnippet } from '../utils/comment-html';
import { CommentAttachments } from './comment-attachments';
import type { CommentEditorControl } from './comment-editor';
import { LazyCommentEditor } from './lazy-comment-editor';
import { CommentUploadRows } from './comment-upload-rows';
import { CommentFilePicker } from './comment-file-picker';
import { saveMessage } from '../../../components/ui/save-status';
import { useWritesRetrying } from '../../../lib/write-keys';

interface CommentComposerProps {
  scope: CommentsScope;
  tab: CommentTab;
  draft: DraftComment | null;
  onDraftChanged: (draft: DraftComment | null) => void;
  /** The comment being answered, or null. */
  replyTo: Comment | null;
  onCancelReply: () => void;
  onPosted: (posted: CommentPosted) => void;
  /** Post as an annotation pinned here (issue 26), with the editor labelled `label`. */
  anchor?: AnnotationAnchor;
  label?: string;
  /** The reply's parent is fixed (an annotation's thread, issue 26): no 'Replying to' banner. */
  replyFixed?: boolean;
}

const TAB_NAMES: Record<CommentTab, string> = { team: 'Team', guest: 'Guest' };

/** The composer. */
export function CommentComposer({
  scope,
  tab,
  draft,
  onDraftChanged,
  replyTo,
  onCancelReply,
  onPosted,
  anchor,
  label,
  replyFixed = false,
}: CommentComposerProps) {
  const small = useMediaQuery(MOBILE_QUERY);
  const [hasText, setHasText] = useState((draft?.description ?? '') !== '');
  const [posting, setPosting] = useState(false);
  // The post is being sent again after a dropped connection or a 503 (issue 40): say so, never lose it silently.
  const retrying = useWritesRetrying();
  const [wantsPeople, setWantsPeople] = useState(false);
  const html = useRef(draft?.description ?? '');
  const editor = useRef<CommentEditorControl | null>(null);
  const people = useMentionableUsers(scope, tab, wantsPeople);
  const saved = useCommentDraft({ scope, tab, initial: draft, onChanged: onDraftChanged, enabled: true });
  const uploads = useCommentUploads(scope, (file) => saved.changeAttachments([file]));
  const empty = !hasText && saved.attachments.length === 0;
  const canSend = !empty && !posting && !uploads.busy;

  const onChange = (next: string) => {
    html.current = next;
    setHasText(next !== '');
    saved.setHtml(next);
  };

  const send = async () => {
    if (!canSend) return;
    setPosting(true);
    try {
      const draftId = await saved.beforePost();
      const posted = await postComment(scope, {
        tab,
        description: html.current,
        parentId: replyTo?.id ?? null,
        draftId,
        anchor,
      });
      html.current = '';
      setHasText(false);
      saved.afterPost();
      editor.current?.clear();
      onPosted(posted);
    } catch (error) {
      // The text stays in the box (and its draft), so a failed post is never lost; a retry that met "already
      // done" (issue 40) is no error.
      if (!(error instanceof ApiError && error.alreadyDone)) toast.error(errorMessage(error));
    } finally {
      setPosting(false);
    }
  };

  const addFiles = (files: File[]) =>
    uploads.add(
      files,
      saved.attachments.map((a) => a.content_type),
    );

  return (
    <div className="gl-comment-composer" data-testid={`comment-composer-${tab}`}>
      {replyTo && !replyFixed ? (
        <div className="gl-comment-composer__reply" data-testid="replying-to">
          <span>
            Replying to <strong>{replyTo.user?.full_name ?? 'a comment'}</strong>:{' '}
            <q>{commentSnippet(replyTo.description, 80)}</q>
          </span>
          <button type="button" className="gl-comment-link-button" onClick={onCancelReply} aria-label="Cancel reply">
            ✕
          </button>
        </div>
      ) : null}
      <LazyCommentEditor
        controlRef={editor}
        initialHtml={saved.initialHtml}
        label={label ?? `Write a ${TAB_NAMES[tab]} comment`}
        placeholder={small ? 'Write a comment…' : 'Write a comment… (@ to mention)'}
        onChange={onChange}
        onSubmit={() => void send()}
        enterAddsLine={small}
        people={people.data ?? []}
        onMentionStart={() => setWantsPeople(true)}
        disabled={posting}
      />
      <CommentAttachments
        attachments={saved.attachments}
        onRemove={(a) => void saved.changeAttachments([{ id: a.id, _destroy: true }]).catch(() => undefined)}
      />
      <CommentUploadRows items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <div className="gl-comment-composer__bar">
        <CommentFilePicker testId={`comment-files-${tab}`} disabled={posting} onFiles={addFiles} />
        <span className="gl-comment-composer__status" role="status" aria-live="polite">
          {posting
            ? saveMessage(true, retrying)
            : saved.status === 'saving'
              ? 'Saving draft…'
              : saved.status === 'saved' && !empty
                ? 'Draft saved'
                : saved.status === 'failed'
                  ? 'Draft not saved'
                  : ''}
        </span>
        <Button
          size="small"
          variation="primary"
          onClick={() => void send()}
          isDisabled={!canSend}
          isLoading={posting}
          loadingText="Sending…"
        >
          Send
        </Button>
      </div>
    </div>
  );
}

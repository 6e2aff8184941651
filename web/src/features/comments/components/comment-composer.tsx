/**
 * The comment box of a tab (cards spec §2 Comments column; §4 Comments and drafts; §5 Comments): the
 * editor with @mentions, files (at most 20 images and 5 PDFs, with progress and Cancel), the reply being
 * written, and Send. Empty comments (no text, no files) cannot be sent, nor while saving or uploading.
 * On small screens (≤ 767 px) Enter adds a line and Send sends; elsewhere Enter sends too.
 * Everything typed or attached is the tab's draft (../hooks/use-comment-draft.ts). The proofing viewer
 * (issue 26) reuses it with an `anchor`: the post is then an annotation pinned there. While a post is on
 * its way the bar says "Saving…", then "Not saved yet, retrying" while it is sent again (issue 40).
 *
 * A card's tabs (`collapsible`) first draw the box closed, Trello- and Jira-style (issue 39 "≤ 50 KB of
 * unused JavaScript on first load"; decisions CB1–CB3): a button that looks like the empty editor, with its
 * placeholder, and takes no typing. A click, Enter or Space draws the editor in its place, focused. Its code
 * is fetched on the box's first hover or focus (and on a card's hover, decisions LO2; when idle on a screen
 * without hover), so a box opened after either never waits on the network. A draft, a reply or a file on its
 * way opens the editor at once; Escape in an empty editor closes the box again.
 */
import { useEffect, useRef, useState } from 'react';
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
import { LazyCommentEditor, preloadCommentEditor } from './lazy-comment-editor';
import { whenIdle } from '../../../lib/when-idle';
import { CommentUploadRows } from './comment-upload-rows';
import { CommentFilePicker } from './comment-file-picker';
import { useWritesRetrying } from '../../../lib/write-keys';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

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
  /** Draw the box closed until it is opened, unless there is a draft or a reply (a card's tabs; CB1). */
  collapsible?: boolean;
  /**
   * Focus the editor once it is drawn (a pin just placed in the proofing viewer): what is typed next is the
   * comment, not the viewer's shortcuts (N would start another pin and drop this one).
   */
  focusOnOpen?: boolean;
}

/**
 * The closed box: a real button, drawn as the empty editor with its placeholder. Fetches the editor's code on
 * its first hover or focus (or when the page is idle on a screen without hover), and opens on a press.
 */
function ClosedBox({
  tab,
  placeholder,
  onOpen,
  autoFocus,
}: {
  tab: CommentTab;
  placeholder: string;
  onOpen: () => void;
  /** Take the focus when drawn (the editor it replaces had it). */
  autoFocus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void preloadCommentEditor().catch(() => undefined);
  useEffect(() => {
    if (autoFocus) button.current?.focus();
    // Only when drawn: the box replaces the editor once per Escape.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!window.matchMedia('(hover: none)').matches) return;
    return whenIdle(preload);
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className="gl-comment-editor__content gl-comment-composer__closed"
      data-testid={`comment-box-${tab}`}
      onPointerOver={preload}
      onFocus={preload}
      onClick={onOpen}
    >
      {placeholder}
    </button>
  );
}

/** Stand-ins for the name and the quote in "Replying to {name}: {quote}", which is split around them. */
const NAME_SLOT = '\u0000';
const QUOTE_SLOT = '\u0001';

/**
 * "Replying to **name**: “quote”" as one catalogue sentence (issue 41: no sentence from pieces), with the
 * bold name and the quote drawn where the language puts them.
 */
function ReplyingTo({ name, quote }: { name: string; quote: string }) {
  const { t } = useTranslation('comments');
  // The message cut at each slot, the slots kept as parts of their own.
  const parts = t('composer.replyingTo', { name: NAME_SLOT, quote: QUOTE_SLOT })
    .split(NAME_SLOT)
    .flatMap((piece, i) => [
      ...(i > 0 ? [NAME_SLOT] : []),
      ...piece.split(QUOTE_SLOT).flatMap((p, j) => (j > 0 ? [QUOTE_SLOT, p] : [p])),
    ]);
  return (
    <span>
      {parts.map((part, i) =>
        part === NAME_SLOT ? <strong key={i}>{name}</strong> : part === QUOTE_SLOT ? <q key={i}>{quote}</q> : part,
      )}
    </span>
  );
}

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
  collapsible = false,
  focusOnOpen = false,
}: CommentComposerProps) {
  const { t } = useTranslation('comments');
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
  // Closed until opened, unless something is being written (CB1): a draft, a reply, a file on its way. Once
  // open it stays open (deleting the text does not close it) until Escape closes an empty editor.
  const writing = replyTo !== null || !empty || uploads.items.length > 0;
  const [opened, setOpened] = useState(writing);
  // Focus the editor that a press (or a reply chosen while closed) drew; not one drawn open for a draft.
  const [focusEditor, setFocusEditor] = useState(focusOnOpen);
  if (collapsible && writing && !opened) {
    // State adjusted while rendering (React's pattern for state derived from props): no closed frame.
    setOpened(true);
    setFocusEditor(true);
  }
  const expanded = !collapsible || opened;
  // Escape closed the editor: the box it left takes the focus.
  const [focusBox, setFocusBox] = useState(false);
  const open = () => {
    setOpened(true);
    setFocusEditor(true);
  };
  const closeIfEmpty =
    collapsible && empty && replyTo === null && uploads.items.length === 0
      ? () => {
          setOpened(false);
          setFocusEditor(false);
          setFocusBox(true);
        }
      : undefined;

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
          <ReplyingTo
            name={replyTo.user?.full_name ?? t('composer.aComment')}
            quote={commentSnippet(replyTo.description, 80)}
          />
          <button
            type="button"
            className="gl-comment-link-button"
            onClick={onCancelReply}
            aria-label={t('composer.cancelReply')}
          >
            ✕
          </button>
        </div>
      ) : null}
      {expanded ? (
        <>
          <LazyCommentEditor
            controlRef={editor}
            autoFocus={focusEditor}
            onEscape={closeIfEmpty}
            initialHtml={saved.initialHtml}
            label={label ?? t('composer.label', { tab })}
            placeholder={small ? t('composer.placeholder') : t('composer.placeholderMention')}
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
                ? t(retrying ? 'composer.retrying' : 'composer.saving')
                : saved.status === 'saving'
                  ? t('composer.savingDraft')
                  : saved.status === 'saved' && !empty
                    ? t('composer.draftSaved')
                    : saved.status === 'failed'
                      ? t('composer.draftNotSaved')
                      : ''}
            </span>
            <Button
              size="small"
              variation="primary"
              onClick={() => void send()}
              isDisabled={!canSend}
              isLoading={posting}
              loadingText={t('composer.sending')}
            >
              {t('composer.send')}
            </Button>
          </div>
        </>
      ) : (
        <ClosedBox
          tab={tab}
          placeholder={small ? t('composer.placeholder') : t('composer.placeholderMention')}
          onOpen={open}
          autoFocus={focusBox}
        />
      )}
    </div>
  );
}

/**
 * The comment editor as its own chunk (BRIEF §6 "the editor … lazy-loaded"): TipTap and ProseMirror load
 * when a tab's composer (or an edit) first shows, not with the popup. Until then an empty box of the
 * editor's size holds its place.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const CommentEditor = lazy(() => import('./comment-editor').then((m) => ({ default: m.CommentEditor })));

/** `CommentEditor`, loaded on first use. */
export function LazyCommentEditor(props: ComponentProps<typeof CommentEditor>) {
  return (
    <Suspense
      fallback={
        // A plain div may not carry aria-label (axe aria-prohibited-attr): its text says what is coming.
        <div className="gl-comment-editor__content gl-comment-editor--loading" aria-busy="true">
          <span className="visually-hidden">{`${props.label}: loading…`}</span>
        </div>
      }
    >
      <CommentEditor {...props} />
    </Suspense>
  );
}

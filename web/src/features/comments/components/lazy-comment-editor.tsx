/**
 * The comment editor as its own chunk (BRIEF §6 "the editor … lazy-loaded"): TipTap and ProseMirror load
 * when an editor first shows (an opened comment box, an edit, an annotation's composer), not with the popup.
 * Until then an empty box of the editor's size holds its place.
 *
 * `preloadCommentEditor()` starts the chunk's import once (a card's collapsed comment box calls it on its
 * first hover or focus, issue 39; decisions CB1–CB3); an editor drawn after it resolved renders at once,
 * without a Suspense fallback, so opening a box whose code is here never shows a loading frame.
 */
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import type { CommentEditor as CommentEditorComponent } from './comment-editor';
import { useTranslation } from '../../../lib/i18n/use-translation';
// No `../english-messages` import: the catalogue stays with the popup; every caller imports it.

type EditorComponent = typeof CommentEditorComponent;

/** The editor once its chunk has been evaluated, else null. */
let loadedEditor: EditorComponent | null = null;
let pending: Promise<EditorComponent> | null = null;

/**
 * Imports the editor's chunk (once; a failed import is tried again on the next call).
 * @returns the editor component.
 */
export function preloadCommentEditor(): Promise<EditorComponent> {
  pending ??= import('./comment-editor').then(
    (m) => (loadedEditor = m.CommentEditor),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

const LazyEditor = lazy(() => preloadCommentEditor().then((component) => ({ default: component })));

/** `CommentEditor`, loaded on first use. */
export function LazyCommentEditor(props: Omit<ComponentProps<EditorComponent>, 'pickerTexts'>) {
  const { t } = useTranslation('comments');
  // Chosen once per editor: switching from the lazy wrapper to the loaded one would remount it.
  const [Editor] = useState<ComponentType<ComponentProps<EditorComponent>>>(() => loadedEditor ?? LazyEditor);
  const pickerTexts = { label: t('mention.label'), loading: t('mention.loading'), none: t('mention.none') };
  return (
    <Suspense
      fallback={
        // A plain div may not carry aria-label (axe aria-prohibited-attr): its text says what is coming.
        <div className="gl-comment-editor__content gl-comment-editor--loading" aria-busy="true">
          <span className="visually-hidden">{t('editor.loading', { label: props.label })}</span>
        </div>
      }
    >
      {/* `Editor` is set once per mount (state above), so this is the same component on every render. */}
      <Editor {...props} pickerTexts={pickerTexts} />
    </Suspense>
  );
}

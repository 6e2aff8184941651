/**
 * The comment editor as its own chunk (BRIEF §6 "the editor … lazy-loaded"): TipTap and ProseMirror load
 * when a tab's composer (or an edit) first shows, not with the popup. Until then an empty box of the
 * editor's size holds its place.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
// No `../english-messages` import: web/vite.config.ts's editor chunk takes this file too (its name ends in
// comment-editor.tsx), and the catalogue must stay with the popup; every caller imports it.

const CommentEditor = lazy(() => import('./comment-editor').then((m) => ({ default: m.CommentEditor })));

/** `CommentEditor`, loaded on first use. */
export function LazyCommentEditor(props: Omit<ComponentProps<typeof CommentEditor>, 'pickerTexts'>) {
  const { t } = useTranslation('comments');
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
      <CommentEditor {...props} pickerTexts={pickerTexts} />
    </Suspense>
  );
}

/**
 * The files on their way into a comment (BRIEF §6 "An upload shows its progress"): name, a progress bar
 * and Cancel while it is sent, "Attaching…" while the server checks it, and a failed file's message with
 * Dismiss.
 */
import type { CommentUpload } from '../hooks/use-comment-uploads';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface CommentUploadRowsProps {
  items: readonly CommentUpload[];
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** One row per file. */
export function CommentUploadRows({ items, onCancel, onDismiss }: CommentUploadRowsProps) {
  const { t } = useTranslation('comments');
  if (!items.length) return null;
  return (
    <ul className="gl-comment-uploads" aria-label={t('upload.list')}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`gl-comment-upload gl-comment-upload--${item.status}`}
          data-testid="comment-upload-row"
        >
          <span className="gl-comment-upload__name" title={item.name}>
            {item.name}
          </span>
          {item.status === 'failed' ? (
            <>
              <span role="alert" className="gl-comment-upload__error">
                {item.error}
              </span>
              <button
                type="button"
                className="gl-comment-link-button"
                onClick={() => onDismiss(item.id)}
                aria-label={t('upload.dismissNamed', { name: item.name })}
              >
                {t('upload.dismiss')}
              </button>
            </>
          ) : (
            <>
              <progress
                max={100}
                value={item.progress}
                aria-label={t('upload.uploading', { name: item.name })}
                aria-valuetext={
                  item.status === 'saving' ? t('upload.attaching') : t('upload.percent', { percent: item.progress })
                }
              />
              <span className="gl-comment-upload__percent">
                {item.status === 'saving'
                  ? t('upload.attachingEllipsis')
                  : t('upload.percent', { percent: item.progress })}
              </span>
              {item.status === 'uploading' ? (
                <button
                  type="button"
                  className="gl-comment-link-button"
                  onClick={() => onCancel(item.id)}
                  aria-label={t('upload.cancel', { name: item.name })}
                >
                  {t('common:action.cancel')}
                </button>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The files of the uploads under way (issue 13 "Each file shows a progress bar while it uploads, and can
 * be cancelled"): name, size, a progress bar, Cancel while the bytes are sent; "Saving…" while the API
 * checks the stored file; a failed file keeps its message with Retry and Dismiss. Files chosen before the
 * area was ready are announced as waiting (issue 30 item 12, ../hooks/use-queued-files.ts). Its texts come
 * from the `contents` catalogue (issue 41; decisions LU7).
 */
import { Button, Text } from '@aws-amplify/ui-react';
import type { UploadItem } from '../hooks/use-content-uploads';
import { formatFileSize } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface UploadListProps {
  items: UploadItem[];
  /** Files chosen before the contents area was ready, waiting to be checked and sent. */
  waiting?: number;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** One row per file. */
export function UploadList({ items, waiting = 0, onCancel, onRetry, onDismiss }: UploadListProps) {
  const { t } = useTranslation('contents');
  if (!items.length && !waiting) return null;
  return (
    <>
      {waiting ? (
        <Text fontSize="small" role="status" data-testid="contents-upload-waiting">
          {t('uploads.waiting', { count: waiting })}
        </Text>
      ) : null}
      {items.length ? <UploadRows items={items} onCancel={onCancel} onRetry={onRetry} onDismiss={onDismiss} /> : null}
    </>
  );
}

function UploadRows({ items, onCancel, onRetry, onDismiss }: Omit<UploadListProps, 'waiting'>) {
  const { t } = useTranslation('contents');
  return (
    <ul className="gl-uploads" aria-label={t('uploads.label')}>
      {items.map((item) => (
        <li key={item.id} className={`gl-upload gl-upload--${item.status}`} data-testid="upload-row">
          <div className="gl-upload__head">
            <span className="gl-upload__name" title={item.name}>
              {item.meta.replaceOf ? t('uploads.replacing', { name: item.name }) : item.name}
            </span>
            <span className="gl-upload__size">{formatFileSize(item.size)}</span>
          </div>
          {item.status === 'failed' ? (
            <div className="gl-upload__failed">
              <span role="alert" className="gl-upload__error">
                {item.error}
              </span>
              <Button size="small" onClick={() => onRetry(item.id)}>
                {t('uploads.retry')}
              </Button>
              <Button
                size="small"
                variation="link"
                onClick={() => onDismiss(item.id)}
                aria-label={t('uploads.dismissOf', { name: item.name })}
              >
                {t('uploads.dismiss')}
              </Button>
            </div>
          ) : (
            <div className="gl-upload__progress">
              <progress
                max={100}
                value={item.progress}
                aria-label={t('uploads.uploadingOf', { name: item.name })}
                aria-valuetext={item.status === 'saving' ? t('uploads.saving') : `${item.progress}%`}
              />
              <span className="gl-upload__percent" aria-live="polite">
                {item.status === 'saving' ? t('uploads.savingDots') : `${item.progress}%`}
              </span>
              {item.status === 'uploading' ? (
                <Button
                  size="small"
                  variation="link"
                  onClick={() => onCancel(item.id)}
                  aria-label={t('uploads.cancelOf', { name: item.name })}
                >
                  {t('common:action.cancel')}
                </Button>
              ) : null}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

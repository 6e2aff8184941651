/**
 * A comment's files (cards spec §3 Comment attachment; decisions R5: images shown from the file itself,
 * PDFs as links): images inline as thumbnails that open larger in a modal, PDFs as links that open in a
 * new tab. In the composer and in an edit (`onRemove`), each file has a remove button.
 */
import { useState } from 'react';
import type { CommentAttachment } from '../../../../../shared/schemas/comments';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { Button, Flex } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface CommentAttachmentsProps {
  attachments: readonly CommentAttachment[];
  /** Composer and edit only: removes a file from the draft or the edit. */
  onRemove?: (attachment: CommentAttachment) => void;
}

/** Thumbnails and links, and the larger view of one image. */
export function CommentAttachments({ attachments, onRemove }: CommentAttachmentsProps) {
  const { t } = useTranslation('comments');
  const [open, setOpen] = useState<CommentAttachment | null>(null);
  if (!attachments.length) return null;
  const images = attachments.filter((a) => a.is_image);
  const files = attachments.filter((a) => !a.is_image);
  return (
    <div className="gl-comment-files">
      {images.length ? (
        <ul className="gl-comment-files__images" aria-label={t('files.images')}>
          {images.map((image) => (
            <li key={image.id} className="gl-comment-files__image">
              <button
                type="button"
                className="gl-comment-files__thumb"
                onClick={() => setOpen(image)}
                aria-label={t('files.openImage', { name: image.filename })}
              >
                <img src={image.file_thumbnail ?? image.image_url} alt={image.filename} loading="lazy" />
              </button>
              {onRemove ? <RemoveButton name={image.filename} onClick={() => onRemove(image)} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul className="gl-comment-files__docs" aria-label={t('files.files')}>
          {files.map((file) => (
            <li key={file.id} className="gl-comment-files__doc">
              <a href={file.image_url} target="_blank" rel="noopener noreferrer" className="gl-comment-files__link">
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinejoin="round"
                >
                  <path d="M4 1.5h5.5L13 5v9.5H4z" />
                  <path d="M9.5 1.5V5H13" />
                </svg>{' '}
                {file.filename}
              </a>
              {onRemove ? <RemoveButton name={file.filename} onClick={() => onRemove(file)} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Dialog title={open.filename} onClose={() => setOpen(null)} testId="comment-image-preview">
          <img className="gl-comment-files__large" src={open.image_url} alt={open.filename} />
          <Flex justifyContent="flex-end">
            <Button onClick={() => setOpen(null)}>{t('common:action.close')}</Button>
          </Flex>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The ✕ that takes one file off a draft or an edit. */
export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('comments');
  return (
    <button
      type="button"
      className="gl-comment-files__remove"
      onClick={onClick}
      aria-label={t('files.removeNamed', { name })}
      title={t('files.remove')}
    >
      ✕
    </button>
  );
}

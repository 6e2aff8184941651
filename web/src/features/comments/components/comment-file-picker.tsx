/**
 * The Attach button of a comment (cards spec §5 "Comments: at most 20 images and 5 other files";
 * decisions R6): a hidden multi-file input of the types comments accept, opened by a link-style button.
 * Used by the composer and by an edit (decisions R39).
 */
import { useRef } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { COMMENT_ATTACHMENT_TYPES } from '../../../../../shared/schemas/comments-limits';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface CommentFilePickerProps {
  /** The input's test id (tests set files on it). */
  testId: string;
  disabled?: boolean;
  /** The chosen files, not yet checked against the limits. */
  onFiles: (files: File[]) => void;
}

/** The input and its button. */
export function CommentFilePicker({ testId, disabled = false, onFiles }: CommentFilePickerProps) {
  const { t } = useTranslation('comments');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={[...COMMENT_ATTACHMENT_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'].join(',')}
        aria-label={t('files.attachInput')}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        size="small"
        variation="link"
        onClick={() => input.current?.click()}
        aria-label={t('files.attachButton')}
        isDisabled={disabled}
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <path d="M13.5 7.5l-5.6 5.6a3.2 3.2 0 01-4.5-4.5l5.9-5.9a2.1 2.1 0 013 3L6.4 11.6a1.1 1.1 0 01-1.5-1.5l5.2-5.2" />
        </svg>
        <span className="gl-comment-composer__attach-label">{t('files.attach')}</span>
      </Button>
    </>
  );
}

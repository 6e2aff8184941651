/**
 * "Upload new version" of one content (issue 37: on the content tile and in the preview, for those who may
 * replace contents, `can_update_attachment`; hidden for the others): a button that opens the file picker,
 * and hands the one chosen file to `onFile`. `compact` draws it as a tile tool (an icon with the name as
 * its label) instead of a small text button.
 * Its texts come from the `contents` catalogue (issue 41; decisions LU7).
 */
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The files the picker offers (as the contents area's own). */
export const CONTENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

interface NewVersionButtonProps {
  /** The content's name, for the button's accessible name. */
  name: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  compact?: boolean;
}

const UploadIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M8 11V2.5M4.5 6 8 2.5 11.5 6M2.5 11v2.5h11V11" />
  </svg>
);

/** The button and its hidden picker. */
export function NewVersionButton({ name, onFile, disabled = false, compact = false }: NewVersionButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  const { t } = useTranslation('contents');
  const label = t('newVersion.of', { name });
  return (
    <>
      {compact ? (
        <button
          type="button"
          className="gl-tile__tool"
          onClick={() => picker.current?.click()}
          disabled={disabled}
          aria-label={label}
          title={t('newVersion.button')}
        >
          <UploadIcon />
        </button>
      ) : (
        <Button size="small" onClick={() => picker.current?.click()} isDisabled={disabled} aria-label={label}>
          {t('newVersion.button')}
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        accept={CONTENT_ACCEPT}
        hidden
        onChange={onPicked}
        aria-label={t('newVersion.input', { name })}
        data-testid="new-version-input"
      />
    </>
  );
}

/**
 * A picture picker: the profile picture (accounts spec §2 Edit Profile modal; §5 "Profile image: .jpg,
 * .png, .jpeg; cropped circularly") and the workspace logo (§2 "create with a name and an optional logo";
 * §3 Workspace logo, square). Shows the chosen picture (or the saved one, or a fallback) in its shape,
 * checks the file in the browser (extension, type, size and the PNG/JPEG signature: "File selected is
 * not an image", "Maximum file size is 5MB." or the business organization's 10MB), and shows upload progress while saving. Keyboard: the
 * buttons open the file dialog; the file input itself is hidden from the tab order. With `crop`, a chosen
 * file first opens the crop dialog (issue 30 item 9, decisions K45), and the cropped file is the choice.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import './ui-english-messages';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { PICTURE_ACCEPT, checkPictureFile } from '../../lib/picture-file';
import { MAX_FILE_BYTES, UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import type { PictureChoice } from '../../lib/use-picture-choice';
import './picture-picker.css';

/** The cropper arrives with the first choice (or the click that opens the file dialog), not with the page. */
/** Megabytes of a size limit (default 5 MB), as the hints name them. */
const megabytes = (maxBytes: number = MAX_FILE_BYTES.personal) => maxBytes / 1_000_000;

const loadCropDialog = () => import('./crop-picture-dialog');
const CropPictureDialog = lazy(() => loadCropDialog().then((m) => ({ default: m.CropPictureDialog })));

interface PicturePickerProps {
  /** The picture chosen in this form, if any. */
  choice: PictureChoice | null;
  onChoose: (file: File | null) => void;
  /** The saved picture, if any (null also while a removal is pending). */
  currentUrl: string | null;
  /** Shown when there is no picture (initials). */
  fallback?: ReactNode;
  /** Upload progress 0–100 while saving; null otherwise. */
  progress: number | null;
  /** An upload failure to show. */
  uploadError?: string;
  disabled?: boolean;
  /** circle: profile pictures; square: logos. */
  shape?: 'circle' | 'square';
  /** What the picture is, in the button labels: "picture", "logo". */
  noun: string;
  /** Alt text of the saved picture and of a chosen one's preview. */
  currentAlt: string;
  previewAlt: string;
  /** Ends "{file} will be saved with the …". */
  savedWith: string;
  /** Offers "Remove {noun}" for the saved picture; without it, a choice can only be undone ("Keep current …"). */
  onRemoveCurrent?: () => void;
  /** Replaces the format hint (e.g. a pending removal). */
  hint?: string;
  /** Largest file in bytes; default 5 MB (a business organization's logo: 10 MB, docs/decisions.md W13). */
  maxBytes?: number;
  /** Crop and zoom a chosen file in a dialog before it becomes the choice (issue 30 item 9). */
  crop?: boolean;
}

/** Preview, "Choose …"/"Change …", "Remove …", the file checks and the progress bar. */
export function PicturePicker({
  choice,
  onChoose,
  currentUrl,
  fallback,
  progress,
  uploadError,
  disabled = false,
  shape = 'circle',
  noun,
  currentAlt,
  previewAlt,
  savedWith,
  onRemoveCurrent,
  hint,
  maxBytes,
  crop = false,
}: PicturePickerProps) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const [checkError, setCheckError] = useState<string>();
  const [cropping, setCropping] = useState<File | null>(null);
  const messageId = useId();
  const src = choice?.previewUrl ?? currentUrl;
  const error = checkError ?? uploadError;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = await checkPictureFile(file, maxBytes);
    setCheckError(problem ? problemText(problem) : undefined);
    if (problem) return;
    if (crop) setCropping(file);
    else onChoose(file);
  };

  // The checks answer the shared upload table's English (lib/picture-file.ts); the reader sees their language's.
  const problemText = (problem: string) =>
    problem === UPLOAD_MESSAGES.notAnImage
      ? t('picture.notAnImage')
      : t('picture.tooLarge', { megabytes: megabytes(maxBytes) });

  const openFiles = () => {
    if (crop) void loadCropDialog();
    inputRef.current?.click();
  };

  let secondary: { label: string; onClick: () => void } | null = null;
  if (onRemoveCurrent && src)
    secondary = { label: t('picture.remove', { noun }), onClick: () => (choice ? onChoose(null) : onRemoveCurrent()) };
  else if (choice) secondary = { label: t('picture.keep', { noun }), onClick: () => onChoose(null) };

  return (
    <div className={`gl-picture-picker gl-picture-picker--${shape}`}>
      <span className="gl-picture-picker__preview" aria-hidden={src ? undefined : true}>
        {src ? <img src={src} alt={choice ? previewAlt : currentAlt} /> : fallback}
      </span>
      <div className="gl-picture-picker__controls">
        <input
          ref={inputRef}
          type="file"
          accept={PICTURE_ACCEPT}
          onChange={(event) => void onChange(event)}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Flex gap="xs" wrap="wrap">
          <Button size="small" onClick={openFiles} isDisabled={disabled} aria-describedby={messageId}>
            {t(src ? 'picture.change' : 'picture.choose', { noun })}
          </Button>
          {secondary ? (
            <Button size="small" variation="link" onClick={secondary.onClick} isDisabled={disabled}>
              {secondary.label}
            </Button>
          ) : null}
        </Flex>
        <Text
          id={messageId}
          fontSize="small"
          color={error ? 'font.error' : 'font.tertiary'}
          role={error ? 'alert' : undefined}
        >
          {error ??
            (choice
              ? t('picture.savedWith', { file: choice.file.name, savedWith })
              : (hint ?? t('picture.hint', { megabytes: megabytes(maxBytes) })))}
        </Text>
        {progress !== null ? (
          <Loader
            className="gl-picture-picker__progress"
            variation="linear"
            isDeterminate
            percentage={progress}
            aria-label={t('picture.uploading', { noun })}
            aria-valuemin={0}
            aria-valuemax={100}
          />
        ) : null}
      </div>
      {cropping ? (
        <Suspense fallback={null}>
          <CropPictureDialog
            file={cropping}
            shape={shape}
            noun={noun}
            onCancel={() => setCropping(null)}
            onSave={(cropped) => {
              setCropping(null);
              onChoose(cropped);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

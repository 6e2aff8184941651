/**
 * The profile picture picker (accounts spec §2 Edit Profile modal; §3 logo; §5 "Profile image: .jpg,
 * .png, .jpeg; cropped circularly"; §9 5 MB). Shows the chosen picture (or the current one, or the
 * initials) cropped to a circle, checks the file in the browser (extension, type, size and the PNG/JPEG
 * signature: "File selected is not an image", "Maximum file size is 5MB."), and shows upload progress
 * while saving.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { UPLOAD_MESSAGES } from '../../../../../shared/schemas/uploads';
import { PROFILE_IMAGE_ACCEPT, SIGNATURE_BYTES, looksLikeImage, profileImageError } from '../utils/profile-image';
import type { PictureChoice } from '../hooks/use-picture-choice';

interface AvatarPickerProps {
  /** The picture chosen in this form, if any. */
  choice: PictureChoice | null;
  onChoose: (file: File | null) => void;
  /** The saved picture (logo.thumbnail_url), if any. */
  currentUrl: string | null;
  /** Shown when there is no picture. */
  initials: string;
  /** Upload progress 0–100 while saving; null otherwise. */
  progress: number | null;
  /** An upload failure to show. */
  uploadError?: string;
  disabled?: boolean;
}

/** Circle preview, "Choose picture", the file checks and the progress bar. */
export function AvatarPicker({ choice, onChoose, currentUrl, initials, progress, uploadError, disabled = false }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [checkError, setCheckError] = useState<string>();
  const messageId = useId();
  const src = choice?.previewUrl ?? currentUrl;
  const error = checkError ?? uploadError;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    let problem = profileImageError(file);
    if (!problem) {
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      if (!looksLikeImage(head)) problem = UPLOAD_MESSAGES.notAnImage;
    }
    setCheckError(problem ?? undefined);
    if (!problem) onChoose(file);
  };

  return (
    <div className="gl-avatar-picker">
      <span className="gl-avatar-picker__preview" aria-hidden={src ? undefined : true}>
        {src ? <img src={src} alt={choice ? 'Preview of the new profile picture' : 'Current profile picture'} /> : initials}
      </span>
      <div className="gl-avatar-picker__controls">
        <input
          ref={inputRef}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          onChange={(event) => void onChange(event)}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Flex gap="xs" wrap="wrap">
          <Button
            size="small"
            onClick={() => inputRef.current?.click()}
            isDisabled={disabled}
            aria-describedby={messageId}
          >
            {src ? 'Change picture' : 'Choose picture'}
          </Button>
          {choice ? (
            <Button size="small" variation="link" onClick={() => onChoose(null)} isDisabled={disabled}>
              Keep current picture
            </Button>
          ) : null}
        </Flex>
        <Text id={messageId} fontSize="small" color={error ? 'font.error' : 'font.tertiary'} role={error ? 'alert' : undefined}>
          {error ?? (choice ? `${choice.file.name} will be saved with the profile.` : 'JPG or PNG, up to 5MB.')}
        </Text>
        {progress !== null ? (
          <Loader
            className="gl-avatar-picker__progress"
            variation="linear"
            isDeterminate
            percentage={progress}
            aria-label="Uploading picture"
            aria-valuemin={0}
            aria-valuemax={100}
          />
        ) : null}
      </div>
    </div>
  );
}

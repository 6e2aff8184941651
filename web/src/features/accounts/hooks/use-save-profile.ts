/**
 * Saving the Edit Profile form (accounts spec §2 Edit Profile modal; §3 logo; issue 3 "an avatar …
 * stored in S3 with a thumbnail"): when a new picture was chosen it is first uploaded by presigned POST
 * with progress, then `PUT /api/v1/users/update_detail` saves the names, the e-mail setting and the
 * picture's `logo_key`. Uploading on save (not on choosing) leaves nothing behind when the user cancels.
 */
import { useState } from 'react';
import type { UpdateProfileInput } from '../api/update-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadLogo } from '../api/upload-logo';
import type { UserDetail } from '../api/get-profile';

/** Save state: the upload's progress (null when no upload runs) and either step's error. */
export function useSaveProfile(options: { onSuccess?: (detail: UserDetail) => void } = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadLogo();
  const update = useUpdateProfile({ onSuccess: options.onSuccess });

  const save = async (input: UpdateProfileInput, picture: File | null) => {
    upload.reset();
    update.reset();
    let logoKey: string | undefined;
    if (picture) {
      setProgress(0);
      try {
        logoKey = await upload.mutateAsync({ file: picture, onProgress: setProgress });
      } catch {
        // Shown through `upload.error`.
        return;
      } finally {
        setProgress(null);
      }
    }
    update.mutate({ ...input, ...(logoKey ? { logo_key: logoKey } : {}) });
  };

  return {
    save,
    progress,
    isPending: upload.isPending || update.isPending,
    uploadError: upload.error,
    updateError: update.error,
  };
}

/**
 * Saving a workspace logo (accounts spec §2 "create with a name and an optional logo", §3 Workspace logo;
 * BRIEF §3 Uploads, §6 "An upload shows its progress"): upload the chosen file by presigned POST with
 * progress, then confirm it. Used after the workspace exists (the key sits under its prefix): by the
 * create form once the workspace is created, and by the Settings popup.
 */
import { useState } from 'react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { useConfirmWorkspaceLogo } from '../api/confirm-workspace-logo';
import { useUploadWorkspaceLogo } from '../api/upload-workspace-logo';

/** `save(workspaceId, file)` resolves with the updated workspace, or null after a failure (in `error`). */
export function useSaveWorkspaceLogo() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadWorkspaceLogo();
  const confirm = useConfirmWorkspaceLogo();

  const save = async (workspaceId: string, file: File): Promise<WorkspaceSummary | null> => {
    upload.reset();
    confirm.reset();
    setProgress(0);
    let logoKey: string;
    try {
      logoKey = await upload.mutateAsync({ workspaceId, file, onProgress: setProgress });
    } catch {
      // Shown through `error`.
      return null;
    } finally {
      setProgress(null);
    }
    try {
      return await confirm.mutateAsync({ workspaceId, logo_key: logoKey });
    } catch {
      return null;
    }
  };

  return {
    save,
    progress,
    isPending: upload.isPending || confirm.isPending,
    error: upload.error ?? confirm.error,
    reset: () => {
      upload.reset();
      confirm.reset();
    },
  };
}

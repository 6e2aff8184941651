/**
 * The workspace Settings popup (accounts spec §2 options menu "Settings"; §5 workspace form: name,
 * placeholder "Workspace Name", and the optional logo; §3 Workspace logo; §8 form errors). Saves a new
 * name, then a chosen logo (uploaded with progress, then confirmed) or the logo's removal. A failed logo
 * step keeps the popup open with its message; what was saved before it stays saved.
 */
import { useState, type FormEvent } from 'react';
import { Flex } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { FormActions } from '../../../components/ui/form-actions';
import { FormTextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, fieldError } from '../../../lib/api-client';
import { usePictureChoice } from '../../../lib/use-picture-choice';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUpdateWorkspace } from '../api/update-workspace';
import { useRemoveWorkspaceLogo } from '../api/remove-workspace-logo';
import { useSaveWorkspaceLogo } from '../hooks/use-save-workspace-logo';

interface RenameWorkspaceDialogProps {
  workspaceId: string;
  name: string;
  /** The saved logo, if any. */
  logo?: WorkspaceSummary['logo'];
  onClose: () => void;
  /** After the name or the logo changed. */
  onRenamed?: (workspace: WorkspaceSummary) => void;
  /** Largest logo in bytes, the organization's (`maxPictureBytes`); default 5 MB. */
  logoMaxBytes?: number;
}

/** Name field, logo picker, Save and Cancel. */
export function RenameWorkspaceDialog({
  workspaceId,
  name: currentName,
  logo = null,
  onClose,
  onRenamed,
  logoMaxBytes,
}: RenameWorkspaceDialogProps) {
  const { t } = useTranslation('workspace');
  const [name, setName] = useState(currentName);
  const [clientError, setClientError] = useState<string>();
  const [choice, choose] = usePictureChoice();
  const [removeLogo, setRemoveLogo] = useState(false);
  const rename = useUpdateWorkspace(workspaceId);
  const saveLogo = useSaveWorkspaceLogo();
  const remove = useRemoveWorkspaceLogo(workspaceId);
  const isPending = rename.isPending || saveLogo.isPending || remove.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    remove.reset();
    let updated: WorkspaceSummary | null = null;
    try {
      if (next !== currentName) updated = await rename.mutateAsync({ name: next });
      if (choice) {
        const saved = await saveLogo.save(workspaceId, choice.file);
        if (!saved) return;
        updated = saved;
        choose(null);
      } else if (removeLogo && logo) {
        updated = await remove.mutateAsync();
      }
    } catch {
      // Shown under the name field or the logo picker.
      return;
    } finally {
      if (updated) onRenamed?.(updated);
    }
    if (updated) toast.success(t('settings.saved'));
    onClose();
  };

  const error = clientError ?? fieldError(rename.error, 'name');
  const logoError = saveLogo.error ?? remove.error;
  const shownLogo = removeLogo ? null : (logo?.medium_url ?? null);
  return (
    <Dialog title={t('settings.title')} onClose={onClose} testId="workspace-settings-dialog">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Flex direction="column" gap="medium">
          <FormTextField
            label={t('create.nameLabel')}
            placeholder={t('create.namePlaceholder')}
            value={name}
            onValue={setName}
            error={error}
            maxLength={100}
            isRequired
            autoFocus
          />
          <PicturePicker
            shape="square"
            noun="logo"
            choice={choice}
            onChoose={(file) => {
              choose(file);
              if (file) setRemoveLogo(false);
            }}
            currentUrl={shownLogo}
            fallback={name.trim().slice(0, 1).toUpperCase()}
            currentAlt={t('settings.logoAlt', { name: currentName })}
            previewAlt={t('settings.logoPreview')}
            savedWith="workspace"
            onRemoveCurrent={() => setRemoveLogo(true)}
            hint={removeLogo && logo ? t('settings.logoRemovedOnSave') : undefined}
            maxBytes={logoMaxBytes}
            progress={saveLogo.progress}
            uploadError={logoError ? errorMessage(logoError) : undefined}
            disabled={isPending}
          />
          <FormActions
            layout="dialog"
            submitLabel={t('settings.save')}
            isPending={isPending}
            pendingLabel={
              saveLogo.progress !== null ? t('create.uploading', { progress: saveLogo.progress }) : t('settings.saving')
            }
            onCancel={onClose}
          />
        </Flex>
      </form>
    </Dialog>
  );
}

/**
 * "Create Workspace" form (accounts spec §2 home; §2 "Workspaces: create with a name and an optional
 * logo"; §5 workspace form: name, placeholder "Workspace Name", and the optional logo; §8: the server's
 * message is a toast, field errors show under the field). Enter submits, Escape cancels.
 *
 * The workspace is created first, then the chosen logo is uploaded (with progress) and confirmed: its key
 * must sit under the new workspace's prefix (BRIEF §3). When the logo step fails the workspace still
 * exists: the form says so and offers to retry the logo or to go on without it.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { errorMessage, fieldError } from '../../../lib/api-client';
import { usePictureChoice } from '../../../lib/use-picture-choice';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { useCreateWorkspace } from '../api/create-workspace';
import { useSaveWorkspaceLogo } from '../hooks/use-save-workspace-logo';

interface CreateWorkspaceFormProps {
  organizationId: string;
  onCancel: () => void;
  onCreated: (workspace: WorkspaceSummary) => void;
  /** Largest logo in bytes, the organization's (`maxPictureBytes`). */
  logoMaxBytes: number;
}

/** Inline panel with the workspace name field and the optional logo. */
export function CreateWorkspaceForm({ organizationId, onCancel, onCreated, logoMaxBytes }: CreateWorkspaceFormProps) {
  const { t } = useTranslation('workspace');
  const [name, setName] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [choice, choose] = usePictureChoice();
  // Set once the workspace exists but its logo could not be saved.
  const [created, setCreated] = useState<WorkspaceSummary | null>(null);
  const mutation = useCreateWorkspace();
  const logo = useSaveWorkspaceLogo();
  const isPending = mutation.isPending || logo.isPending;

  const saveLogo = async (workspace: WorkspaceSummary, file: File) => {
    const saved = await logo.save(workspace.id, file);
    if (saved) {
      setCreated(null);
      onCreated(saved);
    } else {
      setCreated(workspace);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (created) {
      // Retry only the logo: the workspace exists already.
      if (choice) await saveLogo(created, choice.file);
      return;
    }
    if (!name.trim()) {
      setClientError(t('create.required'));
      return;
    }
    setClientError(undefined);
    let workspace: WorkspaceSummary;
    try {
      workspace = await mutation.mutateAsync({ name: name.trim(), organization_id: organizationId });
    } catch {
      // Shown under the field, or toasted.
      return;
    }
    if (choice) await saveLogo(workspace, choice.file);
    else onCreated(workspace);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isPending) (created ? () => onCreated(created) : onCancel)();
  };

  const error = clientError ?? fieldError(mutation.error, 'name');
  const failure = logo.error ? errorMessage(logo.error) : '';
  let loadingText = t('create.creating');
  if (logo.progress !== null) loadingText = t('create.uploading', { progress: logo.progress });
  else if (logo.isPending) loadingText = t('create.savingLogo');

  return (
    <Card variation="outlined" padding="medium" maxWidth="32rem">
      <form
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={onKeyDown}
        aria-labelledby="create-workspace-heading"
        noValidate
      >
        <Flex direction="column" gap="small">
          <Heading level={2} fontSize="large" id="create-workspace-heading">
            {t('grid.create')}
          </Heading>
          {created ? (
            <Alert variation="warning" hasIcon role="alert" heading={t('create.logoNotSaved', { name: created.name })}>
              {failure ? `${failure}${/[.!?]$/.test(failure) ? '' : '.'} ` : ''}
              {t('create.logoRetryHelp')}
            </Alert>
          ) : null}
          <TextField
            label={t('create.nameLabel')}
            labelHidden
            placeholder={t('create.namePlaceholder')}
            value={created ? created.name : name}
            onChange={(e) => setName(e.target.value)}
            hasError={Boolean(error)}
            errorMessage={error}
            maxLength={100}
            isDisabled={Boolean(created)}
            autoFocus
          />
          <PicturePicker
            shape="square"
            noun="logo"
            choice={choice}
            onChoose={choose}
            currentUrl={null}
            fallback={name.trim().slice(0, 1).toUpperCase() || undefined}
            currentAlt=""
            previewAlt={t('create.logoPreview')}
            savedWith="workspace"
            onRemoveCurrent={() => choose(null)}
            hint={t('create.logoHint', { megabytes: logoMaxBytes / 1_000_000 })}
            maxBytes={logoMaxBytes}
            progress={logo.progress}
            disabled={isPending}
          />
          <Flex gap="small">
            <Button
              type="submit"
              variation="primary"
              isLoading={isPending}
              loadingText={loadingText}
              isDisabled={Boolean(created) && !choice}
            >
              {created ? t('create.retryLogo') : t('create.submit')}
            </Button>
            {created ? (
              <Button onClick={() => onCreated(created)} isDisabled={isPending}>
                {t('create.continueWithout')}
              </Button>
            ) : (
              <Button onClick={onCancel} isDisabled={isPending}>
                {t('common:action.cancel')}
              </Button>
            )}
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

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
import { pictureHint } from '../../../lib/picture-file';
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
      setClientError('Required');
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
  let loadingText = 'Creating…';
  if (logo.progress !== null) loadingText = `Uploading logo ${logo.progress}%…`;
  else if (logo.isPending) loadingText = 'Saving logo…';

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
            Create Workspace
          </Heading>
          {created ? (
            <Alert
              variation="warning"
              hasIcon
              role="alert"
              heading={`Workspace “${created.name}” was created, but its logo was not saved.`}
            >
              {failure ? `${failure}${/[.!?]$/.test(failure) ? '' : '.'} ` : ''}Retry with the same or another picture,
              or continue without a logo and add it later from the workspace’s Settings.
            </Alert>
          ) : null}
          <TextField
            label="Workspace name"
            labelHidden
            placeholder="Workspace Name"
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
            previewAlt="Preview of the workspace logo"
            savedWith="workspace"
            onRemoveCurrent={() => choose(null)}
            hint={`Optional. ${pictureHint(logoMaxBytes)}`}
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
              {created ? 'Retry logo' : 'Create'}
            </Button>
            {created ? (
              <Button onClick={() => onCreated(created)} isDisabled={isPending}>
                Continue without a logo
              </Button>
            ) : (
              <Button onClick={onCancel} isDisabled={isPending}>
                Cancel
              </Button>
            )}
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

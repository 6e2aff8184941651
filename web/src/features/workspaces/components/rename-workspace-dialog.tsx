/**
 * The workspace Settings popup (accounts spec §2 options menu "Settings"; §5 workspace form: name,
 * placeholder "Workspace Name"; §8 form errors). Renames the workspace; the logo arrives with uploads.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { fieldError } from '../../../lib/api-client';
import { useUpdateWorkspace } from '../api/update-workspace';

interface RenameWorkspaceDialogProps {
  workspaceId: string;
  name: string;
  onClose: () => void;
  onRenamed?: (workspace: WorkspaceSummary) => void;
}

/** Name field, Save and Cancel. */
export function RenameWorkspaceDialog({ workspaceId, name: currentName, onClose, onRenamed }: RenameWorkspaceDialogProps) {
  const [name, setName] = useState(currentName);
  const [clientError, setClientError] = useState<string>();
  const mutation = useUpdateWorkspace(workspaceId, { onSuccess: onRenamed });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    if (next === currentName) {
      onClose();
      return;
    }
    mutation.mutate(
      { name: next },
      {
        onSuccess: () => {
          toast.success('Workspace settings saved.');
          onClose();
        },
      },
    );
  };

  const error = clientError ?? fieldError(mutation.error, 'name');
  return (
    <Dialog title="Workspace Settings" onClose={onClose} testId="workspace-settings-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="medium">
          <TextField
            label="Workspace name"
            placeholder="Workspace Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hasError={Boolean(error)}
            errorMessage={error}
            maxLength={100}
            isRequired
            autoFocus
          />
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={mutation.isPending} loadingText="Saving…">
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}

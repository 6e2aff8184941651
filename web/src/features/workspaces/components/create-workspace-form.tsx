/**
 * "Create Workspace" form (accounts spec §2 home, §5 workspace form: name, placeholder "Workspace Name";
 * §8: the server's message is a toast, field errors show under the field). Enter submits, Escape cancels.
 * The optional logo arrives with the uploads issue.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Card, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { fieldError } from '../../../lib/api-client';
import { useCreateWorkspace } from '../api/create-workspace';

interface CreateWorkspaceFormProps {
  organizationId: string;
  onCancel: () => void;
  onCreated: (workspace: WorkspaceSummary) => void;
}

/** Inline panel with the workspace name field. */
export function CreateWorkspaceForm({ organizationId, onCancel, onCreated }: CreateWorkspaceFormProps) {
  const [name, setName] = useState('');
  const [clientError, setClientError] = useState<string>();
  const mutation = useCreateWorkspace({ onSuccess: onCreated });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    mutation.mutate({ name: name.trim(), organization_id: organizationId });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  const error = clientError ?? fieldError(mutation.error, 'name');

  return (
    <Card variation="outlined" padding="medium" maxWidth="32rem">
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="create-workspace-heading" noValidate>
        <Flex direction="column" gap="small">
          <Heading level={2} fontSize="large" id="create-workspace-heading">
            Create Workspace
          </Heading>
          <TextField
            label="Workspace name"
            labelHidden
            placeholder="Workspace Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hasError={Boolean(error)}
            errorMessage={error}
            maxLength={100}
            autoFocus
          />
          <Flex gap="small">
            <Button type="submit" variation="primary" isLoading={mutation.isPending} loadingText="Creating…">
              Create
            </Button>
            <Button onClick={onCancel}>Cancel</Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

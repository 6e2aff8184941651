/**
 * "Add Stage" at the end of the board (accounts spec §2 Board view; §5: a stage without a name is
 * "Untitled"). Enter adds, Escape cancels.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Card, Flex, TextField } from '@aws-amplify/ui-react';
import { fieldError } from '../../../lib/api-client';
import { useCreateStage } from '../api/create-stage';

/** The add-stage button and its inline form. */
export function AddStageForm({ workspaceId, search }: { workspaceId: string; search: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const mutation = useCreateStage(workspaceId, search);

  const close = () => {
    setOpen(false);
    setName('');
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(name, { onSuccess: close });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (!open) {
    return (
      <div className="gl-add-stage">
        <Button width="100%" onClick={() => setOpen(true)}>
          + Add Stage
        </Button>
      </div>
    );
  }

  const error = fieldError(mutation.error, 'name');
  return (
    <Card className="gl-add-stage" variation="outlined" padding="small">
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Add Stage">
        <Flex direction="column" gap="xs">
          <TextField
            label="Stage name"
            size="small"
            placeholder="Untitled"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hasError={Boolean(error)}
            errorMessage={error}
            maxLength={100}
            autoFocus
          />
          <Flex gap="xs">
            <Button type="submit" size="small" variation="primary" isLoading={mutation.isPending}>
              Add Stage
            </Button>
            <Button size="small" onClick={close}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

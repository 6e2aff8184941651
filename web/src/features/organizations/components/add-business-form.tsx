/**
 * "Add Business" in the sidebar (accounts spec §2 Sidebar; §5 organization form: name required).
 * An inline form: Enter creates, Escape cancels; the server's field errors show under the field.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateOrganization } from '../api/create-organization';

/** Button that expands into a one-field form creating a business organization. */
export function AddBusinessForm({ onCreated }: { onCreated?: () => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [clientError, setClientError] = useState<string>();
  const navigate = useNavigate();
  const mutation = useCreateOrganization({
    onSuccess: (organization) => {
      toast.success(`“${organization.name}” created.`);
      setName('');
      setOpen(false);
      onCreated?.();
      navigate(paths.organization.getHref(organization.id));
    },
  });

  const close = () => {
    setOpen(false);
    setName('');
    setClientError(undefined);
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    mutation.mutate({ name: name.trim() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (!open) {
    return (
      <Button size="small" variation="link" onClick={() => setOpen(true)} justifyContent="flex-start" width="100%">
        + Add Business
      </Button>
    );
  }

  const error = clientError ?? fieldError(mutation.error, 'name');
  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Add Business">
      <Flex direction="column" gap="xs" padding="xs">
        <TextField
          label="Business name"
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hasError={Boolean(error)}
          errorMessage={error}
          autoFocus
        />
        <Flex gap="xs">
          <Button type="submit" size="small" variation="primary" isLoading={mutation.isPending}>
            Add
          </Button>
          <Button size="small" onClick={close}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * Quick "Add Card" (accounts spec §2 board column and list row; cards spec §7 create: name required).
 * A button that becomes a "Card title" input: Enter adds and clears the input for the next card at once,
 * Escape (or Cancel) closes it. The server's field errors show under the input. The added card is shown
 * and scrolled into view whatever page of its stage is loaded (issue 30 item 1).
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { fieldError } from '../../../lib/api-client';
import { useCreateCard } from '../api/create-card';
import { revealCard } from '../utils/reveal-card';

interface AddCardFormProps {
  workspaceId: string;
  stageId: string;
  stageName: string;
  search: string;
  /** Compact inline layout for a list-view row. */
  inline?: boolean;
}

/** "Add Card" button and its inline form. */
export function AddCardForm({ workspaceId, stageId, stageName, search, inline = false }: AddCardFormProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [clientError, setClientError] = useState<string>();
  const mutation = useCreateCard(workspaceId, search);

  const close = () => {
    setOpen(false);
    setName('');
    setClientError(undefined);
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const title = name.trim();
    if (!title) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    // Cleared at once so the next title can be typed while this one saves; a failure puts it back.
    setName('');
    mutation.mutate(
      { name: title, stage_id: stageId },
      // The new card shows at once and is scrolled into view (issue 30 item 1, K43).
      { onSuccess: (card) => revealCard(card.id, stageId), onError: () => setName((current) => current || title) },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (!open) {
    return (
      <Button
        size="small"
        variation="link"
        justifyContent="flex-start"
        width={inline ? undefined : '100%'}
        onClick={() => setOpen(true)}
        aria-label={`Add Card to ${stageName}`}
      >
        + Add Card
      </Button>
    );
  }

  const error = clientError ?? fieldError(mutation.error, 'name');
  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={`Add Card to ${stageName}`}>
      <Flex direction={inline ? 'row' : 'column'} gap="xs" alignItems={inline ? 'flex-start' : 'stretch'}>
        <TextField
          label="Card title"
          labelHidden
          placeholder="Card title"
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hasError={Boolean(error)}
          errorMessage={error}
          maxLength={255}
          autoFocus
          flex={inline ? '1 1 16rem' : undefined}
        />
        <Flex gap="xs">
          {/* Never disabled while saving: a disabled default button would block Enter for the next card. */}
          <Button type="submit" size="small" variation="primary">
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

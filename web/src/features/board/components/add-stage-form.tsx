/**
 * "Add Stage" at the end of the board (accounts spec §2 Board view; §5: a stage without a name is
 * "Untitled"). Enter adds, Escape cancels. After the columns it is a narrow upright button (`compact`;
 * issue 30 item 10, decisions K44), so a board that nearly fits its window shows it whole instead of a
 * sliver at the edge; opened, it takes a column's width and scrolls itself into view.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Card, Flex, TextField } from '@aws-amplify/ui-react';
import { fieldError } from '../../../lib/api-client';
import { useCreateStage } from '../api/create-stage';

/** The add-stage button and its inline form; `compact` draws the closed button upright and narrow (board end). */
export function AddStageForm({ workspaceId, search, compact = false }: { workspaceId: string; search: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const mutation = useCreateStage(workspaceId, search);
  const formRef = useRef<HTMLDivElement>(null);

  // Opened at the board's edge, the form is wider than the button was: bring all of it into view.
  useEffect(() => {
    if (open) formRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [open]);

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
      <div className={compact ? 'gl-add-stage gl-add-stage--compact' : 'gl-add-stage'}>
        <Button width="100%" className="gl-add-stage__button" onClick={() => setOpen(true)}>
          + Add Stage
        </Button>
      </div>
    );
  }

  const error = fieldError(mutation.error, 'name');
  return (
    <Card ref={formRef} className="gl-add-stage" variation="outlined" padding="small">
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

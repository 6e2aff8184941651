/**
 * A one-line "add" form for lists and items (cards spec §4 Checklists): Enter or the button adds, the
 * field empties and keeps focus for the next one, Escape clears it. What is entered while the previous
 * add is still saving waits its turn and is sent, in order, once it has saved: a quick typist's Enter is
 * never swallowed (a disabled submit button would block the form's implicit submission).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';

interface AddTextFormProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  maxLength: number;
  /** Whether an empty value may be sent (a list without a title is named by the server). */
  allowEmpty?: boolean;
  /** Shows the button busy while an add is saving (it stays enabled: see the module note). */
  isPending?: boolean;
  /** Adds one; the next add waits until the returned promise settles. */
  onAdd: (text: string) => Promise<unknown>;
}

/** The field and its button. */
export function AddTextForm({
  label,
  placeholder,
  buttonLabel,
  maxLength,
  allowEmpty = false,
  isPending = false,
  onAdd,
}: AddTextFormProps) {
  const [text, setText] = useState('');
  // Each add starts once the one before it has settled; its error is the mutation's to show.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowEmpty && !text.trim()) return;
    const value = text;
    queue.current = queue.current.then(() => onAdd(value)).catch(() => undefined);
    setText('');
  };
  return (
    <form onSubmit={submit} className="gl-checklist-add">
      <Flex gap="xs" alignItems="flex-end">
        <TextField
          label={label}
          labelHidden
          placeholder={placeholder}
          size="small"
          value={text}
          maxLength={maxLength}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Escape') setText('');
          }}
          flex="1"
        />
        <Button
          type="submit"
          size="small"
          isDisabled={!allowEmpty && !text.trim()}
          isLoading={isPending}
          loadingText={buttonLabel}
        >
          {buttonLabel}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * A one-line "add" form for lists and items (cards spec §4 Checklists): Enter or the button adds, the
 * field empties and keeps focus for the next one, Escape clears it.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';

interface AddTextFormProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  maxLength: number;
  /** Whether an empty value may be sent (a list without a title is named by the server). */
  allowEmpty?: boolean;
  isPending?: boolean;
  onAdd: (text: string) => void;
}

/** The field and its button. */
export function AddTextForm({ label, placeholder, buttonLabel, maxLength, allowEmpty = false, isPending = false, onAdd }: AddTextFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowEmpty && !text.trim()) return;
    onAdd(text);
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
        <Button type="submit" size="small" isDisabled={isPending || (!allowEmpty && !text.trim())}>
          {buttonLabel}
        </Button>
      </Flex>
    </form>
  );
}

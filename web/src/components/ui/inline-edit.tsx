/**
 * Inline text editing (cards spec §5 "Title edit: empty or unchanged is discarded. Enter saves, Escape
 * cancels"; accounts spec §6 can_update_organization "inline rename", §7 inline stage edit).
 * The input opens focused with its text selected; leaving it (blur) saves like Enter.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '@aws-amplify/ui-react';
import { inlineEditResult } from './inline-edit-result';

interface InlineEditProps {
  /** The current value; the input starts with it. */
  value: string;
  /** Accessible label of the input (visually hidden). */
  label: string;
  /** Called with the trimmed new value, only when it is non-empty and changed. */
  onSave: (next: string) => void;
  /** Called on Escape, and when an empty or unchanged value is discarded. */
  onDone: () => void;
  maxLength?: number;
  size?: 'small' | 'large';
  className?: string;
}

/** The input of an inline edit. */
export function InlineEdit({
  value,
  label,
  onSave,
  onDone,
  maxLength = 255,
  size = 'small',
  className,
}: InlineEditProps) {
  const [draft, setDraft] = useState(value);
  const finished = useRef(false);

  const commit = () => {
    if (finished.current) return;
    finished.current = true;
    const result = inlineEditResult(value, draft);
    if (result.save) onSave(result.value);
    onDone();
  };
  const cancel = () => {
    if (finished.current) return;
    finished.current = true;
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed here belong to the input, never to a surrounding drag handle or menu.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <TextField
      className={className}
      label={label}
      labelHidden
      size={size}
      value={draft}
      maxLength={maxLength}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => e.stopPropagation()}
      onBlur={commit}
      onFocus={(e) => e.currentTarget.select()}
      autoFocus
    />
  );
}

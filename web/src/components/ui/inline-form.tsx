/**
 * The one-field inline form (issue 30 "one inline-form component"): a button that opens a small form in
 * place ("+ Add Stage", "+ Add Business", a column's "+ Add card"). Enter saves, Escape or Cancel closes,
 * the submit button shows the request as pending, the error (the client's "Required" or the server's
 * field message) shows under the field, and closing puts the focus back on the button that opened it.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Card, Flex, TextField } from '@aws-amplify/ui-react';
import { FormActions } from './form-actions';

interface InlineFormProps {
  /** The closed state's button text, e.g. "+ Add Stage". */
  openLabel: ReactNode;
  /** The form's accessible name, e.g. "Add Stage". */
  formLabel: string;
  fieldLabel: string;
  submitLabel: string;
  placeholder?: string;
  maxLength?: number;
  /** Refuse an empty value with "Required" before any request (else an empty value is sent). */
  required?: boolean;
  isPending: boolean;
  /** The server's message for the field, if the last request failed. */
  serverError?: string;
  /**
   * Called with the value (trimmed when `required`); call `close` once it is saved.
   */
  onSubmit: (value: string, close: () => void) => void;
  /** Called whenever the form closes (reset the request's error here). */
  onClose?: () => void;
  /** `card`: the form sits in an outlined card (board columns); `plain`: bare (the sidebar). */
  frame?: 'card' | 'plain';
  /** Props of the opening button. */
  openButton?: { size?: 'small' | 'large'; variation?: 'link' | 'primary'; width?: string; justifyContent?: string; className?: string };
  className?: string;
  /** Class of the closed state's wrapper, when it differs from the open form's (`className`). */
  closedClassName?: string;
}

/** The opening button, or the open one-field form. */
export function InlineForm({ openLabel, formLabel, fieldLabel, submitLabel, placeholder, maxLength, required = false, isPending, serverError, onSubmit, onClose, frame = 'card', openButton, className, closedClassName }: InlineFormProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [clientError, setClientError] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Opened at a scrolling edge (the board's end), the form may be wider than its button: show all of it.
    if (open) formRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Back to the button that opened the form, once it is shown again.
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    setValue('');
    setClientError(undefined);
    onClose?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !value.trim()) {
      setClientError('Required');
      return;
    }
    setClientError(undefined);
    onSubmit(required ? value.trim() : value, close);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (!open) {
    return (
      <div className={closedClassName ?? className}>
        <Button ref={opener} className={openButton?.className} size={openButton?.size} variation={openButton?.variation} width={openButton?.width ?? '100%'} justifyContent={openButton?.justifyContent} onClick={() => setOpen(true)}>
          {openLabel}
        </Button>
      </div>
    );
  }

  const error = clientError ?? serverError;
  const form = (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} aria-label={formLabel}>
      <Flex direction="column" gap="xs" padding={frame === 'plain' ? 'xs' : undefined}>
        <TextField label={fieldLabel} size="small" placeholder={placeholder} value={value} onChange={(e) => setValue(e.target.value)} hasError={Boolean(error)} errorMessage={error} maxLength={maxLength} autoFocus />
        <FormActions size="small" submitLabel={submitLabel} onCancel={close} isPending={isPending} />
      </Flex>
    </form>
  );
  if (frame === 'plain') return form;
  return (
    <Card className={className} variation="outlined" padding="small">
      {form}
    </Card>
  );
}

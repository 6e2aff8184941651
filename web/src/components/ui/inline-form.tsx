/**
 * The one-field inline form (issue 30 "one inline-form component"): a button that opens a small form in
 * place ("+ Add Stage", "+ Add Business", a column's "+ Add Card"). Enter saves, Escape or Cancel closes
 * (Escape goes no further, so a popup around the form stays open), the submit button shows the request as
 * pending, the error (the client's "Required" or the server's field message) shows under the field, and
 * closing puts the focus back on the button that opened it.
 *
 * `clearOnSubmit` (quick add): the field empties as soon as a value is sent, so the next can be typed while
 * it saves; `restore()` puts the value back if the request fails.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Card, Flex, TextField } from '@aws-amplify/ui-react';
import { FormActions } from './form-actions';

/** What `onSubmit` may do with the form. */
export interface InlineFormControls {
  /** Close the form (after a save). */
  close: () => void;
  /** Put the sent value back into an empty field (after a failure, with `clearOnSubmit`). */
  restore: () => void;
}

interface InlineFormProps {
  /** The closed state's button text, e.g. "+ Add Stage". */
  openLabel: ReactNode;
  /** The opening button's accessible name when it differs from its text, e.g. "Add Card to Briefs". */
  openAriaLabel?: string;
  /** The form's accessible name, e.g. "Add Stage". */
  formLabel: string;
  fieldLabel: string;
  /** Hide the field's label (the placeholder says it). */
  fieldLabelHidden?: boolean;
  submitLabel: string;
  placeholder?: string;
  maxLength?: number;
  /** Refuse an empty value with "Required" before any request (else an empty value is sent). */
  required?: boolean;
  isPending: boolean;
  /** The server's message for the field, if the last request failed. */
  serverError?: string;
  /** Called with the value (trimmed when `required`). */
  onSubmit: (value: string, form: InlineFormControls) => void;
  /** Empty the field as soon as a value is sent (quick add). */
  clearOnSubmit?: boolean;
  /** Called whenever the form closes (reset the request's error here). */
  onClose?: () => void;
  /** `card`: the form sits in an outlined card (board columns); `plain`: bare (the sidebar, a column's foot). */
  frame?: 'card' | 'plain';
  /** `row`: the field and its buttons side by side (a list-view row). */
  layout?: 'stack' | 'row';
  /** Props of the opening button. */
  openButton?: {
    size?: 'small' | 'large';
    variation?: 'link' | 'primary';
    width?: string;
    justifyContent?: string;
    className?: string;
  };
  className?: string;
  /** Class of the closed state's wrapper, when it differs from the open form's (`className`). */
  closedClassName?: string;
}

/** The opening button, or the open one-field form. */
export function InlineForm(props: InlineFormProps) {
  const {
    openLabel,
    openAriaLabel,
    formLabel,
    fieldLabel,
    fieldLabelHidden = false,
    submitLabel,
    placeholder,
    maxLength,
    required = false,
  } = props;
  const {
    isPending,
    serverError,
    onSubmit,
    clearOnSubmit = false,
    onClose,
    frame = 'card',
    layout = 'stack',
    openButton,
    className,
    closedClassName,
  } = props;
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
    const sent = required ? value.trim() : value;
    if (clearOnSubmit) setValue('');
    onSubmit(sent, { close, restore: () => setValue((current) => current || sent) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  if (!open) {
    return (
      <div className={closedClassName ?? className}>
        <Button
          ref={opener}
          className={openButton?.className}
          size={openButton?.size}
          variation={openButton?.variation}
          width={openButton?.width ?? '100%'}
          justifyContent={openButton?.justifyContent}
          onClick={() => setOpen(true)}
          aria-label={openAriaLabel}
        >
          {openLabel}
        </Button>
      </div>
    );
  }

  const error = clientError ?? serverError;
  const row = layout === 'row';
  const form = (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} aria-label={formLabel}>
      <Flex
        direction={row ? 'row' : 'column'}
        gap="xs"
        alignItems={row ? 'flex-start' : 'stretch'}
        padding={frame === 'plain' && !row ? 'xs' : undefined}
      >
        <TextField
          label={fieldLabel}
          labelHidden={fieldLabelHidden}
          size="small"
          placeholder={placeholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          hasError={Boolean(error)}
          errorMessage={error}
          maxLength={maxLength}
          autoFocus
          flex={row ? '1 1 16rem' : undefined}
        />
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

/**
 * Labelled text and password fields bound to a string value and one error message (issue 30 "one way to
 * build each thing": every form wrote `value`, `onChange={(e) => set(e.target.value)}`, `hasError` and
 * `errorMessage` again for each field). They are Amplify's `TextField` and `PasswordField` with those four
 * props folded into `value`, `onValue` and `error`; every other prop (label, name, autoComplete, ref, …)
 * passes through unchanged, so the accessible names stay the labels given.
 *
 * `error`: the message shown under the field (the client's check or the server's field message); the
 * field is marked invalid (`aria-invalid`) while it is set.
 */
import { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from '@aws-amplify/ui-react';

/** The props a bound field takes instead of Amplify's value, change and error props. */
type Bound<Props> = Omit<Props, 'value' | 'onChange' | 'hasError' | 'errorMessage'> & {
  value: string;
  /** Called with the field's new text on every change. */
  onValue: (value: string) => void;
  /** The field's message; the field shows as invalid while it is set. */
  error?: string;
};

/** A labelled text input (any input type: text, email, datetime-local…). */
export function FormTextField({ onValue, error, ...props }: Bound<TextFieldProps>) {
  return (
    <TextField
      {...props}
      onChange={(event) => onValue(event.target.value)}
      hasError={Boolean(error)}
      errorMessage={error}
    />
  );
}

/**
 * A labelled password input with its show button. The button is named "Show characters" by default, so
 * its name does not repeat the field's "…password" label next to it.
 */
export function FormPasswordField({
  onValue,
  error,
  showPasswordButtonLabel = 'Show characters',
  ...props
}: Bound<PasswordFieldProps>) {
  return (
    <PasswordField
      {...props}
      showPasswordButtonLabel={showPasswordButtonLabel}
      onChange={(event) => onValue(event.target.value)}
      hasError={Boolean(error)}
      errorMessage={error}
    />
  );
}

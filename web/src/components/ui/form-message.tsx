/**
 * A form's error messages outside its fields (issue 30 "one way to build each thing"; accounts spec §8
 * "Form and field messages"): `FormAlert` above the fields for a refusal no field carries, `ErrorText`
 * as a line of small red text under a control that is not a text field (a choice list, a crop area).
 * Both are announced (`role="alert"`) and render nothing without a message.
 */
import type { ReactNode } from 'react';
import { Alert, Text } from '@aws-amplify/ui-react';

interface FormAlertProps {
  /** The message; nothing shows without one. */
  message?: ReactNode;
  /** A heading over the message, e.g. "Please correct the following" over a list. */
  heading?: string;
}

/** An error alert (with Amplify's error icon) above a form's fields. */
export function FormAlert({ message, heading }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert variation="error" role="alert" heading={heading}>
      {message}
    </Alert>
  );
}

/** A small red error line. */
export function ErrorText({ message }: { message?: ReactNode }) {
  if (!message) return null;
  return (
    <Text fontSize="small" color="font.error" role="alert">
      {message}
    </Text>
  );
}

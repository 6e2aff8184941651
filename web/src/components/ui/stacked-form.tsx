/**
 * The frame of the sign-in pages' forms (accounts spec §2 Login, Register, Forgot Password, Change
 * password; §8 "login failures in an alert"; issue 30 "one way to build each thing"): one column of
 * fields under an error alert, then one full-width submit button showing the request as pending. The
 * browser's own checks are off (`noValidate`): the shared schemas give the messages.
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import { Flex } from '@aws-amplify/ui-react';
import { FormAlert } from './form-message';
import { SubmitButton } from './form-actions';

interface StackedFormProps {
  /** The form's accessible name, e.g. "Log In". */
  label: string;
  /** Called on submit (the page does not reload). */
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** A refusal no field carries, shown above the fields. */
  error?: ReactNode;
  submitLabel: ReactNode;
  isPending: boolean;
  /** The button's text while pending, e.g. "Logging in…". */
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
  /** Shown under the button, e.g. a link to another page. */
  footer?: ReactNode;
}

/** Alert, fields and a full-width submit button, stacked. */
export function StackedForm({
  label,
  onSubmit,
  formRef,
  error,
  submitLabel,
  isPending,
  pendingLabel,
  children,
  footer,
}: StackedFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Flex direction="column" gap="medium">
        <FormAlert message={error} />
        {children}
        <SubmitButton isPending={isPending} pendingLabel={pendingLabel} isFullWidth>
          {submitLabel}
        </SubmitButton>
        {footer}
      </Flex>
    </form>
  );
}

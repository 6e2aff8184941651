/**
 * The "Create Account" form (accounts spec §2 Register; §3 User fields; §5 validation; §8 register
 * failures in an alert). Client checks use the shared `RegisterRequestSchema`, so the browser shows the
 * API's exact texts ("Required", "Invalid email", "Enter minimum of 6 characters", "Should match
 * password"); server field errors (e.g. email "has already been taken") show under their fields.
 * With an invitation (`inviteId`) the e-mail field is hidden, the names are pre-filled from it, and
 * invite_id is sent instead of the e-mail.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Flex, PasswordField, Text, TextField } from '@aws-amplify/ui-react';
import { ACCOUNT_MESSAGES } from '../../../../../shared/schemas/auth-messages';
import type { RegisterRequest } from '../../../../../shared/schemas/auth';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { ApiError, fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useRegister } from '../api/register';
import { fieldLabel, firstMessages, readableFieldError, type FieldMessages } from '../utils/form-errors';


type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';

interface RegisterFormProps {
  /** An invitation's id (`?invite_id=`): hides the e-mail field and is sent with the form. */
  inviteId?: string;
  /** Who the invitation is for (`GET /api/v1/users/new/{token}`), to pre-fill the form. */
  invited?: { email: string; first_name: string; last_name: string };
}

/** Registration form; on success it is replaced by the server's confirmation text. */
export function RegisterForm({ inviteId, invited: invitation }: RegisterFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: invitation?.first_name ?? '',
    last_name: invitation?.last_name ?? '',
    email: invitation?.email ?? '',
    password: '',
    password_confirmation: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useRegister();
  usePrefetchAuthSchemas();
  const invited = Boolean(inviteId);

  const errorFor = (field: Field) => clientErrors[field] ?? readableFieldError(fieldLabel(field), fieldError(mutation.error, field));
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    hasError: Boolean(errorFor(field)),
    errorMessage: errorFor(field),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    const { RegisterRequestSchema } = await loadAuthSchemas();
    // With an invitation the server takes the e-mail from it, so the hidden field is not sent.
    const { email, ...rest } = values;
    const body: RegisterRequest = inviteId ? { ...rest, invite_id: inviteId } : { ...rest, email };
    const parsed = RegisterRequestSchema.safeParse(body);
    if (!parsed.success) {
      setClientErrors(firstMessages(parsed.error.issues));
      mutation.reset();
      // Move focus to the first field in error so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setClientErrors({});
    mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="success" hasIcon role="status">
          {invited ? ACCOUNT_MESSAGES.invitedRegistered : mutation.data.message}
        </Alert>
        <Link className="gl-link" to={paths.auth.login.getHref()}>
          Back to Log In
        </Link>
      </Flex>
    );
  }

  const serverError = mutation.error;
  const fieldErrorShown = serverError instanceof ApiError && Object.keys(serverError.errors).some((f) => f !== 'email' || !invited);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Create Account">
      <Flex direction="column" gap="medium">
        {serverError && !fieldErrorShown ? (
          <Alert variation="error" hasIcon role="alert">
            {serverError.message}
          </Alert>
        ) : null}
        <Flex gap="small" wrap="wrap">
          <TextField label="First name" autoComplete="given-name" isRequired flex="1 1 10rem" autoFocus {...bind('first_name')} />
          <TextField label="Last name" autoComplete="family-name" isRequired flex="1 1 10rem" {...bind('last_name')} />
        </Flex>
        {invited ? null : <TextField label="Email" type="email" inputMode="email" autoComplete="email" isRequired {...bind('email')} />}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          descriptiveText="At least 6 characters."
          showPasswordButtonLabel="Show characters"
          isRequired
          {...bind('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          showPasswordButtonLabel="Show characters"
          isRequired
          {...bind('password_confirmation')}
        />
        <Button type="submit" variation="primary" isLoading={mutation.isPending} loadingText="Creating account…" isFullWidth>
          Create Account
        </Button>
        <Text>
          Already have an account?{' '}
          <Link className="gl-link" to={paths.auth.login.getHref()}>
            Log in
          </Link>
        </Text>
      </Flex>
    </form>
  );
}

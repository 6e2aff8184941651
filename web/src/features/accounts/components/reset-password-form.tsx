/**
 * The change-password form of the e-mailed reset link (accounts spec §2 "Change password: password and
 * password_confirmation", /users/password/edit reads reset_password_token; §5 password rules). On success
 * the user goes to /login with a success toast; an expired or used token shows the server's error and a
 * link to ask for a new one.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Flex, PasswordField } from '@aws-amplify/ui-react';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { firstMessages, type FieldMessages } from '../utils/form-errors';

type Field = 'password' | 'password_confirmation';

interface ResetPasswordFormProps {
  /** The token from the e-mailed link. */
  token: string;
  /** Called with the server's text after the password changed. */
  onSuccess: (message: string) => void;
}

/** New password twice, then "Change Password". */
export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useResetPassword();
  usePrefetchAuthSchemas();
  const tokenError = fieldError(mutation.error, 'reset_password_token');
  const errorFor = (field: Field) => clientErrors[field] ?? fieldError(mutation.error, field);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    const { ResetPasswordRequestSchema } = await loadAuthSchemas();
    const parsed = ResetPasswordRequestSchema.safeParse({ reset_password_token: token, ...values });
    if (!parsed.success) {
      setClientErrors(firstMessages(parsed.error.issues));
      mutation.reset();
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setClientErrors({});
    mutation.mutate(parsed.data, { onSuccess: (data) => onSuccess(data.message) });
  };

  if (tokenError) {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="error" hasIcon role="alert">
          {tokenError}
        </Alert>
        <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
          Request a new password reset link
        </Link>
      </Flex>
    );
  }

  const otherError = mutation.error && !fieldError(mutation.error, 'password') && !fieldError(mutation.error, 'password_confirmation');
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Change Password">
      <Flex direction="column" gap="medium">
        {otherError ? (
          <Alert variation="error" hasIcon role="alert">
            {mutation.error?.message}
          </Alert>
        ) : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          descriptiveText="At least 6 characters."
          showPasswordButtonLabel="Show characters"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          hasError={Boolean(errorFor('password'))}
          errorMessage={errorFor('password')}
          isRequired
          autoFocus
        />
        <PasswordField
          label="Confirm new password"
          name="password_confirmation"
          autoComplete="new-password"
          showPasswordButtonLabel="Show characters"
          value={values.password_confirmation}
          onChange={(e) => setValues((v) => ({ ...v, password_confirmation: e.target.value }))}
          hasError={Boolean(errorFor('password_confirmation'))}
          errorMessage={errorFor('password_confirmation')}
          isRequired
        />
        <Button type="submit" variation="primary" isLoading={mutation.isPending} loadingText="Changing password…" isFullWidth>
          Change Password
        </Button>
      </Flex>
    </form>
  );
}

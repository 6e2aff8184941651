/**
 * The "Create Account" form (accounts spec §2 Register; §3 User fields; §5 validation; §8 register
 * failures in an alert). Client checks use the shared `RegisterRequestSchema`, so the browser shows the
 * API's exact texts ("Required", "Invalid email", "Enter minimum of 6 characters", "Should match
 * password"); server field errors (e.g. email "has already been taken") show under their fields.
 * With an invitation (`inviteId`) the e-mail field is hidden, the names are pre-filled from it, and
 * invite_id is sent instead of the e-mail.
 */
import { Link } from 'react-router';
import { Alert, Flex, Text } from '@aws-amplify/ui-react';
import { FormPasswordField, FormTextField } from '../../../components/ui/form-field';
import { StackedForm } from '../../../components/ui/stacked-form';
import { ACCOUNT_MESSAGES } from '../../../../../shared/schemas/auth-messages';
import type { RegisterRequest } from '../../../../../shared/schemas/auth';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { ApiError, fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useRegister } from '../api/register';
import { fieldLabel, readableFieldError } from '../utils/form-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useFieldChecks } from '../hooks/use-field-checks';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';

interface RegisterFormProps {
  /** An invitation's id (`?invite_id=`): hides the e-mail field and is sent with the form. */
  inviteId?: string;
  /** Who the invitation is for (`GET /api/v1/users/new/{token}`), to pre-fill the form. */
  invited?: { email: string; first_name: string; last_name: string };
}

/** Registration form; on success it is replaced by the server's confirmation text. */
export function RegisterForm({ inviteId, invited: invitation }: RegisterFormProps) {
  const { values, bind: bindValue } = useFormValues<Field>({
    first_name: invitation?.first_name ?? '',
    last_name: invitation?.last_name ?? '',
    email: invitation?.email ?? '',
    password: '',
    password_confirmation: '',
  });
  const { formRef, clientErrors, accept } = useFieldChecks();
  const mutation = useRegister();
  usePrefetchAuthSchemas();
  const invited = Boolean(inviteId);

  const errorFor = (field: Field) =>
    clientErrors[field] ?? readableFieldError(fieldLabel(field), fieldError(mutation.error, field));
  const bind = (field: Field) => bindValue(field, errorFor(field));

  const submit = async () => {
    const { RegisterRequestSchema } = await loadAuthSchemas();
    // With an invitation the server takes the e-mail from it, so the hidden field is not sent.
    const { email, ...rest } = values;
    const body: RegisterRequest = inviteId ? { ...rest, invite_id: inviteId } : { ...rest, email };
    if (!accept(RegisterRequestSchema.safeParse(body))) {
      mutation.reset();
      return;
    }
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
  const fieldErrorShown =
    serverError instanceof ApiError && Object.keys(serverError.errors).some((f) => f !== 'email' || !invited);

  return (
    <StackedForm
      label="Create Account"
      formRef={formRef}
      onSubmit={() => void submit()}
      error={fieldErrorShown ? undefined : serverError?.message}
      submitLabel="Create Account"
      isPending={mutation.isPending}
      pendingLabel="Creating account…"
      footer={
        <Text>
          Already have an account?{' '}
          <Link className="gl-link" to={paths.auth.login.getHref()}>
            Log in
          </Link>
        </Text>
      }
    >
      <Flex gap="small" wrap="wrap">
        <FormTextField
          label="First name"
          autoComplete="given-name"
          isRequired
          flex="1 1 10rem"
          autoFocus
          {...bind('first_name')}
        />
        <FormTextField
          label="Last name"
          autoComplete="family-name"
          isRequired
          flex="1 1 10rem"
          {...bind('last_name')}
        />
      </Flex>
      {invited ? null : (
        <FormTextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          {...bind('email')}
        />
      )}
      <FormPasswordField
        label="Password"
        autoComplete="new-password"
        descriptiveText="At least 6 characters."
        isRequired
        {...bind('password')}
      />
      <FormPasswordField
        label="Confirm password"
        autoComplete="new-password"
        isRequired
        {...bind('password_confirmation')}
      />
    </StackedForm>
  );
}

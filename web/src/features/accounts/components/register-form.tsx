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
import type { RegisterRequest } from '../../../../../shared/schemas/auth';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { ApiError, fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useRegister } from '../api/register';
import { readableFieldError, translatedFieldLabel } from '../utils/form-errors';
import { accountMessage, passwordToggleLabels } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';
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
  const { t } = useTranslation('auth');
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
    clientErrors[field] ?? readableFieldError(translatedFieldLabel(field), fieldError(mutation.error, field));
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
          {invited ? t('message.invitedRegistered') : accountMessage(mutation.data.message)}
        </Alert>
        <Link className="gl-link" to={paths.auth.login.getHref()}>
          {t('link.backToLogin')}
        </Link>
      </Flex>
    );
  }

  const fields = {
    first_name: bind('first_name'),
    last_name: bind('last_name'),
    email: bind('email'),
    password: bind('password'),
    password_confirmation: bind('password_confirmation'),
  };
  const serverError = mutation.error;
  const fieldErrorShown =
    serverError instanceof ApiError && Object.keys(serverError.errors).some((f) => f !== 'email' || !invited);

  return (
    <StackedForm
      label={t('register.title')}
      formRef={formRef}
      onSubmit={() => void submit()}
      error={fieldErrorShown ? undefined : accountMessage(serverError?.message)}
      submitLabel={t('register.title')}
      isPending={mutation.isPending}
      pendingLabel={t('register.pending')}
      footer={
        <Text>
          {t('register.haveAccount')}{' '}
          <Link className="gl-link" to={paths.auth.login.getHref()}>
            {t('register.logIn')}
          </Link>
        </Text>
      }
    >
      <Flex gap="small" wrap="wrap">
        <FormTextField
          label={t('field.firstName')}
          autoComplete="given-name"
          isRequired
          flex="1 1 10rem"
          autoFocus
          {...fields.first_name}
        />
        <FormTextField
          label={t('field.lastName')}
          autoComplete="family-name"
          isRequired
          flex="1 1 10rem"
          {...fields.last_name}
        />
      </Flex>
      {invited ? null : (
        <FormTextField
          label={t('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          {...fields.email}
        />
      )}
      <FormPasswordField
        {...passwordToggleLabels()}
        label={t('field.password')}
        autoComplete="new-password"
        descriptiveText={t('field.passwordHint')}
        isRequired
        {...fields.password}
      />
      <FormPasswordField
        {...passwordToggleLabels()}
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        isRequired
        {...fields.password_confirmation}
      />
    </StackedForm>
  );
}

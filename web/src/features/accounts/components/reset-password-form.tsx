/**
 * The change-password form of the e-mailed reset link (accounts spec §2 "Change password: password and
 * password_confirmation", /users/password/edit reads reset_password_token; §5 password rules). On success
 * the user goes to /login with a success toast; an expired or used token shows the server's error and a
 * link to ask for a new one.
 */
import { Link } from 'react-router';
import { Flex } from '@aws-amplify/ui-react';
import { FormPasswordField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-message';
import { StackedForm } from '../../../components/ui/stacked-form';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { useFieldChecks } from '../hooks/use-field-checks';
import { useFormValues } from '../../../lib/use-form-values';
import { accountMessage, passwordToggleLabels } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Field = 'password' | 'password_confirmation';

interface ResetPasswordFormProps {
  /** The token from the e-mailed link. */
  token: string;
  /** Called with the server's text after the password changed. */
  onSuccess: (message: string) => void;
}

/** New password twice, then "Change Password". */
export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { values, bind } = useFormValues<Field>({ password: '', password_confirmation: '' });
  const { formRef, clientErrors, accept } = useFieldChecks();
  const mutation = useResetPassword();
  usePrefetchAuthSchemas();
  const tokenError = accountMessage(fieldError(mutation.error, 'reset_password_token'));
  const errorFor = (field: Field) => clientErrors[field] ?? accountMessage(fieldError(mutation.error, field));

  const submit = async () => {
    const { ResetPasswordRequestSchema } = await loadAuthSchemas();
    const request = accept(ResetPasswordRequestSchema.safeParse({ reset_password_token: token, ...values }));
    if (!request) {
      mutation.reset();
      return;
    }
    mutation.mutate(request, { onSuccess: (data) => onSuccess(data.message) });
  };

  if (tokenError) {
    return (
      <Flex direction="column" gap="medium">
        <FormAlert message={tokenError} />
        <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
          {t('reset.newLink')}
        </Link>
      </Flex>
    );
  }

  const passwordField = bind('password', errorFor('password'));
  const confirmationField = bind('password_confirmation', errorFor('password_confirmation'));
  const otherError =
    mutation.error && !fieldError(mutation.error, 'password') && !fieldError(mutation.error, 'password_confirmation');
  return (
    <StackedForm
      label={t('reset.title')}
      formRef={formRef}
      onSubmit={() => void submit()}
      error={otherError ? accountMessage(mutation.error?.message) : undefined}
      submitLabel={t('reset.title')}
      isPending={mutation.isPending}
      pendingLabel={t('reset.pending')}
    >
      <FormPasswordField
        {...passwordToggleLabels()}
        label={t('field.newPassword')}
        autoComplete="new-password"
        descriptiveText={t('field.passwordHint')}
        isRequired
        autoFocus
        {...passwordField}
      />
      <FormPasswordField
        {...passwordToggleLabels()}
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        isRequired
        {...confirmationField}
      />
    </StackedForm>
  );
}

/**
 * The "Log In" form (accounts spec §2 Login; §5 e-mail and password rules; §8 login failures in an alert).
 * Client checks use the shared sign-in schema, so messages match the API's ("Required", "Invalid email").
 */
import { useState } from 'react';
import { FormPasswordField, FormTextField } from '../../../components/ui/form-field';
import { StackedForm } from '../../../components/ui/stacked-form';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { fieldError } from '../../../lib/api-client';
import { useFormValues } from '../../../lib/use-form-values';
import { useLogin } from '../api/login';
import { accountMessage, passwordToggleLabels } from '../../../lib/i18n/account-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface LoginFormProps {
  /** Called after the session is stored. */
  onSuccess: () => void;
}

type Field = 'email' | 'password';

/** E-mail and password fields and the "Log In" button. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { values, bind } = useFormValues<Field>({ email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const loginMutation = useLogin({ onSuccess });
  usePrefetchAuthSchemas();
  const serverError = loginMutation.error;

  const errorFor = (field: Field) => clientErrors[field] ?? accountMessage(fieldError(serverError, field));

  const submit = async () => {
    const { SignInRequestSchema } = await loadAuthSchemas();
    const parsed = SignInRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) next[field] = accountMessage(issue.message);
      }
      setClientErrors(next);
      loginMutation.reset();
      return;
    }
    setClientErrors({});
    loginMutation.mutate(parsed.data);
  };

  const emailField = bind('email', errorFor('email'));
  const passwordField = bind('password', errorFor('password'));
  return (
    <StackedForm
      label={t('login.title')}
      onSubmit={() => void submit()}
      error={accountMessage(serverError?.message)}
      submitLabel={t('login.submit')}
      isPending={loginMutation.isPending}
      pendingLabel={t('login.pending')}
    >
      <FormTextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        autoFocus
        {...emailField}
      />
      <FormPasswordField
        label={t('field.password')}
        autoComplete="current-password"
        isRequired
        {...passwordToggleLabels()}
        {...passwordField}
      />
    </StackedForm>
  );
}

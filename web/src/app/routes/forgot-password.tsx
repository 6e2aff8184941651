/**
 * /password/new, "Forgot Password" (accounts spec §2: e-mail field and "Request Password Reset", then
 * "Check your email for instructions."; links to /login and /register).
 */
import { useRequestPasswordReset } from '../../features/accounts/api/request-password-reset';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The forgot password page. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const mutation = useRequestPasswordReset();
  return (
    <EmailRequestPage
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      mutation={mutation}
      submitLabel={t('forgot.submit')}
    />
  );
}

/**
 * /confirmation/resend (accounts spec §2 public routes; issue 3 "re-sends the e-mail"): asks for the
 * confirmation e-mail again, then shows the server's text.
 */
import { useResendConfirmation } from '../../features/accounts/api/resend-confirmation';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The resend confirmation page. */
export function ResendConfirmationRoute() {
  const { t } = useTranslation('auth');
  const mutation = useResendConfirmation();
  return (
    <EmailRequestPage
      title={t('resend.title')}
      intro={t('resend.intro')}
      mutation={mutation}
      submitLabel={t('resend.submit')}
    />
  );
}

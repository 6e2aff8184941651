/**
 * /users/unlock/request (accounts spec §2 public routes, "Unlock request … show the same success text";
 * §4 locked accounts): re-sends the unlock e-mail.
 */
import { paths } from '../../config/paths';
import { useRequestUnlock } from '../../features/accounts/api/request-unlock';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The request-unlock page. */
export function RequestUnlockRoute() {
  const { t } = useTranslation('auth');
  const mutation = useRequestUnlock();
  return (
    <EmailRequestPage
      title={t('unlock.title')}
      formLabel={t('unlockRequest.form')}
      intro={t('unlockRequest.intro')}
      mutation={mutation}
      submitLabel={t('unlockRequest.submit')}
      otherLink={{ to: paths.auth.forgotPassword.getHref(), label: t('help.forgotPassword') }}
    />
  );
}

/**
 * /users/password/edit?reset_password_token= (accounts spec §2 "Change password"): a new password twice;
 * success goes to /login with a success toast. A missing, expired or used token shows the error and a
 * link to /password/new.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Flex } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import type { FlashState } from '../../components/ui/toast/flash';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountMessage } from '../../lib/i18n/account-messages';

/** The page the password-reset e-mail links to. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('reset_password_token');

  const onSuccess = (message: string) => {
    const state: FlashState = { flash: { variation: 'success', message: accountMessage(message) } };
    navigate(paths.auth.login.getHref(), { replace: true, state });
  };

  return (
    <AuthLayout title={t('reset.title')}>
      {token ? (
        <ResetPasswordForm token={token} onSuccess={onSuccess} />
      ) : (
        <Flex direction="column" gap="medium">
          <Alert variation="error" hasIcon role="alert">
            {t('message.invalidResetToken')}
          </Alert>
          <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
            {t('reset.newLink')}
          </Link>
        </Flex>
      )}
    </AuthLayout>
  );
}

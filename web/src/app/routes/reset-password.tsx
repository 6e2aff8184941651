/**
 * /users/password/edit?reset_password_token= (accounts spec §2 "Change password"): a new password twice;
 * success goes to /login with a success toast. A missing, expired or used token shows the error and a
 * link to /password/new.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Flex } from '@aws-amplify/ui-react';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/auth-messages';
import { paths } from '../../config/paths';
import type { FlashState } from '../../components/ui/toast/flash';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';

/** The page the password-reset e-mail links to. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('reset_password_token');

  const onSuccess = (message: string) => {
    const state: FlashState = { flash: { variation: 'success', message } };
    navigate(paths.auth.login.getHref(), { replace: true, state });
  };

  return (
    <AuthLayout title="Change Password">
      {token ? (
        <ResetPasswordForm token={token} onSuccess={onSuccess} />
      ) : (
        <Flex direction="column" gap="medium">
          <Alert variation="error" hasIcon role="alert">
            {ACCOUNT_MESSAGES.invalidResetToken}
          </Alert>
          <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
            Request a new password reset link
          </Link>
        </Flex>
      )}
    </AuthLayout>
  );
}

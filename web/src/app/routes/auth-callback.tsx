/**
 * /auth/callback: where the Cognito Hosted UI returns after Google sign-in (accounts spec §2 Login;
 * infra `OAUTH_CALLBACK_PATH`). Success goes to the remembered origin or /; any failure goes to /login,
 * which shows "Authentication Failed." (accounts spec §8).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/ui/page-loader';
import { completeHostedUiSignIn } from '../../features/auth/api/complete-hosted-ui-sign-in';
import type { LoginState } from '../guards';
import '../../lib/i18n/auth-english-messages';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Completes the third-party sign-in, then navigates away. */
export function AuthCallbackRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // One completion per page: StrictMode's second effect run must not ask the API twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeHostedUiSignIn().then(
      (redirectTo) => navigate(redirectTo, { replace: true }),
      () => {
        const state: LoginState = { authFailed: true };
        navigate(paths.auth.login.getHref(), { replace: true, state });
      },
    );
  }, [navigate]);

  return <PageLoader fullScreen label={t('callback.pending')} />;
}

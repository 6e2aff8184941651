/**
 * /login (accounts spec §1 login-page copy, §2 Login). After sign-in the user goes back to the page
 * the route guard remembered (`?redirectTo=`), or to /. After a session expiry it says so (§8). Failed
 * sign-ins (wrong password, locked, unconfirmed, pending deletion) show the server's message in an Alert.
 * "Continue with Google" shows when the Hosted UI is configured; its failures return here with
 * "Authentication Failed." (§8).
 */
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Divider, Text } from '@aws-amplify/ui-react';
import type { LoginState } from '../guards';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginHelp } from '../../features/auth/components/login-help';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Only same-origin paths are followed, so the parameter cannot send users to another site. */
function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home.getHref();
  return value;
}

/** The sign-in page. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const location = useLocation();
  const sessionExpired = (location.state as LoginState | null)?.sessionExpired === true;
  const authFailed = (location.state as LoginState | null)?.authFailed === true;

  return (
    <AuthLayout title={t('login.title')}>
      {sessionExpired ? (
        <Alert variation="warning" hasIcon role="alert">
          {t('message.sessionExpired')}
        </Alert>
      ) : null}
      {authFailed ? (
        <Alert variation="error" hasIcon role="alert">
          {t('message.authFailed')}
        </Alert>
      ) : null}
      <LoginForm onSuccess={() => navigate(redirectTo, { replace: true })} />
      <GoogleSignInButton redirectTo={redirectTo} />
      <Text>
        {t('login.newHere')}{' '}
        <Link className="gl-link" to={paths.auth.register.getHref()}>
          {t('link.createAccount')}
        </Link>
      </Text>
      <Divider />
      <LoginHelp />
    </AuthLayout>
  );
}

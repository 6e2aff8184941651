/**
 * /login (accounts spec §1 login-page copy, §2 Login). After sign-in the user goes back to the page
 * the route guard remembered (`?redirectTo=`), or to /. After a session expiry it says so (§8). Failed
 * sign-ins (wrong password, locked, unconfirmed, pending deletion) show the server's message in an Alert.
 */
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Divider, Text } from '@aws-amplify/ui-react';
import { MESSAGES } from '../../../../shared/schemas/auth';
import type { LoginState } from '../guards';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginHelp } from '../../features/auth/components/login-help';

/** Only same-origin paths are followed, so the parameter cannot send users to another site. */
function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home.getHref();
  return value;
}

/** The sign-in page. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const location = useLocation();
  const sessionExpired = (location.state as LoginState | null)?.sessionExpired === true;

  return (
    <AuthLayout title="Log In">
      {sessionExpired ? (
        <Alert variation="warning" hasIcon role="alert">
          {MESSAGES.sessionExpired}
        </Alert>
      ) : null}
      <LoginForm onSuccess={() => navigate(redirectTo, { replace: true })} />
      <Text>
        New to Greenlight?{' '}
        <Link className="gl-link" to={paths.auth.register.getHref()}>
          Create an account
        </Link>
      </Text>
      <Divider />
      <LoginHelp />
    </AuthLayout>
  );
}

/**
 * /login (accounts spec §1 login-page copy, §2 Login). After sign-in the user goes back to the page
 * the route guard remembered (`?redirectTo=`), or to /. After a session expiry it says so (§8).
 */
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Card, Divider, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { MESSAGES } from '../../../../shared/schemas/auth';
import type { LoginState } from '../guards';
import { paths } from '../../config/paths';
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
    <div className="gl-auth">
      <section className="gl-auth__pitch" aria-labelledby="pitch-heading">
        <Heading level={2} id="pitch-heading" fontSize="xxl" fontWeight="bold">
          Greenlight
        </Heading>
        <Text fontSize="large">Upload, approve, up next.</Text>
        <ul>
          <li>Free forever account, no credit card needed</li>
          <li>All functionality included</li>
          <li>Unlimited stages, cards and user invites</li>
        </ul>
        <Text>Workspaces · List View · Board View · Calendar View · Approval · Timestamp · Revision Count</Text>
      </section>
      <main className="gl-auth__panel">
        <Card className="gl-auth__card" variation="elevated" padding="large">
          <Flex direction="column" gap="large">
            <Heading level={1} fontSize="xl" fontWeight="semibold">
              Log In
            </Heading>
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
          </Flex>
        </Card>
      </main>
    </div>
  );
}

/**
 * /users/unlock/request (accounts spec §2 public routes, "Unlock request … show the same success text";
 * §4 locked accounts): re-sends the unlock e-mail.
 */
import { Link } from 'react-router';
import { Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useRequestUnlock } from '../../features/accounts/api/request-unlock';
import { EmailRequestForm } from '../../features/accounts/components/email-request-form';

/** The request-unlock page. */
export function RequestUnlockRoute() {
  const mutation = useRequestUnlock();
  return (
    <AuthLayout title="Unlock Account">
      <Text>After 5 wrong passwords your account is locked. Enter your e-mail address and we will send you a link that unlocks it.</Text>
      <EmailRequestForm mutation={mutation} formLabel="Request Unlock" submitLabel="Send Unlock Instructions" pendingLabel="Sending…" />
      <Flex gap="medium" wrap="wrap">
        <Link className="gl-link" to={paths.auth.login.getHref()}>
          Back to Log In
        </Link>
        <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
          Forgot your password?
        </Link>
      </Flex>
    </AuthLayout>
  );
}

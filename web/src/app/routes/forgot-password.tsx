/**
 * /password/new, "Forgot Password" (accounts spec §2: e-mail field and "Request Password Reset", then
 * "Check your email for instructions."; links to /login and /register).
 */
import { Link } from 'react-router';
import { Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useRequestPasswordReset } from '../../features/accounts/api/request-password-reset';
import { EmailRequestForm } from '../../features/accounts/components/email-request-form';

/** The forgot-password page. */
export function ForgotPasswordRoute() {
  const mutation = useRequestPasswordReset();
  return (
    <AuthLayout title="Forgot Password">
      <Text>Enter the e-mail address of your account and we will send you a link to choose a new password.</Text>
      <EmailRequestForm mutation={mutation} formLabel="Forgot Password" submitLabel="Request Password Reset" pendingLabel="Sending…" />
      <Flex gap="medium" wrap="wrap">
        <Link className="gl-link" to={paths.auth.login.getHref()}>
          Back to Log In
        </Link>
        <Link className="gl-link" to={paths.auth.register.getHref()}>
          Create an account
        </Link>
      </Flex>
    </AuthLayout>
  );
}

/**
 * /confirmation/resend (accounts spec §2 public routes; issue 3 "re-sends the e-mail"): asks for the
 * confirmation e-mail again, then shows the server's text.
 */
import { Link } from 'react-router';
import { Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useResendConfirmation } from '../../features/accounts/api/resend-confirmation';
import { EmailRequestForm } from '../../features/accounts/components/email-request-form';

/** The resend-confirmation page. */
export function ResendConfirmationRoute() {
  const mutation = useResendConfirmation();
  return (
    <AuthLayout title="Resend Confirmation">
      <Text>Enter the e-mail address you registered with and we will send the confirmation link again.</Text>
      <EmailRequestForm mutation={mutation} formLabel="Resend Confirmation" submitLabel="Resend Confirmation" pendingLabel="Sending…" />
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

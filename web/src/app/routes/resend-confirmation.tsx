/**
 * /confirmation/resend (accounts spec §2 public routes; issue 3 "re-sends the e-mail"): asks for the
 * confirmation e-mail again, then shows the server's text.
 */
import { useResendConfirmation } from '../../features/accounts/api/resend-confirmation';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';

/** The resend confirmation page. */
export function ResendConfirmationRoute() {
  const mutation = useResendConfirmation();
  return (
    <EmailRequestPage
      title="Resend Confirmation"
      intro="Enter the e-mail address you registered with and we will send the confirmation link again."
      mutation={mutation}
      submitLabel="Resend Confirmation"
    />
  );
}

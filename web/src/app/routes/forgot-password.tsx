/**
 * /password/new, "Forgot Password" (accounts spec §2: e-mail field and "Request Password Reset", then
 * "Check your email for instructions."; links to /login and /register).
 */
import { useRequestPasswordReset } from '../../features/accounts/api/request-password-reset';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';

/** The forgot password page. */
export function ForgotPasswordRoute() {
  const mutation = useRequestPasswordReset();
  return (
    <EmailRequestPage
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      mutation={mutation}
      submitLabel="Request Password Reset"
    />
  );
}

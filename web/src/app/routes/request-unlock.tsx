/**
 * /users/unlock/request (accounts spec §2 public routes, "Unlock request … show the same success text";
 * §4 locked accounts): re-sends the unlock e-mail.
 */
import { paths } from '../../config/paths';
import { useRequestUnlock } from '../../features/accounts/api/request-unlock';
import { EmailRequestPage } from '../../features/accounts/components/email-request-form';

/** The request-unlock page. */
export function RequestUnlockRoute() {
  const mutation = useRequestUnlock();
  return (
    <EmailRequestPage
      title="Unlock Account"
      formLabel="Request Unlock"
      intro="After 5 wrong passwords your account is locked. Enter your e-mail address and we will send you a link that unlocks it."
      mutation={mutation}
      submitLabel="Send Unlock Instructions"
      otherLink={{ to: paths.auth.forgotPassword.getHref(), label: 'Forgot your password?' }}
    />
  );
}

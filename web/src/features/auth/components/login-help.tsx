/**
 * The "Can't log in?" panel (accounts spec §2 Login): links to forgot password, resend confirmation and
 * request unlock. Those pages arrive with the accounts issue; the links are final.
 */
import { Link } from 'react-router';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';

/** Help links for users who cannot sign in. */
export function LoginHelp() {
  return (
    <Flex as="nav" direction="column" gap="xs" aria-labelledby="cant-log-in">
      <Heading level={2} id="cant-log-in" fontSize="medium">
        Can&apos;t log in?
      </Heading>
      <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
        Forgot your password?
      </Link>
      <Link className="gl-link" to={paths.auth.resendConfirmation.getHref()}>
        Didn&apos;t receive confirmation instructions?
      </Link>
      <Link className="gl-link" to={paths.auth.unlockRequest.getHref()}>
        Didn&apos;t receive unlock instructions?
      </Link>
    </Flex>
  );
}

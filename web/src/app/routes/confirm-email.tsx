/**
 * /users/confirmation?confirmation_token= (accounts spec §2 Confirmation page; §4 "registered, then
 * confirmed by e-mail link, then can log in"): confirms once on arrival and shows "Email confirmed
 * successfully. You may now log in." with a back-to-login link, or the error with a link to re-send.
 */
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/auth-messages';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useConfirmEmail } from '../../features/accounts/api/confirm-email';
import { TokenStatus } from '../../features/accounts/components/token-status';

const resendLink = (
  <Link className="gl-link" to={paths.auth.resendConfirmation.getHref()}>
    Send me a new confirmation e-mail
  </Link>
);

function Confirmation({ token }: { token: string }) {
  const query = useConfirmEmail(token);
  if (query.isPending) return <TokenStatus status="pending" pendingText="Confirming your e-mail…" />;
  if (query.isError) return <TokenStatus status="error" message={errorMessage(query.error)} errorAction={resendLink} />;
  return <TokenStatus status="success" message={query.data.message} />;
}

/** The page the confirmation e-mail links to. */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('confirmation_token');
  return (
    <AuthLayout title="Confirm Email">
      {token ? (
        <Confirmation token={token} />
      ) : (
        <TokenStatus status="error" message={ACCOUNT_MESSAGES.invalidConfirmationToken} errorAction={resendLink} />
      )}
    </AuthLayout>
  );
}

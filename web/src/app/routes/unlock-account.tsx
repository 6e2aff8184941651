/**
 * /users/unlock?unlock_token= (accounts spec §2 "/users/unlock (reads unlock_token and unlocks at once)";
 * §4 "Locked accounts unlock through an e-mailed token"): unlocks on arrival, then shows the server's
 * text with a link to /login, or the error with a link to ask for a new unlock e-mail.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/auth-messages';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useUnlockAccount } from '../../features/accounts/api/unlock-account';
import { TokenStatus } from '../../features/accounts/components/token-status';

const requestLink = (
  <Link className="gl-link" to={paths.auth.unlockRequest.getHref()}>
    Send me a new unlock e-mail
  </Link>
);

function Unlock({ token }: { token: string }) {
  const mutation = useUnlockAccount();
  const { mutate } = mutation;
  // A token works once: the ref keeps React's development double-effect from spending it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (mutation.isError)
    return <TokenStatus status="error" message={errorMessage(mutation.error)} errorAction={requestLink} />;
  if (mutation.isSuccess) return <TokenStatus status="success" message={mutation.data.message} />;
  return <TokenStatus status="pending" pendingText="Unlocking your account…" />;
}

/** The page the unlock e-mail links to. */
export function UnlockAccountRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('unlock_token');
  return (
    <AuthLayout title="Unlock Account">
      {token ? (
        <Unlock token={token} />
      ) : (
        <TokenStatus status="error" message={ACCOUNT_MESSAGES.invalidUnlockToken} errorAction={requestLink} />
      )}
    </AuthLayout>
  );
}

/**
 * /users/unlock?unlock_token= (accounts spec §2 "/users/unlock (reads unlock_token and unlocks at once)";
 * §4 "Locked accounts unlock through an e-mailed token"): unlocks on arrival, then shows the server's
 * text with a link to /login, or the error with a link to ask for a new unlock e-mail.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useUnlockAccount } from '../../features/accounts/api/unlock-account';
import { TokenStatus } from '../../features/accounts/components/token-status';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountMessage } from '../../lib/i18n/account-messages';

/** The way forward after a failure: a new unlock e-mail. */
function RequestLink() {
  const { t } = useTranslation('auth');
  return (
    <Link className="gl-link" to={paths.auth.unlockRequest.getHref()}>
      {t('unlock.requestLink')}
    </Link>
  );
}

function Unlock({ token }: { token: string }) {
  const { t } = useTranslation('auth');
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
    return (
      <TokenStatus
        status="error"
        message={accountMessage(errorMessage(mutation.error))}
        errorAction={<RequestLink />}
      />
    );
  if (mutation.isSuccess) return <TokenStatus status="success" message={accountMessage(mutation.data.message)} />;
  return <TokenStatus status="pending" pendingText={t('unlock.pending')} />;
}

/** The page the unlock e-mail links to. */
export function UnlockAccountRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('unlock_token');
  return (
    <AuthLayout title={t('unlock.title')}>
      {token ? (
        <Unlock token={token} />
      ) : (
        <TokenStatus status="error" message={t('message.invalidUnlockToken')} errorAction={<RequestLink />} />
      )}
    </AuthLayout>
  );
}

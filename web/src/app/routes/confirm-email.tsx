/**
 * /users/confirmation?confirmation_token= (accounts spec §2 Confirmation page; §4 "registered, then
 * confirmed by e-mail link, then can log in"): confirms once on arrival and shows "Email confirmed
 * successfully. You may now log in." with a back-to-login link, or the error with a link to re-send.
 */
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { useConfirmEmail } from '../../features/accounts/api/confirm-email';
import { TokenStatus } from '../../features/accounts/components/token-status';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountMessage } from '../../lib/i18n/account-messages';

/** The way forward after a failure: a new confirmation e-mail. */
function ResendLink() {
  const { t } = useTranslation('auth');
  return (
    <Link className="gl-link" to={paths.auth.resendConfirmation.getHref()}>
      {t('confirm.resendLink')}
    </Link>
  );
}

function Confirmation({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const query = useConfirmEmail(token);
  if (query.isPending) return <TokenStatus status="pending" pendingText={t('confirm.pending')} />;
  if (query.isError)
    return (
      <TokenStatus status="error" message={accountMessage(errorMessage(query.error))} errorAction={<ResendLink />} />
    );
  return <TokenStatus status="success" message={accountMessage(query.data.message)} />;
}

/** The page the confirmation e-mail links to. */
export function ConfirmEmailRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('confirmation_token');
  return (
    <AuthLayout title={t('confirm.title')}>
      {token ? (
        <Confirmation token={token} />
      ) : (
        <TokenStatus status="error" message={t('message.invalidConfirmationToken')} errorAction={<ResendLink />} />
      )}
    </AuthLayout>
  );
}

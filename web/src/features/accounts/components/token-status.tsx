/**
 * The outcome panel of an e-mailed link page (accounts spec §2 Confirmation page "Email confirmed
 * successfully. You may now log in." with a back-to-login link; /users/unlock "unlocks at once"):
 * a spinner while the call runs, then the server's text with the next step.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface TokenStatusProps {
  status: 'pending' | 'success' | 'error';
  /** Shown next to the spinner, e.g. "Confirming your e-mail…". */
  pendingText?: string;
  /** The server's text on success or failure. */
  message?: string;
  /** What to do after a failure, e.g. a link to re-send the e-mail. */
  errorAction?: ReactNode;
}

/** Spinner, success with "Back to Log In", or error with a way forward. */
export function TokenStatus({ status, pendingText, message, errorAction }: TokenStatusProps) {
  const { t } = useTranslation('auth');
  if (status === 'pending') {
    return (
      <Flex alignItems="center" gap="small" role="status">
        <Loader ariaLabel={pendingText} />
        <Text>{pendingText}</Text>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="medium">
      <Alert variation={status} hasIcon role={status === 'error' ? 'alert' : 'status'}>
        {message}
      </Alert>
      {status === 'error' ? errorAction : null}
      <Link className="gl-link" to={paths.auth.login.getHref()}>
        {t('link.backToLogin')}
      </Link>
    </Flex>
  );
}

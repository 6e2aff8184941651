/**
 * The "Can't log in?" panel (accounts spec §2 Login): links to forgot password, resend confirmation and
 * request unlock. Those pages arrive with the accounts issue; the links are final.
 */
import { Link } from 'react-router';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Help links for users who cannot sign in. */
export function LoginHelp() {
  const { t } = useTranslation('auth');
  return (
    <Flex as="nav" direction="column" gap="xs" aria-labelledby="cant-log-in">
      <Heading level={2} id="cant-log-in" fontSize="medium">
        {t('help.title')}
      </Heading>
      <Link className="gl-link" to={paths.auth.forgotPassword.getHref()}>
        {t('help.forgotPassword')}
      </Link>
      <Link className="gl-link" to={paths.auth.resendConfirmation.getHref()}>
        {t('help.noConfirmation')}
      </Link>
      <Link className="gl-link" to={paths.auth.unlockRequest.getHref()}>
        {t('help.noUnlock')}
      </Link>
    </Flex>
  );
}

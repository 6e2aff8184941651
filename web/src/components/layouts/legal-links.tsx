/**
 * The "Legal" navigation (accounts spec §2 "Terms and Privacy pages", §9 footer links): Terms of Service
 * and Privacy Policy. Shared by the auth pages' footer and the legal pages' header (issue 30).
 */
import { Link } from 'react-router';
import { Flex } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import '../../lib/i18n/auth-english-messages';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A `nav` named "Legal" with the two links side by side; they wrap on a phone in German ("Datenschutzerklärung"). */
export function LegalLinks() {
  const { t } = useTranslation('auth');
  return (
    <Flex as="nav" aria-label={t('legal.nav')} rowGap="xs" columnGap="medium" justifyContent="center" wrap="wrap">
      <Link className="gl-link" to={paths.legal.terms.getHref()}>
        {t('legal.terms')}
      </Link>
      <Link className="gl-link" to={paths.legal.privacy.getHref()}>
        {t('legal.privacy')}
      </Link>
    </Flex>
  );
}

/**
 * The "Legal" navigation (accounts spec §2 "Terms and Privacy pages", §9 footer links): Terms of Service
 * and Privacy Policy. Shared by the auth pages' footer and the legal pages' header (issue 30).
 */
import { Link } from 'react-router';
import { Flex } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';

/** A `nav` named "Legal" with the two links side by side. */
export function LegalLinks() {
  return (
    <Flex as="nav" aria-label="Legal" gap="medium" justifyContent="center">
      <Link className="gl-link" to={paths.legal.terms.getHref()}>
        Terms of Service
      </Link>
      <Link className="gl-link" to={paths.legal.privacy.getHref()}>
        Privacy Policy
      </Link>
    </Flex>
  );
}

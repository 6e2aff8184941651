/** /terms (accounts spec §2 "Terms and Privacy pages"): public, signed in or not. */
import { TermsOfService } from '../../features/accounts/components/terms-of-service';

/** The Terms of Service route. */
export function TermsRoute() {
  return <TermsOfService />;
}

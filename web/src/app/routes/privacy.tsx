/** /privacy (accounts spec §2 "Terms and Privacy pages"): public, signed in or not. */
import { PrivacyPolicy } from '../../features/accounts/components/privacy-policy';

/** The Privacy Policy route. */
export function PrivacyRoute() {
  return <PrivacyPolicy />;
}

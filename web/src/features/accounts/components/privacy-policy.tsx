/**
 * The Privacy Policy text (accounts spec §2 Privacy page; §9: effective 2025-07-14, data processed in the
 * Philippines, governing law Philippines, payment card details not stored, data requests to the support
 * mailbox, collected data; §5/§9 minimum age; §4 deletion periods).
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LEGAL_FACTS as F } from '../utils/legal-facts';
import { LegalPage } from './legal-page';

/** The Privacy Policy page body. */
export function PrivacyPolicy() {
  const mail = (
    <a className="gl-link" href={`mailto:${F.supportEmail}`}>
      {F.supportEmail}
    </a>
  );
  return (
    <LegalPage document="privacy">
      <p>
        This policy explains what personal data Greenlight collects, why, where it is processed and what you can ask of
        us.
      </p>

      <h2>1. Data we collect</h2>
      <ul>
        {F.collectedData.map((item) => (
          <li key={item}>{item.charAt(0).toUpperCase() + item.slice(1)}</li>
        ))}
      </ul>
      <p>We do not store your payment card details; payments are handled by our payment provider.</p>

      <h2>2. How we use it</h2>
      <p>
        To run your account and workspaces, to send the e-mails you ask for (confirmation, password reset, unlock,
        notifications), to keep the service secure, and to understand how it is used so we can improve it.
      </p>

      <h2>3. Where it is processed</h2>
      <p>Your data is processed in {F.processingCountry}.</p>

      <h2>4. Age</h2>
      <p>Greenlight is not meant for anyone under {F.minimumAge}, and we do not knowingly collect their data.</p>

      <h2>5. How long we keep it</h2>
      <p>
        When you delete your account, sign-in is blocked for {F.deletionLoginBlockHours} hours and all data associated
        with the account is permanently deleted after {F.deletionRemovalDays} days. Accounts inactive for{' '}
        {F.inactivityDeletionMonths} months are deleted after a warning e-mail.
      </p>

      <h2>6. Your requests</h2>
      <p>To see, correct, export or delete your data, write to {mail}.</p>

      <h2>7. Governing law</h2>
      <p>This policy is governed by the laws of {F.governingLaw}.</p>

      <p>
        See also our{' '}
        <Link className="gl-link" to={paths.legal.terms.getHref()}>
          Terms of Service
        </Link>
        .
      </p>
    </LegalPage>
  );
}

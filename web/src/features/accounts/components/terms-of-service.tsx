/**
 * The Terms of Service text (accounts spec §2 Terms page; §9 minimum age, governing law, payment cards,
 * support mailbox; §4 account deletion and inactivity; §6 "Per the terms, the recycle bin is accessible
 * only to the workspace owner or the super administrator"; §9 recycle bin retention 30 days).
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LEGAL_FACTS as F } from '../utils/legal-facts';
import { LegalPage } from './legal-page';

/** The Terms of Service page body. */
export function TermsOfService() {
  const mail = (
    <a className="gl-link" href={`mailto:${F.supportEmail}`}>
      {F.supportEmail}
    </a>
  );
  return (
    <LegalPage document="terms">
      <p>
        These terms govern your use of Greenlight, a tool for uploading, approving and scheduling content with your team
        and your clients. By creating an account or using Greenlight you agree to them.
      </p>

      <h2>1. Who may use Greenlight</h2>
      <p>You must be at least {F.minimumAge} years old to create an account or use Greenlight.</p>

      <h2>2. Your account</h2>
      <p>
        You are responsible for your account and for keeping your password secret. Confirm your e-mail address before
        signing in. After repeated wrong passwords we lock the account and e-mail you a link to unlock it.
      </p>

      <h2>3. Your content and workspaces</h2>
      <p>
        You keep the rights to the content you upload. You let us store, process and show it to the people you share a
        workspace with, only to run the service. Deleted cards stay in the recycle bin for {F.recycleBinDays} days; the
        recycle bin is accessible only to the workspace owner or the super administrator.
      </p>

      <h2>4. Plans and payments</h2>
      <p>Paid plans are billed through our payment provider. Greenlight does not store your payment card details.</p>

      <h2>5. Closing your account</h2>
      <p>
        You can delete your account from your profile once you have left all shared workspaces. You cannot sign in to it
        for {F.deletionLoginBlockHours} hours after the request, and all data associated with it is permanently deleted
        after {F.deletionRemovalDays} days. Accounts inactive for {F.inactivityDeletionMonths} months are deleted the
        same way, after a warning e-mail.
      </p>

      <h2>6. Acceptable use</h2>
      <p>
        Do not upload unlawful content, try to reach other people&apos;s data, or disrupt the service. We may suspend
        accounts that do.
      </p>

      <h2>7. Governing law</h2>
      <p>These terms are governed by the laws of {F.governingLaw}.</p>

      <h2>8. Privacy</h2>
      <p>
        How we handle personal data is described in our{' '}
        <Link className="gl-link" to={paths.legal.privacy.getHref()}>
          Privacy Policy
        </Link>
        .
      </p>

      <h2>9. Contact</h2>
      <p>Questions about these terms: {mail}.</p>
    </LegalPage>
  );
}

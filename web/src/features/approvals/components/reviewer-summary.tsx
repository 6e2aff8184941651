/**
 * One reviewer by link as the team sees them (issue 37; decisions K3): name and e-mail, then each step with
 * its time ("Opened 10:42 · Approved 11:05"). Shared by the card's Reviewers part and the Submit dialog (SD1).
 */
import type { Reviewer } from '../../../../../shared/schemas/review-links';
import { reviewerStepsText } from '../utils/reviewer-status';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

export function ReviewerSummary({ reviewer }: { reviewer: Reviewer }) {
  // Loads the namespace (and re-renders on a language change) for reviewerStepsText's words.
  useTranslation('approvals');
  return (
    <>
      <span className="gl-reviewers__who">
        <span className="gl-reviewers__name">{reviewer.name}</span>
        <span className="gl-reviewers__email">{reviewer.email}</span>
      </span>
      <span className={`gl-reviewers__status gl-reviewers__status--${reviewer.status}`}>
        {reviewerStepsText(reviewer)}
      </span>
    </>
  );
}

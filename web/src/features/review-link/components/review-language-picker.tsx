/**
 * The review page's language switch (issue 41 "a reviewer … can switch it on the review page"; decisions
 * LN7): English, Español, Deutsch, each in its own words. The choice applies at once, is kept on this device,
 * and, once the reviewer's session is open, is stored on the link so later e-mails use it too.
 */
import { DeviceLanguageSelect } from '../../../components/ui/device-language-select';
import { saveReviewLanguage } from '../api/review-api';

/** The select, at the top of the page. */
export function ReviewLanguagePicker() {
  return (
    <DeviceLanguageSelect
      className="review-page__language"
      // Kept for the e-mails too; a failure leaves the page in the chosen language, which is what the reviewer sees.
      onChosen={(lng) => void saveReviewLanguage(lng).catch(() => undefined)}
    />
  );
}

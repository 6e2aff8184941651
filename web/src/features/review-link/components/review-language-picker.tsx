/**
 * The review page's language switch (issue 41 "a reviewer … can switch it on the review page"; decisions
 * LN7): English, Español, Deutsch, each in its own words. The choice applies at once, is kept on this device,
 * and, once the reviewer's session is open, is stored on the link so later e-mails use it too.
 */
import { SelectField } from '@aws-amplify/ui-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../../../shared/i18n/languages';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import { keepUiLanguage } from '../../../lib/i18n/ui-language';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { saveReviewLanguage } from '../api/review-api';

/** The select, at the top of the page. */
export function ReviewLanguagePicker() {
  const { t, language } = useTranslation('common');
  return (
    <SelectField
      className="review-page__language"
      label={t('language.label')}
      size="small"
      value={language}
      onChange={(event) => {
        const lng = event.target.value;
        if (!isLanguage(lng)) return;
        keepUiLanguage(lng);
        void setLanguage(lng);
        // Kept for the e-mails too; a failure leaves the page in the chosen language, which is what the reviewer sees.
        void saveReviewLanguage(lng).catch(() => undefined);
      }}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A Language select for people without a profile to store it on (issue 41 "Each user's language"; decisions
 * MB3, LN7, FR1): the signed-out pages and the review page. English, Español, Deutsch, Français, each in its own
 * words; the choice applies at once and is kept on this device. `onChosen` lets a page keep it elsewhere too (the
 * review link stores it for its e-mails).
 */
import { SelectField } from '@aws-amplify/ui-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../../../shared/i18n/languages';
import { setLanguage } from '../../lib/i18n/i18n-store';
import { keepUiLanguage } from '../../lib/i18n/ui-language';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The select; `className` places it on its page. */
export function DeviceLanguageSelect({
  className,
  onChosen,
}: {
  className: string;
  onChosen?: (language: Language) => void;
}) {
  const { t, language } = useTranslation('common');
  return (
    <SelectField
      className={className}
      label={t('language.label')}
      size="small"
      value={language}
      onChange={(event) => {
        const lng = event.target.value;
        if (!isLanguage(lng)) return;
        keepUiLanguage(lng);
        void setLanguage(lng);
        onChosen?.(lng);
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

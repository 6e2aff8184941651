/**
 * The signed-out pages' Language select (issue 41 "Each user's language"; decisions MB3): a visitor has no
 * profile yet, so the page starts in this device's kept language, else `?lang=`, else the browser's
 * (lib/i18n/ui-language.ts). Choosing applies at once and is kept on this device; registering then sends it
 * as `Accept-Language`, which becomes the new account's language (decisions LN9).
 */
import { SelectField } from '@aws-amplify/ui-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../../shared/i18n/languages';
import { setLanguage } from '../../lib/i18n/i18n-store';
import { keepUiLanguage } from '../../lib/i18n/ui-language';
import { useTranslation } from '../../lib/i18n/use-translation';

/** English, Español, Deutsch, each in its own words. */
export function AuthLanguageSelect() {
  const { t, language } = useTranslation('common');
  return (
    <SelectField
      className="gl-auth__language"
      label={t('language.label')}
      size="small"
      value={language}
      onChange={(event) => {
        const lng = event.target.value;
        if (!isLanguage(lng)) return;
        keepUiLanguage(lng);
        void setLanguage(lng);
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

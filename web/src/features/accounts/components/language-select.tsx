/**
 * The profile's Language select (issue 41 "chosen on the profile page (stored on the user)"; decisions LN3):
 * English, Español, Deutsch, each in its own words. It saves at once (`PUT /api/v1/users/update_detail`), then
 * the interface switches; e-mails and notices follow the stored language from then on.
 */
import { Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../../../shared/i18n/languages';
import { errorMessage } from '../../../lib/api-client';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import { keepUiLanguage } from '../../../lib/i18n/ui-language';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import type { UserDetail } from '../api/get-profile';

/** The select, for the signed-in user's `profile`. */
export function LanguageSelect({ profile }: { profile: UserDetail }) {
  const { t } = useTranslation('common');
  const mutation = useUpdateProfile({
    onSuccess: (detail) => {
      keepUiLanguage(detail.language);
      void setLanguage(detail.language);
    },
  });
  return (
    <Flex direction="column" gap="xxs">
      <SelectField
        label={t('language.label')}
        name="language"
        value={mutation.isPending ? mutation.variables.language : profile.language}
        isDisabled={mutation.isPending}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          mutation.mutate({ first_name: profile.first_name, last_name: profile.last_name, language });
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </SelectField>
      {mutation.isError ? (
        <Text fontSize="small" color="font.error" role="alert">
          {errorMessage(mutation.error)}
        </Text>
      ) : null}
    </Flex>
  );
}

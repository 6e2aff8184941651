/**
 * /account/edit (accounts spec §2 authenticated routes): the profile as a page, with the same sections as
 * the header's Edit Profile modal.
 */
import { Card, Heading } from '@aws-amplify/ui-react';
import { ProfileView } from '../../features/accounts/components/profile-view';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The profile page. */
export function AccountEditRoute() {
  const { t } = useTranslation('accounts');
  return (
    <div className="gl-profile-page">
      <Card className="gl-profile-page__card" variation="outlined" padding="large">
        <Heading level={1} fontSize="xl" fontWeight="semibold" marginBottom="medium">
          {t('profile.title')}
        </Heading>
        <ProfileView headingLevel={2} />
      </Card>
    </div>
  );
}

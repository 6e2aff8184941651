/**
 * `/permission` (accounts spec §2 "/permission (lists organization roles and workspace roles)"): the
 * roles and what each may do, from the collaborators feature.
 */
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PermissionsOverview } from '../../features/collaborators/components/permissions-overview';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The permissions page. */
export function PermissionRoute() {
  const { t } = useTranslation('organizations');
  return (
    <div className="gl-page">
      <title>{t('permission.pageTitle')}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('permission.title')}
          </Heading>
          <Text color="font.secondary">{t('permission.intro')}</Text>
        </Flex>
        <PermissionsOverview />
      </Flex>
    </div>
  );
}

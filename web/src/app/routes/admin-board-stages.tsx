/**
 * `/organizations/:organization_id/admin/board-stages` (accounts spec §2 "/admin/board-stages (admin
 * only)"; Board stages page "add, edit, delete"): the organization's board stages under the admin guard.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { BoardStages } from '../../features/admin/components/board-stages';

/** The board stages page. */
export function AdminBoardStagesRoute() {
  const { t } = useTranslation('admin');
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization, t('personalOrganization')) : '';
  return (
    <div className="gl-page">
      <title>{t('stages.documentTitle', { organization: name })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('stages.title')}
          </Heading>
          <Text color="font.secondary">
            {name ? t('stages.introNamed', { organization: name }) : t('stages.intro')}
          </Text>
        </Flex>
        <BoardStages organizationId={organizationId} />
      </Flex>
    </div>
  );
}

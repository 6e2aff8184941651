/**
 * `/organizations/:organization_id/admin/export` (issue 40 "Organization settings → Export", "Import";
 * beyond the spec): the export and import feature under the admin-only guard. The export part shows for
 * the Owner only.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { getOrganizationsQueryOptions, useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { TransferPage } from '../../features/org-transfers/components/transfer-page';

/** The export and import page. */
export function AdminExportRoute() {
  const { t } = useTranslation('admin');
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization, t('personalOrganization')) : '';
  const queryClient = useQueryClient();
  // The imported organization joins the sidebar and the organization list.
  const onImported = useCallback(
    () => void queryClient.invalidateQueries(getOrganizationsQueryOptions()),
    [queryClient],
  );
  return (
    <div className="gl-page">
      <title>{t('export.documentTitle', { organization: name })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('export.title')}
          </Heading>
          <Text color="font.secondary">
            {name ? t('export.introNamed', { organization: name }) : t('export.intro')}
          </Text>
        </Flex>
        <TransferPage
          organizationId={organizationId}
          isOwner={organization?.role === 'owner'}
          onImported={onImported}
        />
      </Flex>
    </div>
  );
}

/**
 * `/organizations/:organization_id/admin/export` (issue 40 "Organization settings → Export", "Import";
 * beyond the spec): the export and import feature under the admin-only guard. The export part shows for
 * the Owner only.
 */
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { getOrganizationsQueryOptions, useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { TransferPage } from '../../features/org-transfers/components/transfer-page';

/** The export and import page. */
export function AdminExportRoute() {
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization) : '';
  const queryClient = useQueryClient();
  // The imported organization joins the sidebar and the organization list.
  const onImported = useCallback(
    () => void queryClient.invalidateQueries(getOrganizationsQueryOptions()),
    [queryClient],
  );
  return (
    <div className="gl-page">
      <title>{`Export and import · ${name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Export and import
          </Heading>
          <Text color="font.secondary">
            {name ? `${name}: take your data out, or bring an export in.` : 'Take your data out, or bring one in.'}
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

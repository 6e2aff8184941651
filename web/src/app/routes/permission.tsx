/**
 * `/permission` (accounts spec §2 "/permission (lists organization roles and workspace roles)"): the
 * roles and what each may do, from the collaborators feature.
 */
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PermissionsOverview } from '../../features/collaborators/components/permissions-overview';

/** The permissions page. */
export function PermissionRoute() {
  return (
    <div className="gl-page">
      <title>Permissions · Greenlight</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Permissions
          </Heading>
          <Text color="font.secondary">What each organization role and workspace role may do.</Text>
        </Flex>
        <PermissionsOverview />
      </Flex>
    </div>
  );
}

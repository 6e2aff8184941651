/**
 * `/organizations/:organization_id/admin/webhooks` (issue 29 "Webhooks … managed by its Owner and Admins
 * (a new page under the admin links)"; beyond the spec, BRIEF §8): the webhooks feature under the
 * admin-only guard, which sends members and guests to / with "You are not authorized to access this page".
 */
import { useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { WebhooksPage } from '../../features/webhooks/components/webhooks-page';

/** The webhooks page. */
export function AdminWebhooksRoute() {
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization) : '';
  return (
    <div className="gl-page">
      <title>{`Webhooks · ${name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            Webhooks
          </Heading>
          <Text color="font.secondary">
            {name
              ? `${name}: send events to your own services as they happen.`
              : 'Send events to your own services as they happen.'}
          </Text>
        </Flex>
        <WebhooksPage organizationId={organizationId} />
      </Flex>
    </div>
  );
}

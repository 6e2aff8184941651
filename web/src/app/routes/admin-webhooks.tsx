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
import { useTranslation } from '../../lib/i18n/use-translation';

/** The webhooks page. */
export function AdminWebhooksRoute() {
  const { t } = useTranslation('webhooks');
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization, t('page.personalOrganization')) : '';
  return (
    <div className="gl-page">
      <title>{t('page.documentTitle', { organization: name })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('page.title')}
          </Heading>
          <Text color="font.secondary">{name ? t('page.introOf', { organization: name }) : t('page.intro')}</Text>
        </Flex>
        <WebhooksPage organizationId={organizationId} />
      </Flex>
    </div>
  );
}

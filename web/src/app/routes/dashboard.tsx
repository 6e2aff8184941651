/**
 * `/dashboard` (accounts spec §1 dashboard cards, §2 authenticated routes): the counts of an
 * organization: `?organization_id=` when given (the organization home links it), else the one the
 * header shows (the organization last opened, else My Workspace), so the page and the header agree.
 */
import { useSearchParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useStoredUser } from '../../lib/session';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { DashboardCards } from '../../features/organizations/components/dashboard-cards';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { lastOrganizationId, resolveOrganizationId } from '../current-organization';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The dashboard page. */
export function DashboardRoute() {
  const { t } = useTranslation('organizations');
  const [searchParams] = useSearchParams();
  const user = useStoredUser();
  const organizations = useOrganizations();
  const remembered = user ? (lastOrganizationId(user.id) ?? undefined) : undefined;
  const organizationId = resolveOrganizationId(
    searchParams.get('organization_id') ?? undefined,
    organizations.data,
    user,
    remembered,
  );
  const organization = organizations.data?.find((o) => o.id === organizationId);

  if (organizations.isPending) return <PageLoader label={t('dashboard.loading')} />;
  if (!organization) {
    return (
      <div className="gl-page">
        <EmptyState title={t('home.unavailable')} description={t('home.unavailableHint')} />
      </div>
    );
  }
  const label = organizationLabel(organization, t('personal'));
  return (
    <div className="gl-page">
      <title>{t('dashboard.pageTitle', { name: label })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('dashboard.title')}
          </Heading>
          <Text color="font.secondary">{label}</Text>
        </Flex>
        <DashboardCards organizationId={organization.id} />
      </Flex>
    </div>
  );
}

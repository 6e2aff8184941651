/**
 * `/organizations/:organization_id/recycle_bin` (accounts spec §2 Recycle bin page; §6 "Only the
 * recycle-bin route needs can_view_recycle_bin"): the organization's deleted cards. Without the flag
 * (or for an organization the user is not in) the page shows 'You are not authorized to access this
 * page'. The same page sits behind a binned card opened read-only in the popup,
 * `…/workspaces/:workspace_id/content/:content_slug/recycle_bin` (cards spec §2); closing the popup
 * comes back here.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadFailure } from '../../components/ui/load-failure';
import { cardIdFromSlug } from '../../lib/card-slug';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { RecycleBin } from '../../features/recycle-bin/components/recycle-bin';
import { useNotAuthorizedMessage } from '../not-authorized';
import { useTranslation } from '../../lib/i18n/use-translation';

const CardPopupHost = lazy(() => import('../card-popup-host').then((m) => ({ default: m.CardPopupHost })));

/** The recycle bin page, with the read-only popup when a card route is open. */
export function RecycleBinRoute() {
  const params = useParams();
  const notAuthorized = useNotAuthorizedMessage();
  const { t } = useTranslation('recycle-bin');
  const organizationId = params.organization_id!;
  const organizations = useOrganizations();
  const openCardId = cardIdFromSlug(params.content_slug);

  if (organizations.isPending) return <PageLoader label={t('common:loading')} />;
  if (organizations.isError)
    return (
      <LoadFailure
        error={organizations.error}
        heading={t('page.organizationLoadFailed')}
        onRetry={() => void organizations.refetch()}
      />
    );
  const organization = organizations.data.find((o) => o.id === organizationId);
  if (!organization?.can_view_recycle_bin) {
    return (
      <div className="gl-page">
        <EmptyState title={notAuthorized} description={t('page.notAuthorized')} testId="bin-not-authorized" />
      </div>
    );
  }

  return (
    <div className="gl-page">
      <title>{t('page.documentTitle')}</title>
      <Flex direction="column" gap="medium">
        <Flex direction="column" gap="xxs">
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('page.title')}
          </Heading>
          <Text color="font.secondary" fontSize="small">
            {t('page.intro', { organization: organization.name })}
          </Text>
        </Flex>
        <RecycleBin organizationId={organizationId} />
      </Flex>
      {openCardId && params.workspace_id ? (
        <Suspense fallback={null}>
          <CardPopupHost
            organizationId={organizationId}
            workspaceId={params.workspace_id}
            cardId={openCardId}
            fromRecycleBin
          />
        </Suspense>
      ) : null}
    </div>
  );
}

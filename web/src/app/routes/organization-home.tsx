/**
 * `/` and `/organizations/:organization_id`: an organization's home with its workspace cards
 * (accounts spec §1, §2). `/` shows the personal organization, "My Workspace", unless the user last used
 * another organization or My Workspace is empty and another has workspaces (K11). The heading renames the
 * organization inline with can_update_organization, "Delete organization" shows with
 * can_destroy_organization (§6), and "Dashboard" opens the counts (§1).
 */
import { maxPictureBytes } from '../../../../shared/schemas/upload-limits';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { useStoredUser } from '../../lib/session';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { DeleteOrganizationButton } from '../../features/organizations/components/delete-organization-button';
import { OrganizationNameEditor } from '../../features/organizations/components/organization-name-editor';
import { WorkspaceGrid } from '../../features/workspaces/components/workspace-grid';
import { getWorkspacesQueryOptions } from '../../features/workspaces/api/get-workspaces';
import { landingRedirect, lastOrganizationId, resolveOrganizationId } from '../current-organization';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The product's name, the same in every language. */
const PRODUCT = 'Greenlight';

/** The organization home page. */
export function OrganizationHomeRoute() {
  const { t } = useTranslation('organizations');
  const params = useParams();
  const location = useLocation();
  const user = useStoredUser();
  const organizations = useOrganizations();
  const organizationId = resolveOrganizationId(params.organization_id, organizations.data, user);
  const organization = organizations.data?.find((o) => o.id === organizationId);
  // `/` lands on the organization last used, or leaves an empty My Workspace for one with workspaces
  // (docs/decisions.md K11). The grid below reads the same cached list.
  const atRoot = params.organization_id === undefined;
  const personalWorkspaces = useQuery({
    ...getWorkspacesQueryOptions(organizationId ?? ''),
    enabled: atRoot && organizationId !== undefined,
  });
  const redirect =
    atRoot && organizations.data && user
      ? landingRedirect(organizations.data, lastOrganizationId(user.id), personalWorkspaces.data?.length)
      : null;

  if (organizations.isPending) return <PageLoader label={t('home.loading')} />;
  // The state goes along: a flash message sent to / (e.g. 'You are not authorized…') shows where / leads.
  if (redirect) return <Navigate to={paths.organization.getHref(redirect)} replace state={location.state} />;

  if (!organization) {
    return (
      <div className="gl-page">
        <title>{PRODUCT}</title>
        <EmptyState
          title={organizations.isError ? t('home.loadFailed') : t('home.unavailable')}
          description={organizations.isError ? t('home.loadFailedHint') : t('home.unavailableHint')}
          action={
            <Flex gap="small">
              {organizations.isError ? (
                <Button onClick={() => void organizations.refetch()}>{t('common:action.tryAgain')}</Button>
              ) : null}
              <Link className="gl-link" to={paths.home.getHref()}>
                {t('home.goHome')}
              </Link>
            </Flex>
          }
        />
      </div>
    );
  }

  const title = organizationLabel(organization, t('personal'));
  return (
    <div className="gl-page">
      <title>{t('home.pageTitle', { name: title })}</title>
      {/* Keyed by organization so switching resets the sort and the create form. */}
      <WorkspaceGrid
        key={organization.id}
        organizationId={organization.id}
        heading={<OrganizationNameEditor organization={organization} />}
        actions={
          <>
            <Link className="gl-link" to={paths.dashboard.getHref(organization.id)}>
              {t('dashboard.title')}
            </Link>
            <DeleteOrganizationButton organization={organization} />
          </>
        }
        canCreate={organization.can_create_workspace}
        logoMaxBytes={maxPictureBytes(organization.organization_type)}
      />
    </div>
  );
}

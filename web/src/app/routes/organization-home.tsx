/**
 * `/` and `/organizations/:organization_id`: an organization's home with its workspace cards
 * (accounts spec §1, §2). `/` shows the personal organization, "My Workspace". The heading renames the
 * organization inline with can_update_organization, "Delete organization" shows with
 * can_destroy_organization (§6), and "Dashboard" opens the counts (§1).
 */
import { maxPictureBytes } from '../../../../shared/schemas/upload-limits';
import { Link, useParams } from 'react-router';
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
import { resolveOrganizationId } from '../current-organization';

/** The organization home page. */
export function OrganizationHomeRoute() {
  const params = useParams();
  const user = useStoredUser();
  const organizations = useOrganizations();
  const organizationId = resolveOrganizationId(params.organization_id, organizations.data, user);
  const organization = organizations.data?.find((o) => o.id === organizationId);

  if (organizations.isPending) return <PageLoader label="Loading organization…" />;

  if (!organization) {
    return (
      <div className="gl-page">
        <title>Greenlight</title>
        <EmptyState
          title={organizations.isError ? 'Organizations could not be loaded.' : 'This organization is not available.'}
          description={organizations.isError ? 'Check your connection and try again.' : 'It may have been deleted, or you are not a member.'}
          action={
            <Flex gap="small">
              {organizations.isError ? <Button onClick={() => void organizations.refetch()}>Try again</Button> : null}
              <Link className="gl-link" to={paths.home.getHref()}>
                Go to My Workspace
              </Link>
            </Flex>
          }
        />
      </div>
    );
  }

  const title = organizationLabel(organization);
  return (
    <div className="gl-page">
      <title>{`${title} · Greenlight`}</title>
      {/* Keyed by organization so switching resets the sort and the create form. */}
      <WorkspaceGrid
        key={organization.id}
        organizationId={organization.id}
        heading={<OrganizationNameEditor organization={organization} />}
        actions={
          <>
            <Link className="gl-link" to={paths.dashboard.getHref(organization.id)}>
              Dashboard
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

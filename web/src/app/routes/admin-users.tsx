/**
 * `/organizations/:organization_id/admin/users` (accounts spec §2 Users admin "table with Add User;
 * "Add Multiple Users" form"): the admin feature's users table under the admin-only guard.
 */
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import { PageLoader } from '../../components/ui/page-loader';
import { useAdminViewer } from '../use-admin-viewer';

// The table (Amplify's table, date-fns, the delete dialog) loads with the users' data, not in the page's first
// script: the route was at its 171 KB budget (issue 41; decisions MC2).
const UsersTable = lazy(() =>
  import('../../features/admin/components/users-table').then((m) => ({ default: m.UsersTable })),
);

/** The users page. */
export function AdminUsersRoute() {
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization) : '';
  const viewer = useAdminViewer(organizationId);
  return (
    <div className="gl-page">
      <title>{`Users · ${name} · Greenlight`}</title>
      <Flex direction="column" gap="large">
        <Flex justifyContent="space-between" alignItems="flex-end" gap="medium" wrap="wrap">
          <Flex direction="column" gap="xxs">
            <Heading level={1} fontSize="xxl" fontWeight="semibold">
              Users
            </Heading>
            <Text color="font.secondary">{name}</Text>
          </Flex>
          <Flex gap="small" wrap="wrap">
            <Link
              className="amplify-button amplify-button--small gl-button-link"
              to={paths.adminUserNew.getHref(organizationId, true)}
            >
              Add Multiple Users
            </Link>
            <Link
              className="amplify-button amplify-button--primary amplify-button--small gl-button-link"
              to={paths.adminUserNew.getHref(organizationId)}
            >
              Add User
            </Link>
          </Flex>
        </Flex>
        {viewer ? (
          <Suspense fallback={<PageLoader label="Loading users…" />}>
            <UsersTable organizationId={organizationId} viewer={viewer} />
          </Suspense>
        ) : (
          <PageLoader label="Loading users…" />
        )}
        <Text fontSize="small" color="font.tertiary">
          What each role may do is listed on the{' '}
          <Link className="gl-link" to={paths.permission.getHref()}>
            permissions page
          </Link>
          .
        </Text>
      </Flex>
    </div>
  );
}

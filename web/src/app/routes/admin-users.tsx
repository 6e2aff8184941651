/**
 * `/organizations/:organization_id/admin/users` (accounts spec §2 Users admin "table with Add User;
 * "Add Multiple Users" form"): the admin feature's users table under the admin-only guard.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
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

/** Where the permissions link sits in its sentence. */
const LINK = '\u0000';

/** The users page. */
export function AdminUsersRoute() {
  const { t } = useTranslation('admin');
  const organizationId = useParams().organization_id ?? '';
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const name = organization ? organizationLabel(organization, t('personalOrganization')) : '';
  const viewer = useAdminViewer(organizationId);
  // The sentence around the link, in the language's order (one message, split at the link).
  const [noteBefore, noteAfter = ''] = t('users.permissionsNote', { link: LINK }).split(LINK);
  return (
    <div className="gl-page">
      <title>{t('users.documentTitle', { organization: name })}</title>
      <Flex direction="column" gap="large">
        <Flex justifyContent="space-between" alignItems="flex-end" gap="medium" wrap="wrap">
          <Flex direction="column" gap="xxs">
            <Heading level={1} fontSize="xxl" fontWeight="semibold">
              {t('users.title')}
            </Heading>
            <Text color="font.secondary">{name}</Text>
          </Flex>
          <Flex gap="small" wrap="wrap">
            <Link
              className="amplify-button amplify-button--small gl-button-link"
              to={paths.adminUserNew.getHref(organizationId, true)}
            >
              {t('users.addMultiple')}
            </Link>
            <Link
              className="amplify-button amplify-button--primary amplify-button--small gl-button-link"
              to={paths.adminUserNew.getHref(organizationId)}
            >
              {t('users.add')}
            </Link>
          </Flex>
        </Flex>
        {viewer ? (
          <Suspense fallback={<PageLoader label={t('users.loading')} />}>
            <UsersTable organizationId={organizationId} viewer={viewer} />
          </Suspense>
        ) : (
          <PageLoader label={t('users.loading')} />
        )}
        <Text fontSize="small" color="font.tertiary">
          {noteBefore}
          <Link className="gl-link" to={paths.permission.getHref()}>
            {t('users.permissionsLink')}
          </Link>
          {noteAfter}
        </Text>
      </Flex>
    </div>
  );
}

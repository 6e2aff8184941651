/**
 * `/organizations/:organization_id/admin/users/:id/edit` (accounts spec §2 Users admin "edit user"; §6
 * the Owner's sections hidden). Loads the user, then the admin feature's edit form.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import type { FlashState } from '../../components/ui/toast/flash';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadFailure } from '../../components/ui/load-failure';
import { useUser } from '../../features/admin/api/get-user';
import { EditUserForm } from '../../features/admin/components/edit-user-form';
import { useAdminViewer } from '../use-admin-viewer';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The edit-user page. */
export function AdminUserEditRoute() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const organizationId = params.organization_id ?? '';
  const userId = params.id ?? '';
  const navigate = useNavigate();
  const query = useUser(organizationId, userId);
  const viewer = useAdminViewer(organizationId);
  const back = paths.adminUsers.getHref(organizationId);
  const backLink = (
    <Link className="gl-link" to={back}>
      {t('new.back')}
    </Link>
  );

  let body;
  if (query.isPending || !viewer) body = <PageLoader label={t('edit.loading')} />;
  else if (!query.data) {
    body = (
      <LoadFailure
        error={query.error}
        heading={t('edit.loadFailed')}
        onRetry={() => void query.refetch()}
        unavailable={{
          title: t('edit.notInOrg'),
          description: t('edit.maybeRemoved'),
          action: backLink,
        }}
      />
    );
  } else {
    body = (
      <EditUserForm
        key={query.data.id}
        organizationId={organizationId}
        user={query.data}
        viewer={viewer}
        onCancel={() => void navigate(back)}
        onSaved={() => {
          const state: FlashState = {
            flash: { variation: 'success', message: t('edit.updated', { name: query.data.full_name }) },
          };
          void navigate(back, { state });
        }}
      />
    );
  }

  return (
    <div className="gl-page">
      <title>{t('edit.documentTitle')}</title>
      <Flex direction="column" gap="large" maxWidth="56rem">
        <Flex direction="column" gap="xxs">
          {backLink}
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {t('edit.title')}
          </Heading>
        </Flex>
        {body}
      </Flex>
    </div>
  );
}

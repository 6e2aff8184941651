/**
 * `/organizations/:organization_id/admin/users/new` (accounts spec §2 Users admin: Add User;
 * `?multiple=1` is the "Add Multiple Users" form). After adding, back to the users table with a notice.
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import type { FlashState } from '../../components/ui/toast/flash';
import { AddUsersForm } from '../../features/admin/components/add-users-form';
import { PageLoader } from '../../components/ui/page-loader';
import { useAdminViewer } from '../use-admin-viewer';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The add-user page in either mode. */
export function AdminUserNewRoute() {
  const { t } = useTranslation('admin');
  const organizationId = useParams().organization_id ?? '';
  const [searchParams] = useSearchParams();
  const multiple = searchParams.get('multiple') === '1';
  const navigate = useNavigate();
  const back = paths.adminUsers.getHref(organizationId);
  const title = multiple ? t('users.addMultiple') : t('users.add');
  const viewer = useAdminViewer(organizationId);

  return (
    <div className="gl-page">
      <title>{t('new.documentTitle', { title })}</title>
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Link className="gl-link" to={back}>
            {t('new.back')}
          </Link>
          <Heading level={1} fontSize="xxl" fontWeight="semibold">
            {title}
          </Heading>
          <Text color="font.secondary">{multiple ? t('new.introMultiple') : t('new.introSingle')}</Text>
        </Flex>
        {viewer ? (
          <AddUsersForm
            key={multiple ? 'multiple' : 'single'}
            organizationId={organizationId}
            viewer={viewer}
            multiple={multiple}
            onCancel={() => void navigate(back)}
            onDone={(count) => {
              const state: FlashState = {
                flash: {
                  variation: 'success',
                  message: t('new.invited', { count }),
                },
              };
              void navigate(back, { state });
            }}
          />
        ) : (
          <PageLoader label={t('common:loading')} />
        )}
      </Flex>
    </div>
  );
}

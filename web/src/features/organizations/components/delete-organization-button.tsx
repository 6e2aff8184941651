/**
 * "Delete organization" on the organization home (accounts spec §6 can_destroy_organization; §2 "After
 * organization deletion the browser goes to the root"). Confirms in a popup first.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@aws-amplify/ui-react';
import type { Organization } from '../../../../../shared/schemas/organization';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import type { FlashState } from '../../../components/ui/toast/flash';
import { useDeleteOrganization } from '../api/delete-organization';
import { translate } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The button and its confirmation; nothing without can_destroy_organization. */
export function DeleteOrganizationButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const mutation = useDeleteOrganization(organization.id, {
    onSuccess: () => {
      const state: FlashState = {
        flash: {
          variation: 'success',
          message: translate('organizations', 'delete.done', { name: organization.name }),
        },
      };
      return Promise.resolve(navigate(paths.home.getHref(), { state }));
    },
  });

  if (!organization.can_destroy_organization || organization.organization_type === 'personal') return null;
  return (
    <>
      <Button size="small" variation="link" colorTheme="error" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.confirm', { name: organization.name })}
          confirmLabel={t('delete.submit')}
          destructive
          isPending={mutation.isPending}
          onConfirm={() => mutation.mutate(undefined, { onError: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
          testId="delete-organization-dialog"
        />
      ) : null}
    </>
  );
}

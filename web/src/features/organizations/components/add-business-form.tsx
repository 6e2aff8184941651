/**
 * "Add Business" in the sidebar (accounts spec §2 Sidebar; §5 organization form: name required).
 * An inline form: Enter creates, Escape cancels; the server's field errors show under the field.
 * Users without the create-organization permission get the "Upgrade" button instead (accounts spec §2
 * Sidebar "'Add Business' shows only with create-organization permission, otherwise an upgrade button";
 * §6 can_create_organization).
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { InlineForm } from '../../../components/ui/inline-form';
import { useNavigate } from 'react-router';
import { fieldError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast/toast-store';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { useCreateOrganization } from '../api/create-organization';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Button that expands into a one-field form creating a business organization. */
export function AddBusinessForm({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const mutation = useCreateOrganization({
    onSuccess: (organization) => {
      toast.success(t('business.created', { name: organization.name }));
      onCreated?.();
      navigate(paths.organization.getHref(organization.id));
    },
  });
  return (
    <InlineForm
      frame="plain"
      openLabel={t('business.add')}
      openButton={{ size: 'small', variation: 'link', justifyContent: 'flex-start' }}
      formLabel={t('business.formLabel')}
      fieldLabel={t('business.name')}
      submitLabel={t('business.submit')}
      required
      isPending={mutation.isPending}
      serverError={fieldError(mutation.error, 'name')}
      onSubmit={(name, { close }) => mutation.mutate({ name }, { onSuccess: close })}
      onClose={() => mutation.reset()}
    />
  );
}

/** Where upgrade inquiries go (accounts spec §9 "support mailbox"). */
export const SUPPORT_EMAIL = 'support@greenlight.example';

/** "Upgrade" instead of "+ Add Business": a dialog telling the user how to get business organizations. */
export function UpgradeBusinessButton() {
  const { t } = useTranslation('organizations');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variation="link" onClick={() => setOpen(true)} justifyContent="flex-start" width="100%">
        {t('upgrade.button')}
      </Button>
      {open ? (
        <Dialog title={t('upgrade.title')} onClose={() => setOpen(false)} testId="upgrade-dialog">
          <Text>
            {t('upgrade.text')}{' '}
            <a className="gl-link" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('upgrade.subject'))}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </Text>
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={() => setOpen(false)} autoFocus>
              {t('upgrade.later')}
            </Button>
          </Flex>
        </Dialog>
      ) : null}
    </>
  );
}

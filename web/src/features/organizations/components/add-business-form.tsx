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

/** Button that expands into a one-field form creating a business organization. */
export function AddBusinessForm({ onCreated }: { onCreated?: () => void }) {
  const navigate = useNavigate();
  const mutation = useCreateOrganization({
    onSuccess: (organization) => {
      toast.success(`“${organization.name}” created.`);
      onCreated?.();
      navigate(paths.organization.getHref(organization.id));
    },
  });
  return (
    <InlineForm
      frame="plain"
      openLabel="+ Add Business"
      openButton={{ size: 'small', variation: 'link', justifyContent: 'flex-start' }}
      formLabel="Add Business"
      fieldLabel="Business name"
      submitLabel="Add"
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variation="link" onClick={() => setOpen(true)} justifyContent="flex-start" width="100%">
        Upgrade
      </Button>
      {open ? (
        <Dialog title="Upgrade your account" onClose={() => setOpen(false)} testId="upgrade-dialog">
          <Text>
            Business organizations, with their own workspaces and team seats, come with a paid plan. To upgrade, inquire
            at{' '}
            <a
              className="gl-link"
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Upgrade to a business account')}`}
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </Text>
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={() => setOpen(false)} autoFocus>
              Maybe later
            </Button>
          </Flex>
        </Dialog>
      ) : null}
    </>
  );
}

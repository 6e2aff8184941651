/**
 * The organization home's heading with inline rename (accounts spec §6 "can_update_organization
 * (inline rename)"): with the flag, a Rename button (or a double-click on the name) turns the heading
 * into an input; Enter saves, Escape cancels, empty or unchanged is discarded.
 */
import { useRef, useState } from 'react';
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import type { Organization } from '../../../../../shared/schemas/organization';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { useUpdateOrganization } from '../api/update-organization';
import { organizationLabel } from './organization-label';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The heading, editable in place when the caller may rename the organization. */
export function OrganizationNameEditor({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const mutation = useUpdateOrganization(organization.id);
  const title = organizationLabel(organization, t('personal'));
  const canRename = organization.can_update_organization && organization.organization_type !== 'personal';

  if (editing) {
    return (
      <div className="gl-org-name gl-org-name--editing">
        <InlineEdit
          value={organization.name}
          label={t('rename.label')}
          size="large"
          maxLength={100}
          onSave={(name) => mutation.mutate(name)}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      </div>
    );
  }
  return (
    <Flex className="gl-org-name" alignItems="center" gap="xs">
      <Heading
        level={1}
        fontSize="xxl"
        fontWeight="semibold"
        onDoubleClick={canRename ? () => setEditing(true) : undefined}
      >
        {title}
      </Heading>
      {canRename ? (
        <Button
          ref={renameButton}
          size="small"
          variation="link"
          onClick={() => setEditing(true)}
          aria-label={t('rename.named', { name: title })}
        >
          {t('rename.button')}
        </Button>
      ) : null}
    </Flex>
  );
}

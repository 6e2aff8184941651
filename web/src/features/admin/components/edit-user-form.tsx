/**
 * Edit a user of the organization (accounts spec §2 /admin/users/:id/edit; §3 invited_workspace_users;
 * §4 "removing a workspace assignment marks it _destroy instead of deleting"; §6 "Owner … organization-
 * wide access and workspace sections hidden when editing the owner"). The organization role is admin or
 * member; each workspace assignment has a workspace and a role. The role rule (issue 10) bounds what
 * shows: nobody edits themselves, and the creator's assignment to their workspace is the Owner's to change.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Flex, Heading, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import { FormAlert } from '../../../components/ui/form-message';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstMessages, type FormErrors } from '../../../lib/field-errors';
import { useOrganizationWorkspaces } from '../api/get-organization-workspaces';
import { useUpdateUser } from '../api/update-user';
import {
  assignmentsOf,
  checkAssignments,
  newAssignment,
  removeAssignment,
  restoreAssignment,
  toInvitedWorkspaceUsers,
  type Assignment,
} from '../utils/assignments';
import { AssignmentFields } from './assignment-fields';
import { grantableRoles, type RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayChangeAssignment, mayEditUser } from '../utils/user-access';
import './admin.css';
import { FormActions } from '../../../components/ui/form-actions';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fieldWords } from '../utils/field-words';

interface EditUserFormProps {
  organizationId: string;
  user: UserRow;
  /** The signed-in admin (issue 10: what they may change). */
  viewer: RankedPerson;
  onSaved: () => void;
  onCancel: () => void;
}

/** The user's name, organization role and e-mail. */
function Identity({ user }: { user: UserRow }) {
  const { t } = useTranslation('admin');
  return (
    <Flex direction="column" gap="xxs">
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Heading level={2} fontSize="large" fontWeight="semibold">
          {user.full_name}
        </Heading>
        <Badge size="small" variation={user.organization_role.role_type === 'owner' ? 'success' : undefined}>
          {t('table.orgRole', { type: user.organization_role.role_type })}
        </Badge>
      </Flex>
      <Text color="font.secondary">{user.email}</Text>
    </Flex>
  );
}

/** The edit form; for the Owner only who they are, without the organization-wide and workspace sections. */
export function EditUserForm({ organizationId, user, viewer, onSaved, onCancel }: EditUserFormProps) {
  const { t } = useTranslation('admin');
  // The field messages' words (./utils/field-words.ts).
  useTranslation('auth');
  const workspacesQuery = useOrganizationWorkspaces(organizationId);
  const workspaces = workspacesQuery.data ?? [];
  const [role, setRole] = useState<'admin' | 'member'>(
    user.organization_role.role_type === 'admin' ? 'admin' : 'member',
  );
  const [assignments, setAssignments] = useState<Assignment[]>(() => assignmentsOf(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const mutation = useUpdateUser(organizationId, user.id);

  if (user.organization_role.role_type === 'owner') {
    return (
      <Flex direction="column" gap="medium" data-testid="edit-owner">
        <Identity user={user} />
        <Alert variation="info">{t('edit.ownerNote')}</Alert>
        <Flex>
          <Button onClick={onCancel}>{t('new.back')}</Button>
        </Flex>
      </Flex>
    );
  }

  if (!mayEditUser(viewer, user)) {
    return (
      <Flex direction="column" gap="medium" data-testid="edit-not-allowed">
        <Identity user={user} />
        <Alert variation="info">{user.user_id === viewer.userId ? t('edit.notSelf') : t('edit.onlyOwner')}</Alert>
        <Flex>
          <Button onClick={onCancel}>{t('new.back')}</Button>
        </Flex>
      </Flex>
    );
  }

  const roles = grantableRoles(viewer);
  const byId = new Map(workspaces.map((w) => [w.id, w]));
  const update = (key: number, change: Partial<Assignment>) =>
    setAssignments((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));
  const assigned = new Set(assignments.filter((a) => !a._destroy).map((a) => a.workspace_id));
  const canAddMore = workspaces.some((w) => !assigned.has(w.id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkAssignments(assignments, 'invited_workspace_users');
    setErrors(check);
    if (Object.keys(check).length) return;
    mutation.mutate(
      { organization_role: role, invited_workspace_users: toInvitedWorkspaceUsers(assignments) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const server = error instanceof ApiError ? firstMessages(error.errors) : {};
          setErrors(server);
          setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('table.editName', { name: user.full_name })}
      data-testid="edit-user-form"
    >
      <Flex direction="column" gap="large">
        <Identity user={user} />
        <FormAlert message={formError} />
        <section aria-labelledby="org-access-heading" className="gl-admin-section">
          <Heading level={3} fontSize="medium" fontWeight="semibold" id="org-access-heading">
            {t('edit.orgAccess')}
          </Heading>
          <RadioGroupField
            legend={t('edit.orgRole')}
            legendHidden
            name="organization_role"
            value={role}
            onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
            direction="column"
            size="small"
          >
            <Radio value="admin">{t('edit.admin')}</Radio>
            <Radio value="member">{t('edit.member')}</Radio>
          </RadioGroupField>
        </section>
        <section aria-labelledby="ws-access-heading" className="gl-admin-section">
          <Flex direction="column" gap="small">
            <Heading level={3} fontSize="medium" fontWeight="semibold" id="ws-access-heading">
              {t('form.workspaces')}
            </Heading>
            {assignments.length === 0 ? <Text color="font.tertiary">{t('edit.none')}</Text> : null}
            {assignments.map((assignment, index) => (
              <AssignmentFields
                key={assignment.key}
                assignment={assignment}
                workspaces={workspaces}
                owner={{ kind: 'name', name: user.full_name }}
                labelHidden={index > 0}
                roles={roles}
                locked={
                  assignment.existing &&
                  !mayChangeAssignment(viewer, user, byId.get(assignment.workspace_id), assignment.workspace_role_id)
                }
                errors={{
                  workspace_id: fieldWords(errors[`invited_workspace_users.${index}.workspace_id`]),
                  workspace_role_id: fieldWords(errors[`invited_workspace_users.${index}.workspace_role_id`]),
                }}
                onChange={(change) => update(assignment.key, change)}
                onRemove={() => setAssignments((list) => removeAssignment(list, assignment.key))}
                onRestore={() => setAssignments((list) => restoreAssignment(list, assignment.key))}
              />
            ))}
            <div>
              <Button
                size="small"
                onClick={() => setAssignments((list) => [...list, newAssignment()])}
                isDisabled={!canAddMore}
              >
                {t('edit.addTo')}
              </Button>
            </div>
          </Flex>
        </section>
        <FormActions
          layout="dialog"
          submitLabel={t('edit.save')}
          pendingLabel={t('edit.saving')}
          isPending={mutation.isPending}
          onCancel={onCancel}
        />
      </Flex>
    </form>
  );
}

/**
 * The workspace's users (accounts spec §3 Workspace user: name, initials, e-mail, role; §6 "Admin users
 * show fixed role labels and cannot be re-roled"; "Removing a user and changing a role need
 * can_invite_collaborator"; §5 "Remove user from workspace?" Yes/Cancel). The role picker and Remove
 * show only on rows the viewer may change, offering only roles they may grant (issue 10); guests see no
 * e-mail column (the API sends none). Hovering a name for 1 s opens the user summary.
 */
import { useState } from 'react';
import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { isGuestRole, type WorkspaceRole } from '../../../../../shared/permissions/roles';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { RolePicker } from '../../../components/ui/role-picker';
import { toast } from '../../../components/ui/toast/toast-store';
import type { WorkspaceUser } from '../api/get-collaborators';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { useUpdateCollaboratorRole } from '../api/update-collaborator-role';
import { UserAvatar } from './user-avatar';
import { UserSummaryHover } from './user-summary-hover';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { memberControls } from '../utils/member-controls';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { memberRoleName, ROLE_KEYS } from '../utils/role-names';

interface MembersTableProps {
  organizationId: string;
  workspaceId: string;
  users: WorkspaceUser[];
  /** can_invite_collaborator: the actions column shows. */
  canManage: boolean;
  /** The signed-in user, who leaves through "Leave Workspace" rather than removing themselves. */
  viewer: RankedPerson;
  /** The workspace's creator, whose membership only the organization Owner changes. */
  ownerId: string;
  /** The roles the viewer may grant. */
  roles: readonly WorkspaceRole[];
  descriptions?: Partial<Record<WorkspaceRole, string>>;
}

/** Owners and admins first, then by name. */
function byRank(a: WorkspaceUser, b: WorkspaceUser): number {
  if (a.is_admin !== b.is_admin) return a.is_admin ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/** The members table with role pickers and Remove. */
export function MembersTable({
  organizationId,
  workspaceId,
  users,
  canManage,
  viewer,
  ownerId,
  roles,
  descriptions,
}: MembersTableProps) {
  const { t } = useTranslation('collaborators');
  const [removing, setRemoving] = useState<WorkspaceUser | null>(null);
  const remove = useRemoveCollaborator(workspaceId);
  const updateRole = useUpdateCollaboratorRole(workspaceId);
  const sorted = [...users].sort(byRank);
  const currentUserId = viewer.userId;
  const showsEmail = users.some((u) => u.email !== undefined);
  const controlsOf = (user: WorkspaceUser) =>
    canManage ? memberControls(viewer, user, ownerId) : { changeRole: false, remove: false };

  const columns: DataTableColumn<WorkspaceUser>[] = [
    {
      key: 'name',
      title: t('column.name'),
      sortValue: (user) => user.name,
      cell: (user) => (
        <UserSummaryHover organizationId={organizationId} workspaceId={workspaceId} userId={user.id}>
          <span className="gl-member-name" tabIndex={0}>
            <UserAvatar initials={user.name_initials} size="small" userId={user.id} />
            <span>{user.name}</span>
            {user.id === currentUserId ? (
              <Text as="span" color="font.tertiary" fontSize="small">
                {t('members.you')}
              </Text>
            ) : null}
          </span>
        </UserSummaryHover>
      ),
    },
    ...(showsEmail
      ? [
          {
            key: 'email',
            title: t('column.email'),
            className: 'gl-member-email',
            cell: (user: WorkspaceUser) => user.email,
            sortValue: (user: WorkspaceUser) => user.email,
          },
        ]
      : []),
    { key: 'role', title: t('column.role'), cell: (user) => roleCell(user) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('column.actions'),
            visuallyHidden: true,
            cell: (user: WorkspaceUser) => removeButton(user),
          },
        ]
      : []),
  ];

  function removeButton(user: WorkspaceUser) {
    if (!controlsOf(user).remove) return null;
    return (
      <Button
        size="small"
        variation="link"
        colorTheme="error"
        onClick={() => setRemoving(user)}
        aria-label={t('members.removeLabel', { name: user.name })}
      >
        {t('action.remove')}
      </Button>
    );
  }

  function roleCell(user: WorkspaceUser) {
    const rowKey = user.email ?? user.id;
    if (controlsOf(user).changeRole && user.role) {
      return (
        <RolePicker
          value={user.role}
          label={t('members.roleOf', { name: user.name })}
          descriptions={descriptions}
          roles={roles}
          isDisabled={updateRole.isPending && updateRole.variables?.userId === user.id}
          onChange={(role) => {
            if (role !== user.role) {
              updateRole.mutate(
                { userId: user.id, role },
                {
                  onSuccess: () =>
                    toast.success(t('members.roleChanged', { name: user.name, role: t(ROLE_KEYS[role]) })),
                },
              );
            }
          }}
          testId={`member-role-${rowKey}`}
        />
      );
    }
    return (
      <span className="gl-member-role" data-testid={`member-role-label-${rowKey}`}>
        {memberRoleName(t, user)}
        {!user.is_admin && user.role && isGuestRole(user.role) ? (
          <Badge size="small" variation="info" marginInlineStart="xs">
            {t('members.guest')}
          </Badge>
        ) : null}
      </span>
    );
  }

  return (
    <DataTable
      label={t('members.table')}
      testId="members-table"
      className="gl-members"
      columns={columns}
      rows={sorted}
      rowTestId={(user) => `member-${user.email ?? user.id}`}
    >
      {removing ? (
        <ConfirmDialog
          title={t('members.removeTitle')}
          message={t('members.removeConfirm')}
          confirmLabel={t('members.yes')}
          destructive
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => toast.success(t('members.removed', { name: removing.name })),
              onSettled: () => setRemoving(null),
            })
          }
          onCancel={() => setRemoving(null)}
          testId="remove-user-dialog"
        />
      ) : null}
    </DataTable>
  );
}

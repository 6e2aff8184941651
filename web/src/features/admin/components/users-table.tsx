/**
 * The Users admin table (accounts spec §2 Users admin "table with Add User"; §3 User list row:
 * full_name, e-mail, organization role, workspace roles, added_at, last_login_time, status Invited;
 * §6 "Owner (shown as Owner, cannot be deleted in the users table)"; §8 "There are no users yet.").
 * Dates use date-fns with the spec's time format hh:mm a (§9). Edit and Delete show only where the
 * role rule lets the viewer act (issue 10, utils/user-access.ts).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { format, isValid, parseISO } from 'date-fns';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useOrganizationWorkspaces } from '../api/get-organization-workspaces';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayDeleteUser, mayEditUser } from '../utils/user-access';
import './admin.css';
import { QueryState } from '../../../components/ui/query-state';

/** The empty state (accounts spec §8). */
export const NO_USERS = 'There are no users yet.';

/** "Jan 5, 2026" for a date, "Jan 5, 2026 09:30 AM" with the time; "—" when unknown. */
export function formatDate(value: string | null, withTime = false): string {
  if (!value) return '—';
  const date = parseISO(value);
  if (!isValid(date)) return '—';
  return format(date, withTime ? 'MMM d, yyyy hh:mm a' : 'MMM d, yyyy');
}

/** An e-mail that may wrap before its "@" rather than mid-word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function RoleBadge({ row }: { row: UserRow }) {
  const type = row.organization_role.role_type;
  const variation =
    type === 'owner' ? 'success' : type === 'admin' ? 'info' : type === 'invited' ? 'warning' : undefined;
  return (
    <Badge size="small" variation={variation}>
      {row.organization_role.name}
    </Badge>
  );
}

function WorkspaceRoles({ row }: { row: UserRow }) {
  if (row.workspace_role.length === 0) return <Text color="font.tertiary">—</Text>;
  return (
    <ul className="gl-admin-roles">
      {row.workspace_role.map((w) => (
        <li key={w.workspace_id}>
          <span className="gl-admin-roles__workspace">{w.workspace_name}</span>:{' '}
          <span className="gl-admin-roles__role">
            {w.role_name}
            {w.status === 'Invited' ? ' (Invited)' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Owner, Admins, Members, then invitations; by name within each. */
function byRank(a: UserRow, b: UserRow): number {
  const rank = (r: UserRow) => ['owner', 'admin', 'member', 'invited'].indexOf(r.organization_role.role_type);
  return rank(a) - rank(b) || a.full_name.localeCompare(b.full_name);
}

/** The users table with Edit and Delete, or the empty state. */
export function UsersTable({ organizationId, viewer }: { organizationId: string; viewer: RankedPerson }) {
  const query = useUsers(organizationId);
  const workspaces = useOrganizationWorkspaces(organizationId).data;
  const remove = useDeleteUser(organizationId);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  const actions = (row: UserRow) => {
    const isMember = row.status === 'Active' && row.user_id !== null;
    // The Owner's row keeps Edit: it opens their read-only view (accounts spec §6), changing nothing.
    const canEdit = isMember && (row.organization_role.role_type === 'owner' || mayEditUser(viewer, row));
    // Until the workspaces (and their creators) are known, Delete waits rather than guessing.
    const canDelete = isMember && workspaces !== undefined && mayDeleteUser(viewer, row, workspaces);
    if (!canEdit && !canDelete) return null;
    return (
      <Flex gap="xs" alignItems="center">
        {canEdit ? (
          <Link
            className="gl-link"
            to={paths.adminUserEdit.getHref(organizationId, row.id)}
            aria-label={`Edit ${row.full_name}`}
          >
            Edit
          </Link>
        ) : null}
        {canDelete ? (
          <Button
            size="small"
            variation="link"
            colorTheme="error"
            onClick={() => setDeleting(row)}
            aria-label={`Delete ${row.full_name}`}
          >
            Delete
          </Button>
        ) : null}
      </Flex>
    );
  };

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'name',
      title: 'Name',
      className: 'gl-admin-table__name',
      cell: (row) => row.full_name || '—',
      sortValue: (row) => row.full_name,
    },
    {
      key: 'email',
      title: 'Email',
      className: 'gl-admin-table__email',
      cell: (row) => <BreakableEmail email={row.email} />,
      sortValue: (row) => row.email,
    },
    { key: 'role', title: 'Organization role', cell: (row) => <RoleBadge row={row} /> },
    { key: 'workspaces', title: 'Workspace roles', cell: (row) => <WorkspaceRoles row={row} /> },
    {
      key: 'added',
      title: 'Added',
      className: 'gl-admin-table__date',
      cell: (row) => formatDate(row.added_at),
      sortValue: (row) => row.added_at,
    },
    {
      key: 'login',
      title: 'Last login',
      className: 'gl-admin-table__date',
      cell: (row) =>
        row.status === 'Invited' ? '—' : row.last_login_time ? formatDate(row.last_login_time, true) : 'Never',
      sortValue: (row) => (row.status === 'Invited' ? null : row.last_login_time),
    },
    {
      key: 'status',
      title: 'Status',
      cell: (row) =>
        row.status === 'Invited' ? (
          <Badge size="small" variation="warning">
            Invited
          </Badge>
        ) : (
          <Text as="span" fontSize="small">
            Active
          </Text>
        ),
    },
    { key: 'actions', title: 'Actions', visuallyHidden: true, className: 'gl-admin-table__actions', cell: actions },
  ];

  return (
    <QueryState query={query} errorHeading="The users could not be loaded">
      {(users) => (
        <DataTable
          label="Users"
          testId="admin-users-table"
          phoneLayout="scroll"
          className="gl-admin-table"
          columns={columns}
          rows={[...users].sort(byRank)}
          rowTestId={(row) => `admin-user-${row.email}`}
          empty={{ title: NO_USERS, description: "Add people to give them access to this organization's workspaces." }}
        >
          {deleting ? (
            <ConfirmDialog
              title="Delete user"
              message={`Remove ${deleting.full_name} from this organization? They lose access to all of its workspaces, and their seat is freed.`}
              confirmLabel="Delete"
              destructive
              isPending={remove.isPending}
              onConfirm={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => toast.success(`${deleting.full_name} was removed from the organization.`),
                  onSettled: () => setDeleting(null),
                })
              }
              onCancel={() => setDeleting(null)}
              testId="delete-user-dialog"
            />
          ) : null}
        </DataTable>
      )}
    </QueryState>
  );
}

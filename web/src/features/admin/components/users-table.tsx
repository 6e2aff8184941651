/**
 * The Users admin table (accounts spec §2 Users admin "table with Add User"; §3 User list row:
 * full_name, e-mail, organization role, workspace roles, added_at, last_login_time, status Invited;
 * §6 "Owner (shown as Owner, cannot be deleted in the users table)"; §8 "There are no users yet.").
 * Dates use date-fns with the spec's time format hh:mm a (§9). Edit and Delete show only where the
 * role rule lets the viewer act (issue 10, utils/user-access.ts).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Flex, Placeholder, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { format, isValid, parseISO } from 'date-fns';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useOrganizationWorkspaces } from '../api/get-organization-workspaces';
import type { RankedPerson } from '../../../../../shared/permissions/ranks';
import { mayDeleteUser, mayEditUser } from '../utils/user-access';
import './admin.css';
import { LoadFailure } from '../../../components/ui/load-failure';

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
  const variation = type === 'owner' ? 'success' : type === 'admin' ? 'info' : type === 'invited' ? 'warning' : undefined;
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

/** The users table with Edit and Delete, or the empty state. */
export function UsersTable({ organizationId, viewer }: { organizationId: string; viewer: RankedPerson }) {
  const query = useUsers(organizationId);
  const workspaces = useOrganizationWorkspaces(organizationId).data;
  const remove = useDeleteUser(organizationId);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  if (query.isPending) {
    return (
      <Flex direction="column" gap="small" aria-hidden="true">
        <Placeholder size="large" />
        <Placeholder size="large" />
        <Placeholder size="large" />
      </Flex>
    );
  }
  if (!query.data) {
    return (
      <LoadFailure error={query.error} heading="The users could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) return <EmptyState title={NO_USERS} description="Add people to give them access to this organization's workspaces." />;

  const rows = [...query.data].sort((a, b) => {
    const rank = (r: UserRow) => ['owner', 'admin', 'member', 'invited'].indexOf(r.organization_role.role_type);
    return rank(a) - rank(b) || a.full_name.localeCompare(b.full_name);
  });

  return (
    <div className="gl-list-table-wrap gl-admin-table">
      <Table size="small" highlightOnHover aria-label="Users" data-testid="admin-users-table">
        <TableHead>
          <TableRow>
            {['Name', 'Email', 'Organization role', 'Workspace roles', 'Added', 'Last login', 'Status'].map((title) => (
              <TableCell as="th" scope="col" key={title}>
                {title}
              </TableCell>
            ))}
            <TableCell as="th" scope="col">
              <span className="visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isMember = row.status === 'Active' && row.user_id !== null;
            // The Owner's row keeps Edit: it opens their read-only view (accounts spec §6), changing nothing.
            const canEdit = isMember && (row.organization_role.role_type === 'owner' || mayEditUser(viewer, row));
            // Until the workspaces (and their creators) are known, Delete waits rather than guessing.
            const canDelete = isMember && workspaces !== undefined && mayDeleteUser(viewer, row, workspaces);
            return (
              <TableRow key={row.id} data-testid={`admin-user-${row.email}`}>
                <TableCell className="gl-admin-table__name">{row.full_name || '—'}</TableCell>
                <TableCell className="gl-admin-table__email">
                  <BreakableEmail email={row.email} />
                </TableCell>
                <TableCell>
                  <RoleBadge row={row} />
                </TableCell>
                <TableCell>
                  <WorkspaceRoles row={row} />
                </TableCell>
                <TableCell className="gl-admin-table__date">{formatDate(row.added_at)}</TableCell>
                <TableCell className="gl-admin-table__date">{row.status === 'Invited' ? '—' : row.last_login_time ? formatDate(row.last_login_time, true) : 'Never'}</TableCell>
                <TableCell>
                  {row.status === 'Invited' ? (
                    <Badge size="small" variation="warning">
                      Invited
                    </Badge>
                  ) : (
                    <Text as="span" fontSize="small">
                      Active
                    </Text>
                  )}
                </TableCell>
                <TableCell className="gl-admin-table__actions">
                  {canEdit || canDelete ? (
                    <Flex gap="xs" alignItems="center">
                      {canEdit ? (
                        <Link className="gl-link" to={paths.adminUserEdit.getHref(organizationId, row.id)} aria-label={`Edit ${row.full_name}`}>
                          Edit
                        </Link>
                      ) : null}
                      {canDelete ? (
                        <Button size="small" variation="link" colorTheme="error" onClick={() => setDeleting(row)} aria-label={`Delete ${row.full_name}`}>
                          Delete
                        </Button>
                      ) : null}
                    </Flex>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
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
    </div>
  );
}

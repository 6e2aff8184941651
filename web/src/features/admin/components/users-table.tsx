/**
 * The Users admin table (accounts spec §2 Users admin "table with Add User"; §3 User list row:
 * full_name, e-mail, organization role, workspace roles, added_at, last_login_time, status Invited;
 * §6 "Owner (shown as Owner, cannot be deleted in the users table)"; §8 "There are no users yet.").
 * Dates use date-fns with the spec's time format hh:mm a (§9). Edit and Delete show only where the
 * role rule lets the viewer act (issue 10, utils/user-access.ts).
 */
import { currentLanguage } from '../../../lib/i18n/i18n-store';
import { formatDateTime, formatDate as formatLocalDate } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
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

/** An unknown value's dash (not a word). */
const NONE = '—';

/** The empty state (accounts spec §8): `admin` catalogue key. */
export const NO_USERS = 'table.none';

/** "Jan 5, 2026" for a date, "Jan 5, 2026 09:30 AM" with the time; "—" when unknown. */
export function formatDate(value: string | null, withTime = false): string {
  if (!value) return '—';
  const date = parseISO(value);
  if (!isValid(date)) return '—';
  const lng = currentLanguage();
  // The spec's pattern in English (§9), the language's own date (and time) otherwise (issue 41).
  if (lng !== 'en' && lng !== 'en-XA') return withTime ? formatDateTime(date) : formatLocalDate(date);
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
  const { t } = useTranslation('admin');
  const type = row.organization_role.role_type;
  const variation =
    type === 'owner' ? 'success' : type === 'admin' ? 'info' : type === 'invited' ? 'warning' : undefined;
  return (
    <Badge size="small" variation={variation}>
      {t('table.orgRole', { type: row.organization_role.role_type })}
    </Badge>
  );
}

function WorkspaceRoles({ row }: { row: UserRow }) {
  const { t } = useTranslation('admin');
  if (row.workspace_role.length === 0) return <Text color="font.tertiary">{NONE}</Text>;
  return (
    <ul className="gl-admin-roles">
      {row.workspace_role.map((w) => (
        <li key={w.workspace_id}>
          <span className="gl-admin-roles__workspace">{w.workspace_name}</span>:{' '}
          <span className="gl-admin-roles__role">
            {w.status === 'Invited' ? t('table.invitedSuffix', { role: w.role_name }) : w.role_name}
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
  const { t } = useTranslation('admin');
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
    // One above the other: side by side, German "Bearbeiten Löschen" pushed the column out of a laptop's window.
    return (
      <Flex direction="column" gap="xxs" alignItems="flex-start">
        {canEdit ? (
          <Link
            className="gl-link"
            to={paths.adminUserEdit.getHref(organizationId, row.id)}
            aria-label={t('table.editName', { name: row.full_name })}
          >
            {t('table.edit')}
          </Link>
        ) : null}
        {canDelete ? (
          <Button
            size="small"
            variation="link"
            colorTheme="error"
            onClick={() => setDeleting(row)}
            aria-label={t('table.deleteName', { name: row.full_name })}
          >
            {t('table.delete')}
          </Button>
        ) : null}
      </Flex>
    );
  };

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'name',
      title: t('table.name'),
      className: 'gl-admin-table__name',
      cell: (row) => row.full_name || '—',
      sortValue: (row) => row.full_name,
    },
    {
      key: 'email',
      title: t('table.email'),
      className: 'gl-admin-table__email',
      cell: (row) => <BreakableEmail email={row.email} />,
      sortValue: (row) => row.email,
    },
    { key: 'role', title: t('table.organizationRole'), cell: (row) => <RoleBadge row={row} /> },
    { key: 'workspaces', title: t('table.workspaceRoles'), cell: (row) => <WorkspaceRoles row={row} /> },
    {
      key: 'added',
      title: t('table.added'),
      className: 'gl-admin-table__date',
      cell: (row) => formatDate(row.added_at),
      sortValue: (row) => row.added_at,
    },
    {
      key: 'login',
      title: t('table.lastLogin'),
      className: 'gl-admin-table__date',
      cell: (row) =>
        row.status === 'Invited' ? '—' : row.last_login_time ? formatDate(row.last_login_time, true) : t('table.never'),
      sortValue: (row) => (row.status === 'Invited' ? null : row.last_login_time),
    },
    {
      key: 'status',
      title: t('table.status'),
      cell: (row) =>
        row.status === 'Invited' ? (
          <Badge size="small" variation="warning">
            {t('table.invited')}
          </Badge>
        ) : (
          <Text as="span" fontSize="small">
            {t('table.active')}
          </Text>
        ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      visuallyHidden: true,
      className: 'gl-admin-table__actions gl-data-table__actions',
      cell: actions,
    },
  ];

  return (
    <QueryState query={query} errorHeading={t('table.loadFailed')}>
      {(users) => (
        <DataTable
          label={t('table.label')}
          testId="admin-users-table"
          phoneLayout="scroll"
          className="gl-admin-table"
          columns={columns}
          rows={[...users].sort(byRank)}
          rowTestId={(row) => `admin-user-${row.email}`}
          empty={{ title: t(NO_USERS), description: t('table.noneHint') }}
        >
          {deleting ? (
            <ConfirmDialog
              title={t('table.deleteTitle')}
              message={t('table.deleteQuestion', { name: deleting.full_name })}
              confirmLabel={t('table.delete')}
              destructive
              isPending={remove.isPending}
              onConfirm={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => toast.success(t('table.deleted', { name: deleting.full_name })),
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

/**
 * The /permission page body (accounts spec §2 "/permission (lists organization roles and workspace
 * roles)"; §6 Team Roles and Guest Roles; §8 empty state "There are no permission"): one matrix for
 * the organization roles and one for the workspace roles, grouped Team Roles then Guest Roles, with
 * each role's description.
 */
import { Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { WORKSPACE_PERMISSIONS, ORGANIZATION_PERMISSIONS } from '../../../../../shared/permissions/matrix';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePermissions, type Permissions } from '../api/get-permissions';
import { ORGANIZATION_PERMISSION_LABELS, WORKSPACE_PERMISSION_LABELS } from '../utils/permission-labels';
import './collaborators.css';
import { QueryState } from '../../../components/ui/query-state';
import { PageSection } from '../../../components/ui/page-section';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ORGANIZATION_ROLE_KEYS, ROLE_KEYS } from '../utils/role-names';

/** The allowed mark: a glyph, named by the cell's aria-label. */
const CHECK = '✓';

function Mark({ allowed, role, permission }: { allowed: boolean; role: string; permission: string }) {
  const { t } = useTranslation('collaborators');
  return allowed ? (
    <span className="gl-perm gl-perm--yes" aria-label={t('permissions.yes', { role, permission })}>
      {CHECK}
    </span>
  ) : (
    <span className="gl-perm gl-perm--no" aria-label={t('permissions.no', { role, permission })}>
      ·
    </span>
  );
}

function Matrix<P extends string>({
  caption,
  roles,
  order,
  labels,
  groups,
}: {
  caption: string;
  roles: { id: string; name: string; permissions: P[] }[];
  order: readonly P[];
  labels: Record<P, string>;
  groups?: { title: string; span: number }[];
}) {
  const { t } = useTranslation('collaborators');
  const sets = roles.map((r) => new Set<string>(r.permissions));
  return (
    <div className="gl-list-table-wrap gl-members">
      <Table size="small" highlightOnHover className="gl-perm-table" aria-label={caption}>
        <TableHead>
          {groups ? (
            <TableRow>
              <TableCell as="td" />
              {groups.map((g) => (
                <TableCell as="th" scope="colgroup" key={g.title} colSpan={g.span} className="gl-perm-table__group">
                  {g.title}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell as="th" scope="col">
              {t('permissions.column')}
            </TableCell>
            {roles.map((r) => (
              <TableCell as="th" scope="col" key={r.id} className="gl-perm-table__role">
                {roleName(t, r)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.map((permission) => (
            <TableRow key={permission}>
              <TableCell as="th" scope="row" className="gl-perm-table__name">
                {t(labels[permission])}
              </TableCell>
              {roles.map((r, i) => (
                <TableCell key={r.id} className="gl-perm-table__cell">
                  <Mark allowed={sets[i].has(permission)} role={roleName(t, r)} permission={t(labels[permission])} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function RoleCards({ roles }: { roles: Permissions['workspace_roles'] }) {
  const { t } = useTranslation('collaborators');
  return (
    <ul className="gl-role-cards">
      {roles.map((role) => (
        <li key={role.id} className="gl-role-card">
          <Text fontWeight="semibold">{roleName(t, role)}</Text>
          <Text fontSize="small" color="font.secondary">
            {role.description}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** A role's name in the reader's language, by its id (the API sends the English name). */
function roleName(t: (key: string) => string, role: { id: string; name: string }): string {
  const key =
    (ROLE_KEYS as Record<string, string>)[role.id] ?? (ORGANIZATION_ROLE_KEYS as Record<string, string>)[role.id];
  return key ? t(key) : role.name;
}

/** Both matrices, or the empty state. */
export function PermissionsOverview() {
  const { t } = useTranslation('collaborators');
  const query = usePermissions();
  return (
    <QueryState query={query} errorHeading={t('permissions.loadFailed')} placeholders={2}>
      {(permissions) => <Matrices permissions={permissions} />}
    </QueryState>
  );
}

/** The organization and workspace matrices of the loaded permissions. */
function Matrices({ permissions }: { permissions: NonNullable<ReturnType<typeof usePermissions>['data']> }) {
  const { t } = useTranslation('collaborators');
  const { organization_roles: organizationRoles, workspace_roles: workspaceRoles } = permissions;
  const none = t('permissions.empty');
  if (organizationRoles.length === 0 && workspaceRoles.length === 0) return <EmptyState title={none} />;

  const team = workspaceRoles.filter((r) => r.group === 'team');
  const guest = workspaceRoles.filter((r) => r.group === 'guest');
  return (
    <Flex direction="column" gap="xl">
      <PageSection title={t('permissions.organizationRoles')}>
        <Text color="font.secondary" fontSize="small">
          {t('permissions.organizationHint')}
        </Text>
        {organizationRoles.length ? (
          <Matrix
            caption={t('permissions.organizationRoles')}
            roles={organizationRoles}
            order={ORGANIZATION_PERMISSIONS}
            labels={ORGANIZATION_PERMISSION_LABELS}
          />
        ) : (
          <EmptyState title={none} compact />
        )}
      </PageSection>
      <PageSection title={t('permissions.workspaceRoles')}>
        {workspaceRoles.length ? (
          <>
            <Flex direction="column" gap="xs">
              <Heading level={3} fontSize="medium" fontWeight="semibold">
                {t('permissions.teamRoles')}
              </Heading>
              <RoleCards roles={team} />
              <Heading level={3} fontSize="medium" fontWeight="semibold">
                {t('permissions.guestRoles')}
              </Heading>
              <RoleCards roles={guest} />
            </Flex>
            <Matrix
              caption={t('permissions.workspaceRoles')}
              roles={[...team, ...guest]}
              order={WORKSPACE_PERMISSIONS}
              labels={WORKSPACE_PERMISSION_LABELS}
              groups={[
                { title: t('permissions.teamRoles'), span: team.length },
                { title: t('permissions.guestRoles'), span: guest.length },
              ]}
            />
          </>
        ) : (
          <EmptyState title={none} compact />
        )}
      </PageSection>
    </Flex>
  );
}

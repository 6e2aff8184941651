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

/** The empty state text (accounts spec §8). */
export const NO_PERMISSIONS = 'There are no permission';

function Mark({ allowed, role, permission }: { allowed: boolean; role: string; permission: string }) {
  return allowed ? (
    <span className="gl-perm gl-perm--yes" aria-label={`${role}: ${permission}: yes`}>
      ✓
    </span>
  ) : (
    <span className="gl-perm gl-perm--no" aria-label={`${role}: ${permission}: no`}>
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
              Permission
            </TableCell>
            {roles.map((r) => (
              <TableCell as="th" scope="col" key={r.id} className="gl-perm-table__role">
                {r.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.map((permission) => (
            <TableRow key={permission}>
              <TableCell as="th" scope="row" className="gl-perm-table__name">
                {labels[permission]}
              </TableCell>
              {roles.map((r, i) => (
                <TableCell key={r.id} className="gl-perm-table__cell">
                  <Mark allowed={sets[i].has(permission)} role={r.name} permission={labels[permission]} />
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
  return (
    <ul className="gl-role-cards">
      {roles.map((role) => (
        <li key={role.id} className="gl-role-card">
          <Text fontWeight="semibold">{role.name}</Text>
          <Text fontSize="small" color="font.secondary">
            {role.description}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Both matrices, or the empty state. */
export function PermissionsOverview() {
  const query = usePermissions();
  return (
    <QueryState query={query} errorHeading="The permissions could not be loaded" placeholders={2}>
      {(permissions) => <Matrices permissions={permissions} />}
    </QueryState>
  );
}

/** The organization and workspace matrices of the loaded permissions. */
function Matrices({ permissions }: { permissions: NonNullable<ReturnType<typeof usePermissions>['data']> }) {
  const { organization_roles: organizationRoles, workspace_roles: workspaceRoles } = permissions;
  if (organizationRoles.length === 0 && workspaceRoles.length === 0) return <EmptyState title={NO_PERMISSIONS} />;

  const team = workspaceRoles.filter((r) => r.group === 'team');
  const guest = workspaceRoles.filter((r) => r.group === 'guest');
  return (
    <Flex direction="column" gap="xl">
      <PageSection title="Organization roles">
        <Text color="font.secondary" fontSize="small">
          The Owner created the organization and cannot be removed. Owners and admins hold every workspace permission in
          the organization's workspaces.
        </Text>
        {organizationRoles.length ? (
          <Matrix
            caption="Organization roles"
            roles={organizationRoles}
            order={ORGANIZATION_PERMISSIONS}
            labels={ORGANIZATION_PERMISSION_LABELS}
          />
        ) : (
          <EmptyState title={NO_PERMISSIONS} compact />
        )}
      </PageSection>
      <PageSection title="Workspace roles">
        {workspaceRoles.length ? (
          <>
            <Flex direction="column" gap="xs">
              <Heading level={3} fontSize="medium" fontWeight="semibold">
                Team Roles
              </Heading>
              <RoleCards roles={team} />
              <Heading level={3} fontSize="medium" fontWeight="semibold">
                Guest Roles
              </Heading>
              <RoleCards roles={guest} />
            </Flex>
            <Matrix
              caption="Workspace roles"
              roles={[...team, ...guest]}
              order={WORKSPACE_PERMISSIONS}
              labels={WORKSPACE_PERMISSION_LABELS}
              groups={[
                { title: 'Team Roles', span: team.length },
                { title: 'Guest Roles', span: guest.length },
              ]}
            />
          </>
        ) : (
          <EmptyState title={NO_PERMISSIONS} compact />
        )}
      </PageSection>
    </Flex>
  );
}

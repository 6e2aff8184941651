/**
 * Organizations domain (accounts spec §7 Organizations; §1 sidebar and organization home).
 */
import { deleteWorkspaceRecords } from '../../services/workspaces/delete-workspace';
import { CreateOrganizationRequestSchema } from '../../../../shared/schemas/organization';
import { domainHandler, ok } from '../domain-handler';
import { ORGANIZATIONS_ROUTES } from '../../routes/domains/organizations';
import { parseInput } from '../../lib/http/validate';
import {
  createBusinessOrganization,
  getOrganization,
  listOrganizationMembers,
  listOrganizationsOfUser,
  renameOrganization,
  toOrganizationResponse,
} from '../../data/organizations';
import { listWorkspacesOfOrganization } from '../../data/workspaces';
import { deleteOrganizationPartition } from '../../data/partitions';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import { organizationUploadPrefix } from '../../lib/uploads/keys';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { getUser } from '../../data/users';
import { requestNow } from '../../lib/clock';
import { overdueReviewsByWorkspace } from '../../services/approvals/overdue-reviews';
import { templateStageActions } from './actions/template-stages';
import { reportActions } from './actions/reports';
import { orgTransferActions } from './actions/org-transfers';
import { visibleWorkspaces, visibleWorkspaceSummaries } from '../../services/workspaces/visible-workspaces';
import { presentUser } from '../../services/accounts/present-user';
import {
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_LABELS,
  WORKSPACE_ROLES,
  WORKSPACE_ROLE_DESCRIPTIONS,
  WORKSPACE_ROLE_LABELS,
  isGuestRole,
} from '../../../../shared/permissions/roles';
import { ORGANIZATION_ROLE_PERMISSIONS, WORKSPACE_ROLE_PERMISSIONS } from '../../../../shared/permissions/matrix';

async function requireOrganization(organizationId: string) {
  const organization = await getOrganization(organizationId);
  if (!organization) throw new NotFoundError('Organization not found');
  return organization;
}

export const handler = domainHandler('organizations', ORGANIZATIONS_ROUTES, {
  ...templateStageActions,
  ...reportActions,
  ...orgTransferActions,
  'GET /api/v1/organizations': async ({ caller }) => {
    const memberships = await listOrganizationsOfUser(caller!.userId);
    return ok(memberships.map(({ organization, role }) => toOrganizationResponse(organization, role)));
  },

  // Business organizations are a paid feature: without can_create_organization the UI offers the upgrade dialog.
  'POST /api/v1/organizations': async ({ caller, body }) => {
    const { name } = parseInput(CreateOrganizationRequestSchema, body);
    if (!(await getUser(caller!.userId))?.can_create_organization) throw new ForbiddenError();
    const organization = await createBusinessOrganization(caller!.userId, name);
    return ok(toOrganizationResponse(organization, 'owner'));
  },

  // Owners and admins see every workspace; other members only those they belong to (accounts spec §6).
  'GET /api/v1/organizations/workspaces': async ({ caller, access, headers }) =>
    ok(await visibleWorkspaceSummaries(access, caller!, requestNow(headers))),

  'GET /api/v1/organizations/{id}/edit': async ({ access }) =>
    ok(toOrganizationResponse(await requireOrganization(access.organizationId!), access.organizationRole!)),

  // Everything the shell needs at start: the caller and their organizations (accounts spec §7 Dashboard).
  'GET /api/v1/get_common_details': async ({ caller }) => {
    const user = await getUser(caller!.userId);
    if (!user) throw new NotFoundError('User not found');
    const memberships = await listOrganizationsOfUser(caller!.userId);
    return ok({
      user: await presentUser(user),
      organizations: memberships.map(({ organization, role }) => toOrganizationResponse(organization, role)),
    });
  },

  'GET /api/v1/organizations/{id}/detail': async ({ access }) =>
    ok(toOrganizationResponse(await requireOrganization(access.organizationId!), access.organizationRole!)),

  // The personal organization ("My Workspace") can be neither renamed nor deleted.
  'PATCH /api/v1/organizations/{id}': async ({ access, body }) => {
    const { name } = parseInput(CreateOrganizationRequestSchema, body);
    const organization = await requireOrganization(access.organizationId!);
    if (organization.organization_type === 'personal') throw new BadRequestError('My Workspace cannot be renamed.');
    return ok(
      toOrganizationResponse(await renameOrganization(organization.organization_id, name), access.organizationRole!),
    );
  },

  'DELETE /api/v1/organizations/{id}': async ({ access }) => {
    const organization = await requireOrganization(access.organizationId!);
    if (organization.organization_type === 'personal') throw new BadRequestError('My Workspace cannot be deleted.');
    // Files first (docs/decisions.md I8): a failure leaves the organization to delete again.
    await deleteS3Prefix(organizationUploadPrefix(organization.organization_id));
    for (const workspace of await listWorkspacesOfOrganization(organization.organization_id))
      await deleteWorkspaceRecords(workspace.workspace_id);
    await deleteOrganizationPartition(organization.organization_id);
    return ok({ id: organization.organization_id });
  },

  'GET /api/v1/organizations/{id}/get_allowed_user_details': async ({ access }) => {
    const { allowed_user_count, remaining_users, ignore_limit, personal } = toOrganizationResponse(
      await requireOrganization(access.organizationId!),
      access.organizationRole!,
    );
    return ok({ allowed_user_count, remaining_users, ignore_limit, personal });
  },

  // The /permission page: organization roles and workspace roles with what each may do (accounts spec §2).
  'GET /api/v1/permissions': async () =>
    ok({
      organization_roles: ORGANIZATION_ROLES.map((id) => ({
        id,
        name: ORGANIZATION_ROLE_LABELS[id],
        permissions: [...ORGANIZATION_ROLE_PERMISSIONS[id]],
      })),
      workspace_roles: WORKSPACE_ROLES.map((id) => ({
        id,
        name: WORKSPACE_ROLE_LABELS[id],
        description: WORKSPACE_ROLE_DESCRIPTIONS[id],
        group: isGuestRole(id) ? 'guest' : 'team',
        permissions: [...WORKSPACE_ROLE_PERMISSIONS[id]],
      })),
    }),

  // Dashboard (accounts spec §1): Total Workspaces for everyone, Total Users for admins only.
  // Overdue reviews of the caller's workspaces (issue 38).
  'GET /api/v1/home': async ({ caller, access, headers }) => {
    const isAdmin = access.organizationRole === 'owner' || access.organizationRole === 'admin';
    const [workspaces, members, organization, overdue] = await Promise.all([
      visibleWorkspaces(access, caller!),
      isAdmin ? listOrganizationMembers(access.organizationId!) : null,
      isAdmin ? requireOrganization(access.organizationId!) : null,
      overdueReviewsByWorkspace(access.organizationId!, requestNow(headers)),
    ]);
    const counted = organization ? toOrganizationResponse(organization, access.organizationRole!) : null;
    return ok({
      workspace_count: workspaces.length,
      overdue_reviews: workspaces.reduce((sum, w) => sum + (overdue.get(w.workspace_id) ?? 0), 0),
      user_count: members ? members.length : null,
      // Seats in use and allowed, beside Total Users (issue 30 item 8; decisions D10).
      seats:
        counted && counted.remaining_users !== null && counted.allowed_user_count !== null
          ? { used: organization!.seats_used ?? 0, allowed: counted.allowed_user_count }
          : null,
    });
  },
});

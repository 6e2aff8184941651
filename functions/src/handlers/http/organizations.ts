/**
 * Organizations domain (accounts spec §7 Organizations; §1 sidebar and organization home).
 */
import { CreateOrganizationRequestSchema } from '../../../../shared/schemas/organization';
import { domainHandler, ok } from '../../lib/http/handler';
import { parseInput } from '../../lib/http/validate';
import { createBusinessOrganization, listOrganizationsOfUser, toOrganizationResponse } from '../../data/organizations';
import { listWorkspaceIdsOfUser, listWorkspacesOfOrganization, toWorkspaceSummary } from '../../data/workspaces';

export const handler = domainHandler('organizations', {
  'GET /api/v1/organizations': async ({ caller }) => {
    const memberships = await listOrganizationsOfUser(caller!.userId);
    return ok(memberships.map(({ organization, role }) => toOrganizationResponse(organization, role)));
  },

  'POST /api/v1/organizations': async ({ caller, body }) => {
    const { name } = parseInput(CreateOrganizationRequestSchema, body);
    const organization = await createBusinessOrganization(caller!.userId, name);
    return ok(toOrganizationResponse(organization, 'owner'), 201);
  },

  // Owners and admins see every workspace; other members only those they belong to (accounts spec §6).
  'GET /api/v1/organizations/workspaces': async ({ caller, access }) => {
    const workspaces = await listWorkspacesOfOrganization(access.organizationId!);
    const seesAll = access.organizationRole === 'owner' || access.organizationRole === 'admin';
    const mine = seesAll ? null : await listWorkspaceIdsOfUser(caller!.userId);
    return ok(workspaces.filter((w) => !mine || mine.has(w.workspace_id)).map(toWorkspaceSummary));
  },
});

/**
 * The authorization matrix (issue 5 "A matrix test"; BRIEF §6): every route of the route table called as
 * every role, as an organization admin and owner, and as a member of another organization; each answer
 * is compared with the permission matrix. A route with a policy kind this test does not know fails it.
 *
 * Classification: the policy layer refuses with 401 (no token), 404 "… not found" from the membership
 * check, or 403 "You are not authorized to access this page"; any other answer (200, 400 for the empty
 * bodies sent here, 409 …) means the call got past authorization.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { hasOrganizationPermission, hasWorkspacePermission } from '../../shared/permissions/matrix';
import type { OrganizationRole, WorkspaceRole } from '../../shared/permissions/roles';
import { WORKSPACE_ROLES } from '../../shared/permissions/roles';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';

type Actor = {
  name: string;
  user: SignedInUser;
  organizationRole: OrganizationRole | null;
  workspaceRole: WorkspaceRole | null;
};

interface Fixture {
  organizationId: string;
  workspaceId: string;
  stageId: string;
  cardId: string;
}

const POLICY_DENIALS = new Set([
  'Workspace not found',
  'Organization not found',
  'You are not authorized to access this page',
]);

describe('authorization matrix', () => {
  let owner: SignedInUser;
  const actors: Actor[] = [];

  /** A business organization with one workspace (one stage, one card) and every actor in place. */
  async function fixture(): Promise<Fixture> {
    const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Matrix Org' },
    });
    const organizationId = org.body.data.id;
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Matrix', organization_id: organizationId },
    });
    const workspaceId = ws.body.data.id;
    const stage = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
      body: { name: 'S' },
    });
    const card = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'C', stage_id: stage.body.data.id },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const actor of actors) {
      if (actor.workspaceRole) await addWorkspaceMember(workspace!, actor.user.userId, actor.workspaceRole);
      if (actor.organizationRole === 'admin') {
        await putItem(OrganizationMember, {
          organization_id: organizationId,
          user_id: actor.user.userId,
          role: 'admin',
        });
      }
    }
    return { organizationId, workspaceId, stageId: stage.body.data.id, cardId: card.body.data.id };
  }

  beforeAll(async () => {
    owner = await signedInUser('matrix-owner', { canCreateOrganization: true });
    actors.push({ name: 'organization owner', user: owner, organizationRole: 'owner', workspaceRole: 'team_lead' });
    actors.push({
      name: 'organization admin',
      user: await signedInUser('matrix-admin'),
      organizationRole: 'admin',
      workspaceRole: null,
    });
    for (const role of WORKSPACE_ROLES)
      actors.push({
        name: role,
        user: await signedInUser(`matrix-${role}`),
        organizationRole: 'member',
        workspaceRole: role,
      });
    actors.push({
      name: 'other organization',
      user: await signedInUser('matrix-outsider'),
      organizationRole: null,
      workspaceRole: null,
    });
  }, 120_000);

  function expectedAllowed(route: RouteEntry, actor: Actor): boolean {
    const policy = route.policy;
    switch (policy.kind) {
      case 'public':
      case 'signed_in':
        return true;
      case 'organization':
        return hasOrganizationPermission(actor.organizationRole, policy.permission);
      case 'workspace':
        return hasWorkspacePermission(actor.organizationRole, actor.workspaceRole, policy.permission);
      // Only a reviewer session passes (issue 37): every user's token is refused, whatever their role.
      case 'reviewer':
        return false;
      default:
        throw new Error(`Unknown policy kind in ${route.method} ${route.path}`);
    }
  }

  function pathFor(route: RouteEntry, f: Fixture): string {
    const id = route.policy.kind === 'organization' ? f.organizationId : f.workspaceId;
    const path = route.path
      .replace('{id}', id)
      .replace('{sid}', f.stageId)
      .replace('{cid}', f.cardId)
      .replace('{uid}', owner.userId)
      // The chat's `new_message/{id}/workspaces/{workspace_id}` names the workspace twice (decisions V15).
      .replace('{workspace_id}', f.workspaceId)
      // Any well-formed id: malformed ids answer 404 before the policy (decisions S20).
      .replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
    return route.policy.kind === 'organization'
      ? `${path}?organization_id=${f.organizationId}`
      : `${path}?workspace_id=${f.workspaceId}`;
  }

  it('allows and denies every route exactly as the matrix says, with 0 mismatches', async () => {
    const shared = await fixture();
    const mismatches: string[] = [];
    let checked = 0;
    // Destructive calls (DELETE) get a fresh fixture each, so they cannot spoil the others; they run last.
    const ordered = [...ROUTES].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of ordered) {
      if (route.policy.kind === 'public' || route.policy.kind === 'signed_in') continue;
      for (const actor of actors) {
        const f = route.method === 'DELETE' ? await fixture() : shared;
        const res = await api(route.method, pathFor(route, f), {
          token: actor.user.token,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const denied =
          res.status === 401 ||
          ((res.status === 403 || res.status === 404) && POLICY_DENIALS.has(String(res.body.message)));
        const allowed = expectedAllowed(route, actor);
        checked += 1;
        if (denied === allowed)
          mismatches.push(
            `${route.method} ${route.path} as ${actor.name}: expected ${allowed ? 'allow' : 'deny'}, got ${res.status} ${res.body.message ?? ''}`,
          );
        if (route.policy.kind === 'reviewer')
          expect(res.status, `${route.method} ${route.path} takes a reviewer session only`).toBe(401);
        else if (actor.organizationRole === null)
          expect(res.status, `${route.method} ${route.path} must not reveal anything to another organization`).toBe(
            404,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(ROUTES.length * 3);
  }, 300_000);

  it('refuses every protected route without a token', async () => {
    for (const route of ROUTES.filter((r) => r.policy.kind !== 'public')) {
      const res = await api(route.method, route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'));
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

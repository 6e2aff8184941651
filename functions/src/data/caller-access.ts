/**
 * The reads of the authorization step (lib/auth/authorize.ts), each ONE DynamoDB request that also
 * fetches the caller's user item, so the check for ended sessions (`tokens_valid_after`, issue 10) costs
 * no extra request on organization and workspace routes (docs/data-model.md; docs/decisions.md S18).
 */
import type { OrganizationRole, WorkspaceRole } from '../../../shared/permissions/roles';
import { db } from './service';
import type { UserRecord } from './users';
import type { WorkspaceRecord } from './workspaces';

/** The caller's user item (GetItem); null when there is no record (e.g. a first Hosted UI sign-in). */
export async function readCaller(userId: string): Promise<{ user: UserRecord | null }> {
  const { data } = await db().entities.user.get({ user_id: userId }).go();
  return { user: data };
}

/** The caller's organization role and user item, in one TransactGetItems. */
export async function readOrganizationAccess(organizationId: string, userId: string): Promise<{ role: OrganizationRole | null; user: UserRecord | null }> {
  const { data } = await db()
    .transaction.get(({ organizationMember, user }) => [
      organizationMember.get({ organization_id: organizationId, user_id: userId }).commit(),
      user.get({ user_id: userId }).commit(),
    ])
    .go();
  return { role: (data[0]?.item as { role?: OrganizationRole } | null)?.role ?? null, user: (data[1]?.item as UserRecord | null) ?? null };
}

/** The workspace, the caller's role in it and the caller's user item, in one TransactGetItems. */
export async function readWorkspaceAccess(
  workspaceId: string,
  userId: string,
): Promise<{ workspace: WorkspaceRecord | null; role: WorkspaceRole | null; user: UserRecord | null }> {
  const { data } = await db()
    .transaction.get(({ workspace, workspaceMember, user }) => [
      workspace.get({ workspace_id: workspaceId }).commit(),
      workspaceMember.get({ workspace_id: workspaceId, user_id: userId }).commit(),
      user.get({ user_id: userId }).commit(),
    ])
    .go();
  return {
    workspace: (data[0]?.item as WorkspaceRecord | null) ?? null,
    role: (data[1]?.item as { role?: WorkspaceRole } | null)?.role ?? null,
    user: (data[2]?.item as UserRecord | null) ?? null,
  };
}

/**
 * The reads of the authorization step (lib/auth/authorize.ts), each ONE DynamoDB request that also
 * fetches the caller's user item, so the check for ended sessions (`tokens_valid_after`, issue 10) costs
 * no extra request on organization and workspace routes (docs/data-model.md; docs/decisions.md S18).
 */
import type { OrganizationRole, WorkspaceRole } from '../../../shared/permissions/roles';
import { execute as executeTransactGet, GetTransaction } from 'dynamodb-toolbox/entity/actions/transactGet';
import { getItem } from './access';
import { OrganizationMember } from './entities/organization';
import { User } from './entities/user';
import { Workspace, WorkspaceMember } from './entities/workspace';
import type { UserRecord } from './users';
import type { WorkspaceRecord } from './workspaces';

/** The caller's user item (GetItem); null when there is no record (e.g. a first Hosted UI sign-in). */
export async function readCaller(userId: string): Promise<{ user: UserRecord | null }> {
  return { user: await getItem(User, { user_id: userId }) };
}

/** The caller's organization role and user item, in one TransactGetItems. */
export async function readOrganizationAccess(organizationId: string, userId: string): Promise<{ role: OrganizationRole | null; user: UserRecord | null }> {
  const { Responses } = await executeTransactGet(
    OrganizationMember.build(GetTransaction).key({ organization_id: organizationId, user_id: userId }),
    User.build(GetTransaction).key({ user_id: userId }),
  );
  return { role: Responses?.[0]?.Item?.role ?? null, user: Responses?.[1]?.Item ?? null };
}

/** The workspace, the caller's role in it and the caller's user item, in one TransactGetItems. */
export async function readWorkspaceAccess(
  workspaceId: string,
  userId: string,
): Promise<{ workspace: WorkspaceRecord | null; role: WorkspaceRole | null; user: UserRecord | null }> {
  const { Responses } = await executeTransactGet(
    Workspace.build(GetTransaction).key({ workspace_id: workspaceId }),
    WorkspaceMember.build(GetTransaction).key({ workspace_id: workspaceId, user_id: userId }),
    User.build(GetTransaction).key({ user_id: userId }),
  );
  return { workspace: Responses?.[0]?.Item ?? null, role: Responses?.[1]?.Item?.role ?? null, user: Responses?.[2]?.Item ?? null };
}

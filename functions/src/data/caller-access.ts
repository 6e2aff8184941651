/**
 * The reads of the authorization step (functions/src/services/access/authorize.ts), each ONE DynamoDB request that also
 * fetches the caller's user item, so the check for ended sessions (`tokens_valid_after`, issue 10) costs
 * no extra request on organization and workspace routes (docs/data-model.md; docs/decisions.md S18).
 * On a route that changes a card, the card item rides in the same request, so the recycle-bin guard
 * (routes/binned-cards.ts; issue 25; decisions K41) costs no extra request either.
 */
import type { OrganizationRole, WorkspaceRole } from '../../../shared/permissions/roles';
import { execute as executeTransactGet, GetTransaction } from 'dynamodb-toolbox/entity/actions/transactGet';
import { getItem } from './access';
import { Card } from './entities/card';
import { OrganizationMember } from './entities/organization';
import { User } from './entities/user';
import { Workspace, WorkspaceMember } from './entities/workspace';
import type { CardRecord } from './cards';
import type { UserRecord } from './users';
import type { WorkspaceRecord } from './workspaces';

/** A card by its key: the one a route changes (routes/binned-cards.ts). */
export interface CardKey {
  workspaceId: string;
  cardId: string;
}

/**
 * The caller's user item (GetItem); null when there is no record (e.g. a first Hosted UI sign-in).
 * Given `cardKey`, the card item too, in one TransactGetItems (`card` null when it does not exist).
 */
export async function readCaller(
  userId: string,
  cardKey?: CardKey,
): Promise<{ user: UserRecord | null; card?: CardRecord | null }> {
  if (!cardKey) return { user: await getItem(User, { user_id: userId }) };
  const { Responses } = await executeTransactGet(
    User.build(GetTransaction).key({ user_id: userId }),
    Card.build(GetTransaction).key({ workspace_id: cardKey.workspaceId, card_id: cardKey.cardId }),
  );
  return { user: Responses?.[0]?.Item ?? null, card: (Responses?.[1]?.Item as CardRecord | undefined) ?? null };
}

/** The caller's organization role and user item, in one TransactGetItems. */
export async function readOrganizationAccess(
  organizationId: string,
  userId: string,
): Promise<{ role: OrganizationRole | null; user: UserRecord | null }> {
  const { Responses } = await executeTransactGet(
    OrganizationMember.build(GetTransaction).key({ organization_id: organizationId, user_id: userId }),
    User.build(GetTransaction).key({ user_id: userId }),
  );
  return { role: Responses?.[0]?.Item?.role ?? null, user: Responses?.[1]?.Item ?? null };
}

/**
 * The workspace, the caller's role in it and the caller's user item, in one TransactGetItems; given
 * `cardId`, the workspace's card of that id too (`card` null when it does not exist, undefined when not asked).
 */
export async function readWorkspaceAccess(
  workspaceId: string,
  userId: string,
  cardId?: string,
): Promise<{
  workspace: WorkspaceRecord | null;
  role: WorkspaceRole | null;
  user: UserRecord | null;
  card?: CardRecord | null;
}> {
  const reads = [
    Workspace.build(GetTransaction).key({ workspace_id: workspaceId }),
    WorkspaceMember.build(GetTransaction).key({ workspace_id: workspaceId, user_id: userId }),
    User.build(GetTransaction).key({ user_id: userId }),
  ] as const;
  if (!cardId) {
    const { Responses } = await executeTransactGet(...reads);
    return {
      workspace: Responses?.[0]?.Item ?? null,
      role: Responses?.[1]?.Item?.role ?? null,
      user: Responses?.[2]?.Item ?? null,
    };
  }
  const { Responses } = await executeTransactGet(
    ...reads,
    Card.build(GetTransaction).key({ workspace_id: workspaceId, card_id: cardId }),
  );
  return {
    workspace: Responses?.[0]?.Item ?? null,
    role: Responses?.[1]?.Item?.role ?? null,
    user: Responses?.[2]?.Item ?? null,
    card: (Responses?.[3]?.Item as CardRecord | undefined) ?? null,
  };
}

/**
 * Workspaces and workspace membership (accounts spec §3 Workspace, Workspace user).
 */
import { randomUUID } from 'node:crypto';
import type { WorkspaceRole } from '../../../shared/permissions/roles';
import { hasWorkspacePermission } from '../../../shared/permissions/matrix';
import type { WorkspaceSummary } from '../../../shared/schemas/workspace';
import type { WorkspaceLogo } from '../../../shared/schemas/workspace-logo';
import { execute as executeTransactGet, GetTransaction } from 'dynamodb-toolbox/entity/actions/transactGet';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { groupByEntity } from './entity-groups';
import { isConditionFailure } from './access';
import { getItem, getItems, keyQuery, patchItem, queryAll, type Item } from './access';
import { createTransaction, patchTransaction, putTransaction, runTransaction, updateTransaction } from './transactions';
import { partitionKey } from './keys';
import { GreenlightTable } from './table';
import { Label } from './entities/label';
import { Organization, OrganizationMember } from './entities/organization';
import { Stage } from './entities/stage';
import {
  Workspace,
  WORKSPACE_BY_ID,
  WORKSPACE_BY_ORGANIZATION,
  WORKSPACE_MEMBER_BY_USER,
  WORKSPACE_MEMBER_BY_WORKSPACE,
  WORKSPACE_MEMBER_MODEL,
  WORKSPACE_MODEL,
  WorkspaceMember,
} from './entities/workspace';
import { WorkspaceCounter } from './entities/workspace-counter';
import { byPosition } from './ordering';
import { listTemplateStages } from './template-stages';
import type { StageRecord } from './stages';
import type { WorkspaceCounts } from './workspace-counters';

const NO_COUNTS: WorkspaceCounts = { unread_notifications_count: 0, message_count: 0 };

export type WorkspaceRecord = Item<typeof Workspace>;
export type { StageRecord };
export type WorkspaceMemberRecord = Item<typeof WorkspaceMember>;
export type LabelRecord = Item<typeof Label>;

/** Personal workspaces are capped at 100 MB (accounts spec §9). */
export const WORKSPACE_STORAGE_CAP_BYTES = 100 * 1024 * 1024;

/** Get a workspace (table). */
export async function getWorkspace(workspaceId: string): Promise<WorkspaceRecord | null> {
  return getItem(Workspace, { workspace_id: workspaceId });
}

/** The workspace and the caller's membership in it, in one TransactGetItems request. */
export async function getWorkspaceWithMember(
  workspaceId: string,
  userId: string,
): Promise<{ workspace: WorkspaceRecord | null; role: WorkspaceRole | null }> {
  const { Responses } = await executeTransactGet(
    Workspace.build(GetTransaction).key({ workspace_id: workspaceId }),
    WorkspaceMember.build(GetTransaction).key({ workspace_id: workspaceId, user_id: userId }),
  );
  return { workspace: Responses?.[0]?.Item ?? null, role: Responses?.[1]?.Item?.role ?? null };
}

/**
 * Several workspaces and the caller's membership in each: two BatchGetItem requests in parallel.
 * @returns workspace id → {workspace, role (null when not a member)}; unknown workspaces are absent.
 */
export async function getWorkspacesWithMember(
  workspaceIds: string[],
  userId: string,
): Promise<Map<string, { workspace: WorkspaceRecord; role: WorkspaceRole | null }>> {
  if (workspaceIds.length === 0) return new Map();
  const [workspaces, members] = await Promise.all([
    getItems(
      Workspace,
      workspaceIds.map((workspace_id) => ({ workspace_id })),
    ),
    getItems(
      WorkspaceMember,
      workspaceIds.map((workspace_id) => ({ workspace_id, user_id: userId })),
    ),
  ]);
  const roles = new Map(members.map((m) => [m.workspace_id, m.role]));
  return new Map(workspaces.map((w) => [w.workspace_id, { workspace: w, role: roles.get(w.workspace_id) ?? null }]));
}

/** An organization's workspaces (gsi1), all pages: an organization holds tens, not thousands. */
export async function listWorkspacesOfOrganization(organizationId: string): Promise<WorkspaceRecord[]> {
  return queryAll(Workspace, keyQuery(WORKSPACE_MODEL, WORKSPACE_BY_ORGANIZATION, { organization_id: organizationId }));
}

/** A user's workspace memberships (gsi1 inverted membership). */
export async function listWorkspaceMembershipsOfUser(userId: string): Promise<WorkspaceMemberRecord[]> {
  return queryAll(WorkspaceMember, keyQuery(WORKSPACE_MEMBER_MODEL, WORKSPACE_MEMBER_BY_USER, { user_id: userId }));
}

/** The ids of the workspaces a user belongs to. */
export async function listWorkspaceIdsOfUser(userId: string): Promise<Set<string>> {
  return new Set((await listWorkspaceMembershipsOfUser(userId)).map((m) => m.workspace_id));
}

/**
 * Create a workspace with its creator as Team Lead and the organization's template stages as its first
 * stages (issue 5 "Board stages"), in one transaction. `templateStages: false` starts it with no stages
 * (an import brings its own, issue 40).
 */
export async function createWorkspace(input: {
  organizationId: string;
  name: string;
  ownerId: string;
  templateStages?: boolean;
}): Promise<WorkspaceRecord> {
  const workspaceId = randomUUID();
  const templates = input.templateStages === false ? [] : await listTemplateStages(input.organizationId);
  await runTransaction([
    createTransaction(Workspace, {
      workspace_id: workspaceId,
      organization_id: input.organizationId,
      name: input.name,
      owner_id: input.ownerId,
    }),
    createTransaction(WorkspaceMember, {
      workspace_id: workspaceId,
      user_id: input.ownerId,
      organization_id: input.organizationId,
      role: 'team_lead',
    }),
    // A transaction holds 100 items: a template beyond 98 stages is not a board anyone would start from.
    ...templates.slice(0, 98).map((t) =>
      createTransaction(Stage, {
        workspace_id: workspaceId,
        stage_id: randomUUID(),
        name: t.name,
        position: t.position,
        enable_revision: t.enable_revision,
        enable_timestamp: t.enable_timestamp,
        visible_to_client: t.visible_to_client,
        require_approval_from_client: t.require_approval_from_client,
      }),
    ),
  ]);
  return (await getItem(Workspace, { workspace_id: workspaceId }))!;
}

/**
 * Add a member to a workspace (admin assignments, the seed); an existing membership keeps its role.
 * Workspace membership implies organization membership, so the organization gains the user as `member`
 * (taking a seat) if needed, in the same transaction. @returns false when they were already a member
 * (or joined the organization meanwhile; nothing is written then).
 */
export async function addWorkspaceMember(
  workspace: WorkspaceRecord,
  userId: string,
  role: WorkspaceRole,
): Promise<boolean> {
  const { organization_id: organizationId, workspace_id: workspaceId } = workspace;
  const inOrganization =
    (await getItem(OrganizationMember, { organization_id: organizationId, user_id: userId })) !== null;
  // One transaction: the membership, and, for someone new to the organization, its membership and seat.
  const { canceled } = await runTransaction([
    putTransaction(
      WorkspaceMember,
      { workspace_id: workspaceId, user_id: userId, organization_id: organizationId, role },
      { attr: 'user_id', exists: false },
    ),
    ...(inOrganization
      ? []
      : [
          putTransaction(
            OrganizationMember,
            { organization_id: organizationId, user_id: userId, role: 'member' },
            { attr: 'user_id', exists: false },
          ),
          patchTransaction(Organization, { organization_id: organizationId, seats_used: $add(1) }),
        ]),
  ]);
  return !canceled;
}

/** What one Query of the workspace partition returns (pattern 32). */
export interface WorkspaceSkeleton {
  workspace: WorkspaceRecord | null;
  /** Sorted by position. */
  stages: StageRecord[];
  /** Sorted by name (cards spec §3 Label; pattern 48 rides on this Query). */
  labels: LabelRecord[];
  members: WorkspaceMemberRecord[];
}

/**
 * The workspace partition's skeleton: the workspace, its stages by position, its labels by name and its
 * members (one Query of the `workspace` collection: the partition's sort keys that begin with
 * `$workspace`, filtered to those four entities, all pages; cards and invitations are outside it).
 * `consistent`: a strongly consistent read, for when it authorizes the request (functions/src/services/access/authorize.ts).
 */
export async function loadWorkspaceSkeleton(
  workspaceId: string,
  options: { consistent?: boolean } = {},
): Promise<WorkspaceSkeleton> {
  const { Items = [] } = await GreenlightTable.build(QueryCommand)
    .entities(Workspace, WorkspaceMember, Stage, Label)
    .query({
      partition: partitionKey(WORKSPACE_MODEL, WORKSPACE_BY_ID, { workspace_id: workspaceId }),
      range: { beginsWith: `$${WORKSPACE_BY_ID.collection}` },
    })
    .options({ tagEntities: true, maxPages: Infinity, ...(options.consistent ? { consistent: true } : {}) })
    .send();
  // Each item comes tagged with its entity's name; callers get it untagged.
  const itemsOf = groupByEntity(Items);
  const stages = itemsOf(Stage).sort(byPosition);
  const labels = itemsOf(Label).sort(byLabelName);
  return { workspace: itemsOf(Workspace)[0] ?? null, stages, labels, members: itemsOf(WorkspaceMember) };
}

/** Labels sort by name, case-insensitively, then by id. */
export function byLabelName(a: LabelRecord, b: LabelRecord): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.label_id.localeCompare(b.label_id);
}

/**
 * The API shape of a workspace on the organization home (accounts spec §1 workspace cards); `counts` are
 * the caller's unread notifications and messages there (./workspace-counters.ts); `logo` the presigned
 * URLs of its logo (services/workspaces/present-workspace.ts signs them).
 */
export function toWorkspaceSummary(
  workspace: WorkspaceRecord,
  counts: WorkspaceCounts = NO_COUNTS,
  logo: WorkspaceLogo | null = null,
): WorkspaceSummary {
  return {
    id: workspace.workspace_id,
    organization_id: workspace.organization_id,
    name: workspace.name,
    updated_at: workspace.updated_at,
    unread_notifications_count: counts.unread_notifications_count,
    message_count: counts.message_count,
    content_group_pending_approval_count: workspace.pending_approval_count ?? 0,
    content_group_pending_revision_count: workspace.pending_revision_count ?? 0,
    total_size: Math.round(((workspace.storage_bytes ?? 0) / WORKSPACE_STORAGE_CAP_BYTES) * 1000) / 10,
    logo,
  };
}

/** Rename a workspace (accounts spec §7 `PUT /workspaces/{id}`). */
export async function renameWorkspace(workspaceId: string, name: string): Promise<WorkspaceRecord> {
  return patchItem(Workspace, { workspace_id: workspaceId, name });
}

/**
 * Point a workspace at new logo renditions (accounts spec §3 Workspace logo): table U `attribute_exists`,
 * SET logo_key. @returns the folder it pointed at before (to delete), read by the same write, or
 * undefined when the workspace is gone.
 */
export async function setWorkspaceLogo(workspaceId: string, folder: string): Promise<string | null | undefined> {
  try {
    const old: Partial<WorkspaceRecord> | undefined = await patchItem(
      Workspace,
      { workspace_id: workspaceId, logo_key: folder },
      { returnValues: 'UPDATED_OLD' },
    );
    return old?.logo_key ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Remove a workspace's logo (accounts spec §3 Workspace logo): table U `attribute_exists`, REMOVE logo_key.
 * @returns the folder it pointed at (to delete), read by the same write.
 */
export async function clearWorkspaceLogo(workspaceId: string): Promise<string | null> {
  try {
    const old: Partial<WorkspaceRecord> | undefined = await patchItem(
      Workspace,
      { workspace_id: workspaceId, logo_key: $remove() },
      { returnValues: 'UPDATED_OLD' },
    );
    return old?.logo_key ?? null;
  } catch (error) {
    // Deleted meanwhile: there is no logo left to remove.
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** A workspace's members (table: the `workspace_member` items of its partition). */
export async function listMembersOfWorkspace(workspaceId: string): Promise<WorkspaceMemberRecord[]> {
  return queryAll(
    WorkspaceMember,
    keyQuery(WORKSPACE_MEMBER_MODEL, WORKSPACE_MEMBER_BY_WORKSPACE, { workspace_id: workspaceId }),
  );
}

/**
 * Change a member's workspace role (accounts spec §7 `update_workspace_user_role`). `expected`, when
 * given, conditions the write on the role the caller's permission was checked against (issue 10). A role
 * without the live chat (`can_access_live_chat`: Spectator) also clears their unread chat count, in the
 * same transaction, so the organization home's Messages count holds nothing they cannot open (V32).
 * @returns false for a non-member, or when their role is no longer `expected` (nothing written then).
 */
export async function changeWorkspaceRole(
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  expected?: WorkspaceRole,
): Promise<boolean> {
  const losesChat = !hasWorkspacePermission(null, role, 'can_access_live_chat');
  const { canceled } = await runTransaction([
    patchTransaction(
      WorkspaceMember,
      { workspace_id: workspaceId, user_id: userId, role },
      expected ? { attr: 'role', eq: expected } : { attr: 'role', exists: true },
    ),
    ...(losesChat
      ? [updateTransaction(WorkspaceCounter, { user_id: userId, workspace_id: workspaceId, unread_chat_count: 0 })]
      : []),
  ]);
  return !canceled;
}

/**
 * Which cards a user's iCal feed lists (issue 28 "iCal feed"; accounts spec §6 roles; BRIEF §8 "a guest
 * never gets, by any route, … what a hidden stage holds"; decisions G13, G14).
 *
 * The workspaces are those the user can see now: every workspace they are a member of, and every workspace
 * of an organization they own or administer. In each, the open dated cards (not archived, binned, completed
 * or approved), only those the user takes part in unless the feed's scope is `all`. A guest (Approver,
 * Contributor) sees only cards of client-visible stages, so their stages are read to check.
 *
 * DynamoDB requests: 2 Q (the user's workspace and organization memberships) + 1 Q per administered
 * organization (its workspaces) + 1 BG (workspace names) + 1 Q per workspace (more pages only past 1 MB of
 * index items) + ⌈guest stages / 100⌉ BG. No Scan.
 */
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import type { OrganizationRole, WorkspaceRole } from '../../../../shared/permissions/roles';
import type { CalendarFeedScope } from '../../../../shared/schemas/calendar-feed';
import { getWorkspacesByIds, listOpenDatedCards, type FeedCardRecord } from '../../data/feed-cards';
import { listOrganizationMembershipsOfUser } from '../../data/organizations';
import { getStagesByKeys } from '../../data/stages';
import {
  listWorkspaceMembershipsOfUser,
  listWorkspacesOfOrganization,
  type WorkspaceRecord,
} from '../../data/workspaces';

/** A card of the feed with the workspace it lives in (for its link and description). */
export interface FeedCard {
  card: FeedCardRecord;
  workspace: WorkspaceRecord;
}

/** A workspace the user can see, with what decides which of its cards they can see. */
interface SeenWorkspace {
  workspaceId: string;
  /** Sees every stage (team roles, organization owners and admins), else only client-visible ones. */
  seesHiddenStages: boolean;
}

/** The workspaces `userId` can see now and whether they see hidden stages in each (3 + admin organizations requests). */
async function seenWorkspaces(userId: string): Promise<SeenWorkspace[]> {
  const [memberships, organizations] = await Promise.all([
    listWorkspaceMembershipsOfUser(userId),
    listOrganizationMembershipsOfUser(userId),
  ]);
  const organizationRoles = new Map<string, OrganizationRole>(organizations.map((m) => [m.organization_id, m.role]));
  const seen = new Map<string, SeenWorkspace>();
  const see = (workspaceId: string, organizationRole: OrganizationRole | null, workspaceRole: WorkspaceRole | null) =>
    seen.set(workspaceId, {
      workspaceId,
      seesHiddenStages: hasWorkspacePermission(organizationRole, workspaceRole, 'can_see_hidden_stages'),
    });
  for (const m of memberships) see(m.workspace_id, organizationRoles.get(m.organization_id) ?? null, m.role);
  // Owners and admins see every workspace of their organizations, members or not (accounts spec §6).
  const administered = organizations.filter((m) => m.role === 'owner' || m.role === 'admin');
  const orgWorkspaces = await Promise.all(administered.map((m) => listWorkspacesOfOrganization(m.organization_id)));
  administered.forEach((m, i) => {
    for (const w of orgWorkspaces[i]!) if (!seen.has(w.workspace_id)) see(w.workspace_id, m.role, null);
  });
  return [...seen.values()];
}

/**
 * The cards of `userId`'s feed: in the workspaces they can see, open and dated, of stages they can see, and
 * (scope `participating`) with them among the participants. Ordered by due date, then card id.
 */
export async function feedCardsOf(userId: string, scope: CalendarFeedScope): Promise<FeedCard[]> {
  const workspaces = await seenWorkspaces(userId);
  const participantId = scope === 'participating' ? userId : undefined;
  const [records, cardsPerWorkspace] = await Promise.all([
    getWorkspacesByIds(workspaces.map((w) => w.workspaceId)),
    Promise.all(workspaces.map((w) => listOpenDatedCards(w.workspaceId, participantId))),
  ]);
  const byId = new Map(records.map((w) => [w.workspace_id, w]));
  // Guests see only cards of client-visible stages: read those stages (1 BatchGet per 100 stages).
  const guestCards = workspaces.flatMap((w, i) => (w.seesHiddenStages ? [] : cardsPerWorkspace[i]!));
  const stageKeys = [
    ...new Map(
      guestCards.map((c) => [
        `${c.workspace_id}/${c.stage_id}`,
        { workspace_id: c.workspace_id, stage_id: c.stage_id },
      ]),
    ).values(),
  ];
  const visibleStages = new Set(
    (await getStagesByKeys(stageKeys)).filter((s) => s.visible_to_client).map((s) => `${s.workspace_id}/${s.stage_id}`),
  );
  const cards = workspaces.flatMap((w, i) => {
    const workspace = byId.get(w.workspaceId);
    if (!workspace) return [];
    return cardsPerWorkspace[i]!.filter(
      (c) => w.seesHiddenStages || visibleStages.has(`${c.workspace_id}/${c.stage_id}`),
    ).map((card) => ({ card, workspace }));
  });
  return cards.sort(
    (a, b) => a.card.due_date!.localeCompare(b.card.due_date!) || a.card.card_id.localeCompare(b.card.card_id),
  );
}

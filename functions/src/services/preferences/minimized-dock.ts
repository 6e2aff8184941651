/**
 * The minimized-card dock as the user may see it (cards spec §2 Minimized cards, §3, §7 Other; accounts
 * spec §2 dock; decisions K23). A card that is gone, binned, or in a workspace or stage the user can no
 * longer see is left out and its entry dropped, so the dock never shows what the user may not read.
 *
 * Reads for n entries (n ≤ 10) over w workspaces: one BatchGet of the cards, one of the workspaces and
 * one of the user's memberships in them, in parallel; then, only where needed, one GetItem per
 * organization for an owner or admin who is not a member, and one BatchGet of the cards' stages for
 * callers without `can_see_hidden_stages` (docs/data-model.md pattern 81).
 */
import type { MinimizedCard } from '../../../../shared/schemas/user-preferences';
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import type { OrganizationRole } from '../../../../shared/permissions/roles';
import { getOrganizationRole } from '../../data/organizations';
import { getCardsByKeys } from '../../data/cards';
import { getStagesByKeys } from '../../data/stages';
import { getWorkspacesWithMember } from '../../data/workspaces';
import { removeMinimizedCard, type MinimizedCardRecord } from '../../data/user-preferences';

const cardKey = (workspaceId: string, cardId: string) => `${workspaceId}/${cardId}`;

/**
 * The entries the user may still open, in the given order, as the API shows them; the others are
 * removed from the user's dock before returning.
 */
export async function presentDock(userId: string, entries: MinimizedCardRecord[]): Promise<MinimizedCard[]> {
  if (entries.length === 0) return [];
  const workspaceIds = [...new Set(entries.map((e) => e.workspace_id))];
  const [cards, workspaces] = await Promise.all([
    getCardsByKeys(entries.map((e) => ({ workspace_id: e.workspace_id, card_id: e.card_id }))),
    getWorkspacesWithMember(workspaceIds, userId),
  ]);
  const cardsByKey = new Map(cards.map((c) => [cardKey(c.workspace_id, c.card_id), c]));

  // Owners and admins of the organization see its workspaces without being members (accounts spec §6).
  const organizationIds = [
    ...new Set([...workspaces.values()].filter((w) => !w.role).map((w) => w.workspace.organization_id)),
  ];
  const organizationRoles = new Map<string, OrganizationRole | null>(
    await Promise.all(organizationIds.map(async (id) => [id, await getOrganizationRole(id, userId)] as const)),
  );
  /** The caller's roles in a workspace, or null when they may not open it at all. */
  const rolesIn = (workspaceId: string) => {
    const access = workspaces.get(workspaceId);
    if (!access) return null;
    const organizationRole = access.role ? null : (organizationRoles.get(access.workspace.organization_id) ?? null);
    if (!access.role && organizationRole !== 'owner' && organizationRole !== 'admin') return null;
    return { organizationRole, workspaceRole: access.role };
  };
  const seesHiddenStages = (workspaceId: string) => {
    const roles = rolesIn(workspaceId)!;
    return hasWorkspacePermission(roles.organizationRole, roles.workspaceRole, 'can_see_hidden_stages');
  };

  const openable = entries.filter((e) => {
    const card = cardsByKey.get(cardKey(e.workspace_id, e.card_id));
    return card && !card.deleted_at && rolesIn(e.workspace_id) !== null;
  });
  // Callers without can_see_hidden_stages see client-visible stages only (lib/auth/visibility.ts).
  const stageChecks = openable.filter((e) => !seesHiddenStages(e.workspace_id));
  const stages = await getStagesByKeys(
    stageChecks.map((e) => ({
      workspace_id: e.workspace_id,
      stage_id: cardsByKey.get(cardKey(e.workspace_id, e.card_id))!.stage_id,
    })),
  );
  const visibleStageIds = new Set(stages.filter((s) => s.visible_to_client).map((s) => s.stage_id));
  const hiddenFromCaller = new Set(
    stageChecks.filter((e) => !visibleStageIds.has(cardsByKey.get(cardKey(e.workspace_id, e.card_id))!.stage_id)),
  );

  const shown = openable.filter((e) => !hiddenFromCaller.has(e));
  const gone = entries.filter((e) => !shown.includes(e));
  await Promise.all(gone.map((e) => removeMinimizedCard(userId, e.card_id)));
  return shown.map((e) => {
    const card = cardsByKey.get(cardKey(e.workspace_id, e.card_id))!;
    const { workspace } = workspaces.get(e.workspace_id)!;
    return {
      id: card.card_id,
      content_group_id: card.card_id,
      content_group: { id: card.card_id, name: card.name, workspace_id: card.workspace_id },
      workspace: { id: workspace.workspace_id, name: workspace.name, organization_id: workspace.organization_id },
    };
  });
}

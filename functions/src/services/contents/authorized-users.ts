/**
 * Who may see a card's contents (cards spec §7 `GET …/authorized_users`; decisions U7): the workspace's
 * members who see the card's stage, each with whether they also see contents hidden from guests.
 * One Query of the workspace skeleton and one BatchGet of the members' profiles.
 */
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import { WORKSPACE_ROLE_LABELS } from '../../../../shared/permissions/roles';
import type { CardRecord } from '../../data/cards';
import { getUsers } from '../../data/users';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { fullName } from '../../lib/text/names';

/** The members who may open the card, by name: `{user_id, user_full_name, role_name, sees_hidden_contents}`. */
export async function contentAuthorizedUsers(card: CardRecord) {
  const skeleton = await loadWorkspaceSkeleton(card.workspace_id);
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const members = skeleton.members.filter(
    (m) => stage?.visible_to_client || hasWorkspacePermission(null, m.role, 'can_see_hidden_stages'),
  );
  const users = await getUsers(members.map((m) => m.user_id));
  return members
    .flatMap((m) => {
      const user = users.get(m.user_id);
      if (!user) return [];
      return [
        {
          user_id: m.user_id,
          user_full_name: fullName(user.first_name, user.last_name),
          role_name: WORKSPACE_ROLE_LABELS[m.role],
          sees_hidden_contents: hasWorkspacePermission(null, m.role, 'can_show'),
        },
      ];
    })
    .sort((a, b) => a.user_full_name.localeCompare(b.user_full_name, undefined, { sensitivity: 'base' }));
}

/**
 * The notices a card's move to another stage sends (issue 15 "every type the spec names (…, status
 * changes and approvals, …)"; accounts spec §2 filter chip Status; decisions N18): each participant of
 * the card other than the mover is told `Dana Demo moved "Poster" to Client Review` (category status,
 * the card in `resource_id`), written in the move's transaction. A guest participant is told only when
 * the destination is visible to the client; a stage they cannot see stays unnamed to them.
 */
import type { CardRecord } from '../../data/cards';
import { toNotificationRecord, type NotificationRecord } from '../../data/notifications';
import type { UserRecord } from '../../data/users';
import {
  listMembersOfWorkspace,
  type StageRecord,
  type WorkspaceMemberRecord,
  type WorkspaceRecord,
} from '../../data/workspaces';
import { isGuestRole } from '../../../../shared/permissions/roles';
import { fullName } from '../../lib/text/names';
import { noticeText } from '../../lib/i18n/notices';

/** At most this many notices ride in the move's transaction (2 items each); the move is what matters. */
export const MOVE_NOTICES_IN_TRANSACTION = 40;

/**
 * The notices of moving `card` to `destination` by `actor`. `members` are the workspace's members when
 * the caller already read them (the workspace skeleton); otherwise they are read here (1 Query), and
 * only for a card with other participants. An actor without a user record (an organization owner not
 * in the workspace) is "Someone".
 */
export async function moveNotices(
  workspace: WorkspaceRecord,
  actor: { user_id: string } & Partial<Pick<UserRecord, 'first_name' | 'last_name'>>,
  card: CardRecord,
  destination: StageRecord | null,
  members?: readonly WorkspaceMemberRecord[],
): Promise<NotificationRecord[]> {
  const participants = (card.assigned_user_ids ?? []).filter((id) => id !== actor.user_id);
  if (participants.length === 0 || !destination) return [];
  const roles = new Map(
    (members ?? (await listMembersOfWorkspace(workspace.workspace_id))).map((m) => [m.user_id, m.role]),
  );
  const actorName = fullName(actor.first_name, actor.last_name) || 'Someone';
  return participants
    .filter((id) => roles.has(id) && (!isGuestRole(roles.get(id)!) || destination.visible_to_client === true))
    .slice(0, MOVE_NOTICES_IN_TRANSACTION)
    .map((userId) =>
      toNotificationRecord({
        userId,
        type: 'others',
        category: 'status',
        ...noticeText('card.moved', { actor: actorName, card: card.name, stage: destination.name }),
        actorId: actor.user_id,
        workspaceId: workspace.workspace_id,
        workspaceName: workspace.name,
        organizationId: workspace.organization_id,
        resourceId: card.card_id,
      }),
    );
}

/**
 * The card a comment request acts on, and the caller's rights in its tabs (cards spec §6: "The internal
 * (team) tab is hidden from guests", `can_access_show_team_comment`, `can_access_team_comment`;
 * "Production cannot comment in the guest area", `can_access_guest_comment`; §8 'The content cannot be
 * found.'). Comment and approval routes authorize from the workspace skeleton (policy `skeleton`), so
 * the card's stage and the members come with it.
 */
import { COMMENT_MESSAGES, type CommentTab } from '../../../../shared/schemas/comments-limits';
import type { UnreadComments } from '../../../../shared/schemas/comments';
import type { Access } from '../access/authorize';
import { canSeeStage } from '../../lib/auth/visibility';
import { ForbiddenError, NotFoundError } from '../../lib/http/errors';
import type { CardRecord } from '../../data/cards';
import { readMarkersOf, type ReadCounts } from '../../data/comment-reads';
import { CARD_NOT_FOUND, cardOfRequest } from '../cards/card-access';
import type { CommentScene } from './post-comment';

/**
 * The card `cardId` of the workspace with the scene a post needs, when the caller may see it. On a route
 * that changes the card, the authorization step read it (out of the recycle bin: routes/binned-cards.ts)
 * and it is taken from `access.card`; otherwise one GetItem.
 * @throws NotFoundError 'The content cannot be found.'
 */
export async function commentSceneOf(
  access: Access,
  workspaceId: string,
  cardId: string,
  now: number,
): Promise<CommentScene> {
  const skeleton = access.skeleton!;
  const card = await cardOfRequest(workspaceId, cardId, access);
  const stage = card ? skeleton.stages.find((s) => s.stage_id === card.stage_id) : undefined;
  if (!card || !canSeeStage(stage ?? null, access)) throw new NotFoundError(CARD_NOT_FOUND);
  return {
    card,
    stage,
    workspace: (access.workspace ?? skeleton.workspace)!,
    members: skeleton.members,
    caller: access.user!,
    now,
  };
}

/** @throws ForbiddenError when the caller may not see the tab (the Team tab without `can_access_show_team_comment`). */
export function assertSeesTab(access: Access, tab: CommentTab): void {
  if (tab === 'team' && !access.can('can_access_show_team_comment'))
    throw new ForbiddenError(COMMENT_MESSAGES.teamTabDenied);
}

/** @throws ForbiddenError when the caller may not post in the tab (Team: `can_access_team_comment`; Guest: `can_access_guest_comment`). */
export function assertPostsIn(access: Access, tab: CommentTab): void {
  assertSeesTab(access, tab);
  if (tab === 'team' && !access.can('can_access_team_comment'))
    throw new ForbiddenError(COMMENT_MESSAGES.teamTabDenied);
  if (tab === 'guest' && !access.can('can_access_guest_comment'))
    throw new ForbiddenError(COMMENT_MESSAGES.guestTabDenied);
}

/**
 * The caller's unread comments on the card per tab (cards spec §3 `unread_comments`), from their read
 * markers (one BatchGet, or `known`: the markers already read, issue 27's popup read).
 */
export async function unreadCommentsOf(
  card: CardRecord,
  userId: string,
  access: Pick<Access, 'can'>,
  known?: ReadCounts,
): Promise<UnreadComments> {
  const read: ReadCounts = known ??
    (await readMarkersOf(userId, [card.card_id])).get(card.card_id) ?? { team: 0, guest: 0 };
  return {
    team: access.can('can_access_show_team_comment') ? Math.max(0, (card.comment_count_team ?? 0) - read.team) : 0,
    guest: Math.max(0, (card.comment_count_guest ?? 0) - read.guest),
  };
}

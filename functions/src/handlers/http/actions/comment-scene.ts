/**
 * The comment a request names, and the scene it is read in (cards spec §4 Comments, §5 Comment Edit and
 * Delete, §6 comment flags; issue 26 annotations): shared by the comment and annotation actions of the
 * comments domain (../comments.ts, ./annotations.ts).
 */
import { COMMENT_MESSAGES, withinEditWindow } from '../../../../../shared/schemas/comments-limits';
import { findComment, type CommentRecord } from '../../../data/comments';
import type { Access } from '../../../services/access/authorize';
import { requestNow } from '../../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/http/errors';
import type { ApiRequest } from '../../domain-handler';
import { assertPostsIn, commentSceneOf } from '../../../services/comments/comment-card';
import { anchorsVisible } from '../../../services/comments/annotations';
import type { CommentViewer } from '../../../services/comments/present-comments';
import type { CommentScene } from '../../../services/comments/post-comment';

/** The card, caller, members and clock of a comments request (the path's workspace and card). */
export const sceneOf = (request: ApiRequest) =>
  commentSceneOf(request.access, request.params.id!, request.params.cid!, requestNow(request.headers));

/** Who reads the comments, for presenting them. */
export const viewerOf = (scene: CommentScene): CommentViewer => ({
  userId: scene.caller.user_id,
  memberIds: new Set(scene.members.map((m) => m.user_id)),
});

/**
 * The comment the path names, in a tab the caller may see (a Team comment is unknown to the others).
 * @throws NotFoundError 'Comment not found'.
 */
export async function visibleComment(scene: CommentScene, access: Access, commentId: string): Promise<CommentRecord> {
  const comment = await findComment(scene.card.card_id, commentId);
  if (!comment || (comment.tab === 'team' && !access.can('can_access_show_team_comment')))
    throw new NotFoundError(COMMENT_MESSAGES.notFound);
  // An annotation on a content hidden from the caller is unknown to them (issue 26).
  if (!(await anchorsVisible(scene.card.card_id, access, [comment])).has(comment.comment_id))
    throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return comment;
}

/**
 * The comment the path names, when the caller may still change it: theirs, live, not an approval event,
 * within 5 minutes of its creation, in a tab they may post in (cards spec §5).
 * @throws NotFoundError; ForbiddenError 'Only the author…' / 'Available within 5 minutes'; ConflictError for a deleted one.
 */
export async function changeableComment(
  scene: CommentScene,
  access: Access,
  commentId: string,
): Promise<CommentRecord> {
  const comment = await visibleComment(scene, access, commentId);
  if (comment.user_id !== scene.caller.user_id) throw new ForbiddenError(COMMENT_MESSAGES.notAuthor);
  if (comment.deleted_at) throw new ConflictError(COMMENT_MESSAGES.deleted);
  if (comment.event_type) throw new ForbiddenError(COMMENT_MESSAGES.eventLocked);
  assertPostsIn(access, comment.tab);
  if (!withinEditWindow(comment.created_at, scene.now)) throw new ForbiddenError(COMMENT_MESSAGES.editWindow);
  return comment;
}

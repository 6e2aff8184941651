/**
 * `POST …/comments {comment: {description, internal, parent_id?, draft_comment_id?}}` (cards spec §4
 * "Draft flow: … then post the comment"; §5 Comments; §7; decisions R1, R3, R7): posts a comment or a
 * reply. The server consumes the tab's draft in the same write (its files carry over and it is cleared).
 * Answers the comment and the card's unread counts after it. With `anchor` the comment is an annotation
 * pinned on a content version (issue 26; BRIEF §8; decisions R40).
 */
import type * as z from '../../../../../shared/schemas/zod';
import type { CommentPostedSchema } from '../../../../../shared/schemas/comments';
import { isInternalTab, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import type { AnnotationAnchor } from '../../../../../shared/schemas/annotation-anchor';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

export type CommentPosted = z.infer<typeof CommentPostedSchema>;

export interface NewComment {
  tab: CommentTab;
  /** Editor HTML; the server sanitizes it. */
  description: string;
  /** The comment a reply answers (one level, decisions R7). */
  parentId: string | null;
  /** The tab's draft, whose attachments the comment takes. */
  draftId: string | null;
  /** Where an annotation is pinned (issue 26); absent for a plain comment or a reply. */
  anchor?: AnnotationAnchor;
}

/** Posts the comment. @throws ApiError with the server's message (e.g. 'You cannot comment in the Guest tab.'). */
export function postComment(scope: CommentsScope, comment: NewComment): Promise<CommentPosted> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/comments', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: {
        comment: {
          description: comment.description,
          internal: isInternalTab(comment.tab),
          parent_id: comment.parentId,
          draft_comment_id: comment.draftId,
          ...(comment.anchor ? { anchor: comment.anchor } : {}),
        },
      },
    }),
  );
}

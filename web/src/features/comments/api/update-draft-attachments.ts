/**
 * `PUT …/comments/update_draft_attachments {comment: {internal, attachments_attributes}}` (cards spec §4
 * "update the draft attachments"; decisions R5, R6): adds uploaded files (by their presigned `key`) to
 * the tab's draft, or removes attachments (`{id, _destroy: true}`). The server checks each file and the
 * limits ('You can only add a maximum of 20 images', '… 5 files').
 */
import type { DraftComment, NewAttachment } from '../../../../../shared/schemas/comments';
import { isInternalTab, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** One change: a new upload, or an attachment to remove. */
export type DraftAttachmentChange = NewAttachment | { id: string; _destroy: true };

/** Applies the changes; answers the draft as it now is. */
export function updateDraftAttachments(
  scope: CommentsScope,
  tab: CommentTab,
  changes: DraftAttachmentChange[],
): Promise<DraftComment> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/comments/update_draft_attachments', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { comment: { internal: isInternalTab(tab), attachments_attributes: changes } },
    }),
  );
}

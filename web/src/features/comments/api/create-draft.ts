/**
 * `POST …/comments/create_draft?active_tab {comment: {description}}` (cards spec §4 "Draft flow: create a
 * draft …"; §7; decisions R1): the caller's draft of the tab, created with the text typed so far, or the
 * existing one unchanged.
 */
import type { DraftComment } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Creates (or finds) the tab's draft. */
export function createDraft(scope: CommentsScope, tab: CommentTab, description: string): Promise<DraftComment> {
  return api.post<DraftComment>(`${commentsPath(scope)}/create_draft`, { comment: { description } }, { active_tab: tab });
}

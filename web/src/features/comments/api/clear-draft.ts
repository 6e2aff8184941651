/**
 * `DELETE …/comments/{draft id}/clear_draft?internal` (cards spec §4 "clear the draft"; §7; decisions
 * R1): drops the tab's draft and its files, e.g. when the composer is emptied.
 */
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Clears the draft `draftId` of `tab`. */
export function clearDraft(scope: CommentsScope, tab: CommentTab, draftId: string): Promise<{ id: string; internal: boolean }> {
  return api.delete<{ id: string; internal: boolean }>(`${commentsPath(scope)}/${encodeURIComponent(draftId)}/clear_draft`, { internal: tab === 'team' });
}

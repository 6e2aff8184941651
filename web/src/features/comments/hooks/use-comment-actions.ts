/**
 * What every list of comment items shares (cards spec §5 "Edit and Delete within 5 minutes", mentions;
 * issue 26 annotation threads; issue 30 "one way to build each thing"): the busy flag while a change
 * runs, Edit and Delete (a refusal shows the server's message as a toast and leaves the comment as it
 * was), the mentionable people (loaded on the first "@"), and the edit window's clock. Used by the
 * comment tabs and the proofing viewer's annotation threads.
 */
import { useCallback, useState } from 'react';
import type { Comment } from '../../../../../shared/schemas/comments';
import { withinEditWindow, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import type { CommentsScope } from '../api/comments-path';
import { deleteComment } from '../api/delete-comment';
import { useMentionableUsers } from '../api/get-mentionable-users';
import { updateComment, type CommentEdit } from '../api/update-comment';
import { useEditWindowClock } from './use-edit-window-clock';

/**
 * The actions of the comments of `scope` in `tab`.
 * @param applied gets the comment as the server returned it after an edit or delete (keep it stable: useCallback).
 * @param onDeleted runs after a delete was made (stable too).
 * @returns `itemProps` to spread on each `CommentItem`, and `withinWindow(comment)` for its Edit and Delete.
 */
export function useCommentActions(
  scope: CommentsScope,
  tab: CommentTab,
  applied: (comment: Comment) => void,
  onDeleted?: (comment: Comment) => void,
) {
  const [busy, setBusy] = useState(false);
  const [wantsPeople, setWantsPeople] = useState(false);
  const people = useMentionableUsers(scope, tab, wantsPeople);
  const now = useEditWindowClock();
  /** Run one change with the list busy. @returns whether it was made. */
  const change = useCallback(
    async (apply: () => Promise<Comment>): Promise<boolean> => {
      setBusy(true);
      try {
        applied(await apply());
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [applied],
  );
  const onEdit = useCallback(
    (comment: Comment, edit: CommentEdit) => change(() => updateComment(scope, comment.id, edit)),
    [change, scope],
  );
  const onDelete = useCallback(
    async (comment: Comment) => {
      const made = await change(() => deleteComment(scope, comment.id));
      if (made) onDeleted?.(comment);
      return made;
    },
    [change, scope, onDeleted],
  );
  const onMentionStart = useCallback(() => setWantsPeople(true), []);
  return {
    itemProps: { scope, busy, people: people.data ?? [], onMentionStart, onEdit, onDelete },
    withinWindow: (comment: Comment) => withinEditWindow(comment.created_at, now),
  };
}

/**
 * The contract between the card popup (features/card) and the comments feature, which do not import each
 * other (BRIEF §7 "The popup is a feature"): what the popup gives a comment tab's body through
 * `extensions.renderComments` (cards spec §2 Comments column, §3 `drafts`, `unread_comments`, §4 Comments
 * and drafts). The popup owns the tabs and their markers; the body reports changes of the draft and the
 * unread counts, which the popup writes into its card.
 */
import type { DraftComment, UnreadComments } from '../../../shared/schemas/comments';

/** A comment tab (cards spec §2 Comments column). */
export type CommentTab = 'team' | 'guest';

export interface CommentsSlotProps {
  tab: CommentTab;
  workspaceId: string;
  cardId: string;
  /** The card's own flags: commenting does not follow the title-editing read-only mode (guests comment; decisions R20). */
  permissions: Record<string, boolean>;
  /** The card is binned, or opened from the bin (cards spec §4 "Read-only when deleted_at is set, or when opened from the recycle bin"). */
  readOnly: boolean;
  /** The caller's draft of the tab (`drafts.internal_draft` for Team, `drafts.partner_draft` for Guest). */
  draft: DraftComment | null;
  /** The caller's unread comments in this tab as the card says (the stream's own count wins once loaded). */
  unread: number;
  /** The comment a highlighted-comment link names, or null. */
  highlightCommentId: string | null;
  onUnreadChanged: (unread: UnreadComments) => void;
  onDraftChanged: (draft: DraftComment | null) => void;
  /** The linked comment lives in the other tab. */
  onShowTab: (tab: CommentTab) => void;
  /** A comment was posted, edited or deleted: the board's counters may have changed. */
  onCommentsChanged: () => void;
}

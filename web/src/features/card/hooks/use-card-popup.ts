/**
 * What every part of the card popup shares (cards spec §2 Card popup, §6 flags): the card, where it
 * lives, the caller's flags and whether the popup is read-only. Parts read it instead of taking props,
 * so a new section is one component added to `components/card-popup-sections.tsx`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { DraftComment, UnreadComments } from '../../../../../shared/schemas/comments';

/** A comment tab (cards spec §2 Comments column). */
export type CommentTab = 'team' | 'guest';

/**
 * What the popup gives a comment tab's body (the comments feature; cards spec §2 Comments column, §3
 * `drafts`, `unread_comments`, §4 Comments and drafts). The popup owns the tabs and their markers; the
 * body reports changes of the draft and the unread counts, which the popup writes into its card.
 */
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
  unread: number;
  /** The comment a highlighted-comment link names, or null. */
  highlightCommentId: string | null;
  onUnreadChanged: (unread: UnreadComments) => void;
  onDraftChanged: (draft: DraftComment | null) => void;
  onShowTab: (tab: CommentTab) => void;
  onCommentsChanged: () => void;
}

/** A highlighted-comment link (cards spec §2 "…/comments/{comment_id}/{internal}-{card_id}"): the comment, and its tab when the link says. */
export interface CommentHighlight {
  commentId: string;
  tab: CommentTab | null;
}

/** What other features give the popup; the app composes them (features do not import each other). */
export interface CardPopupExtensions {
  /** The label dialog's new and edit modes (the labels feature's manager). */
  renderLabelManager?: (props: { workspaceId: string; onChanged: () => void }) => ReactNode;
  /** The contents area's gallery and uploads (the contents feature); replaces the placeholder. */
  renderContents?: (props: {
    workspaceId: string;
    cardId: string;
    readOnly: boolean;
    /** The popup's `can` (editing flags off while read-only). */
    can: (flag: string) => boolean;
    /** A content write may have changed the card's `preview` or the workspace's storage: refresh them. */
    onContentsChanged: () => void;
  }) => ReactNode;
  /** The checklist section and its 'See List' button (the checklists feature). */
  renderChecklists?: (props: {
    workspaceId: string;
    cardId: string;
    readOnly: boolean;
    flags: { can_create: boolean; can_update: boolean; can_destroy: boolean };
    onSubtasksChanged: () => void;
  }) => ReactNode;
  /** A comment tab's body (the comments feature). */
  renderComments?: (props: CommentsSlotProps) => ReactNode;
  /** The comment a highlighted-comment link names: its tab opens first and the comment is marked. */
  commentHighlight?: CommentHighlight | null;
}

export interface CardPopupContextValue {
  organizationId: string;
  workspaceId: string;
  card: CardDetail;
  /** Whether the caller holds a card flag (cards spec §6); always false for edits while read-only. */
  can: (flag: string) => boolean;
  /** Without can_access_edit_title (cards spec §6 "read-only otherwise"), or a deleted card (§4). */
  readOnly: boolean;
  /** The card is binned or opened from the bin (cards spec §4 Card states): read-only for everyone, whatever their flags. */
  frozen: boolean;
  /** Tells the workspace views a write changed the card (the app refreshes the board, list and calendar). */
  onCardChanged: () => void;
  /** Closes the popup, back to the previous URL (cards spec §2). */
  close: () => void;
  extensions: CardPopupExtensions;
}

export const CardPopupContext = createContext<CardPopupContextValue | null>(null);

/** The popup's shared state; only inside the popup. */
export function useCardPopup(): CardPopupContextValue {
  const value = useContext(CardPopupContext);
  if (!value) throw new Error('useCardPopup is only available inside the card popup');
  return value;
}

/** Flags that only view (they stay true in read-only mode). */
const VIEW_FLAGS = new Set(['view', 'can_access_show_content_details', 'can_access_show_team_comment', 'can_access_content_download', 'can_show']);

/**
 * The `can` of a popup: the card's flags, with every editing flag off while read-only
 * (cards spec §6 "Read-only mode disables all edits").
 */
export function cardAbilities(permissions: Record<string, boolean>, readOnly: boolean): (flag: string) => boolean {
  return (flag) => permissions[flag] === true && (!readOnly || VIEW_FLAGS.has(flag));
}

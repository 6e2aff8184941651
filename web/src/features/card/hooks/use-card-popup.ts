/**
 * What every part of the card popup shares (cards spec §2 Card popup, §6 flags): the card, where it
 * lives, the caller's flags and whether the popup is read-only. Parts read it instead of taking props,
 * so a new section is one component added to `components/card-popup-sections.tsx`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CardDetail } from '../../../../../shared/schemas/card';

export type { CommentTab, CommentsSlotProps } from '../../../lib/comments-slot';
import type { CommentTab, CommentsSlotProps } from '../../../lib/comments-slot';

/** A highlighted-comment link (cards spec §2 "…/comments/{comment_id}/{internal}-{card_id}"): the comment, and its tab when the link says. */
export interface CommentHighlight {
  commentId: string;
  tab: CommentTab | null;
}
import type { CardStage } from '../../../../../shared/schemas/approvals';
import type { TimerState } from '../../../../../shared/schemas/time-tracking';

/** What other features give the popup; the app composes them (features do not import each other). */
export interface CardPopupExtensions {
  /** The label dialog's new and edit modes (the labels feature's manager). */
  renderLabelManager?: (props: { workspaceId: string; onChanged: () => void }) => ReactNode;
  /** Starts loading the manager's code (the label dialog calls it when it opens; issue 39, decisions UJ3). */
  preloadLabelManager?: () => void;
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
  /**
   * The approval bar (the approvals feature; cards spec §4 Approval flow): the stage's buttons for the
   * caller. `onApprovalChanged` hands back the stage and counts an action answered, which the popup keeps.
   */
  renderApprovals?: (props: {
    workspaceId: string;
    cardId: string;
    cardName: string;
    stage: CardStage;
    /** Whether the caller may add a note to the actions (`stage.note_allowed`: the note is posted in the Guest tab; decisions R32, R48). */
    canNote: boolean;
    onApprovalChanged: (result: { stage: CardStage; revision_count: number }) => void;
    /** Reload the card (after 'The approval changed meanwhile. Please reload the card.'). */
    reloadCard: () => void;
  }) => ReactNode;
  /**
   * The card's reviewers by link (the approvals feature; issue 37): listed, invited, resent and revoked.
   * Shown only to callers with the card flag `can_access_submit_approval`, on a card out of the bin.
   */
  renderReviewers?: (props: { workspaceId: string; cardId: string; cardName: string }) => ReactNode;
  /**
   * The timer control (the time-tracking feature; cards spec §4 Time tracking): Start/Stop and the
   * caller's stopwatch, in stages with `enable_timestamp`, for callers who may track (decisions R14).
   */
  renderTimeTracking?: (props: {
    workspaceId: string;
    cardId: string;
    timer: TimerState;
    onTimerChanged: (state: TimerState) => void;
  }) => ReactNode;
}

export interface CardPopupContextValue {
  organizationId: string;
  workspaceId: string;
  /** The workspace's name when the page knows it (the invalid-stage popup, cards spec §8). */
  workspaceName?: string;
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
const VIEW_FLAGS = new Set([
  'view',
  'can_access_show_content_details',
  'can_access_show_team_comment',
  'can_access_content_download',
  'can_show',
]);

/**
 * The `can` of a popup: the card's flags, with every editing flag off while read-only
 * (cards spec §6 "Read-only mode disables all edits").
 */
export function cardAbilities(permissions: Record<string, boolean>, readOnly: boolean): (flag: string) => boolean {
  return (flag) => permissions[flag] === true && (!readOnly || VIEW_FLAGS.has(flag));
}

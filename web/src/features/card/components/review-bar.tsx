/**
 * The strip under the popup header where the review parts sit (cards spec §4 Approval flow and Time
 * tracking; docs/decisions.md R30, R33): the approvals feature's bar and the time-tracking feature's
 * timer control, given by the app as `renderApprovals` and `renderTimeTracking`. This part decides
 * when they show and keeps what their calls answer in the popup's cached card:
 * - the approval bar whenever the stage lists actions for the caller (it renders nothing without);
 * - the timer in stages with `enable_timestamp` (or while the caller's own timer runs on the card), for
 *   callers with `can_access_content` (team roles but Spectator; decisions R14), never on a binned card.
 * - the Reviewers part (issue 37) for callers who may submit (`showsReviewers`), under the two.
 * The strip collapses when all are empty (CSS `:empty`).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { TimerState } from '../../../../../shared/schemas/time-tracking';
import type { CardStage } from '../../../../../shared/schemas/approvals';
import { getCardQueryOptions } from '../api/get-card';
import { useCardPopup } from '../hooks/use-card-popup';

/**
 * Whether the caller gets the timer control on `card` (decisions R14): in a time-tracking stage, or
 * while their own timer runs on it (so it can always be stopped, even if the stage stopped tracking).
 */
export function showsTimer(
  card: Pick<CardDetail, 'stage' | 'permissions' | 'deleted_at' | 'is_tracked_by_current_user'>,
): boolean {
  return (
    (card.stage.enable_timestamp || card.is_tracked_by_current_user) &&
    card.permissions.can_access_content === true &&
    card.deleted_at === null
  );
}

/**
 * Whether the caller gets the card's Reviewers part (issue 37; decisions IR1): the flag the reviewers API
 * asks for, `can_access_submit_approval` (so Approvers and other guests never), on a card out of the bin.
 */
export function showsReviewers(card: Pick<CardDetail, 'permissions' | 'deleted_at'>): boolean {
  return card.permissions.can_access_submit_approval === true && card.deleted_at === null;
}

/** The strip. */
export function ReviewBar() {
  const { workspaceId, card, extensions, onCardChanged } = useCardPopup();
  const queryClient = useQueryClient();
  const { queryKey } = getCardQueryOptions(workspaceId, card.id);
  const patch = (change: (cached: CardDetail) => CardDetail) =>
    queryClient.setQueryData<CardDetail>(queryKey, (cached) => cached && change(cached));

  const onApprovalChanged = (result: { stage: CardStage; revision_count: number }) => {
    patch((cached) => ({
      ...cached,
      stage: result.stage,
      revision_count: result.revision_count,
      approval: { status: result.stage.status, revisions: result.stage.revisions, badge: result.stage.badge },
    }));
    // The board, list and workspace counts; and anything kept under the card (its comment stream).
    onCardChanged();
    void queryClient.invalidateQueries({ queryKey });
  };
  const onTimerChanged = (state: TimerState) => {
    patch((cached) => ({ ...cached, ...state }));
    onCardChanged();
  };

  const timer: TimerState = {
    timestamp_info: card.timestamp_info,
    total_timestamp_info: card.total_timestamp_info,
    is_tracked_by_current_user: card.is_tracked_by_current_user,
  };
  return (
    <div className="gl-card-popup__review">
      {card.deleted_at === null && extensions.renderApprovals
        ? extensions.renderApprovals({
            workspaceId,
            cardId: card.id,
            cardName: card.name,
            stage: card.stage,
            // The server's own rule for notes on these actions (decisions R48), so the dialog never offers one it refuses.
            canNote: card.stage.note_allowed,
            onApprovalChanged,
            reloadCard: () => void queryClient.invalidateQueries({ queryKey }),
          })
        : null}
      {showsTimer(card) && extensions.renderTimeTracking
        ? extensions.renderTimeTracking({ workspaceId, cardId: card.id, timer, onTimerChanged })
        : null}
      {showsReviewers(card) && extensions.renderReviewers
        ? extensions.renderReviewers({ workspaceId, cardId: card.id, cardName: card.name })
        : null}
    </div>
  );
}

/**
 * The approval bar of the card popup (cards spec §4 Approval flow; §6 flags `can_access_submit_approval`,
 * `can_access_accept_revision`, `can_access_reject_revision`, `can_access_accept_request_revision`; §7
 * Approval): exactly the buttons the server lists in `stage.actions` for the caller
 * (shared `approvalActionsFor`, decisions R11), in the spec's labels — Submit, Void Submission, Approve,
 * Reject (request revision), Accept Request, Reject Request — beside the approval's state in words.
 * A caller who may take no action sees no bar (cards spec §6: hidden, not disabled); the badge in the
 * popup header still shows the state. Each button opens its dialog (./approval-dialog.tsx).
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { ApprovalResult, CardStage } from '../../../../../shared/schemas/approvals';
import type { ApprovalAction } from '../../../../../shared/schemas/approvals-limits';
import { toast } from '../../../components/ui/toast/toast-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ACTION_LABEL_KEYS, ACTION_DONE_KEYS, approvalStateKey, deadlineDayText } from '../utils/approval-text';
import { useApprovalAction } from '../api/take-approval-action';
import { ApprovalDialog } from './approval-dialog';
import { ReviewerPicker } from './reviewer-picker';
import { DeadlineField, browserTimeZone, initialDeadlineDay } from './deadline-field';
import { RoundSummary } from './round-summary';
import { SubmitLinkReviewers } from './submit-link-reviewers';
import './approvals.css';
import '../english-messages';

/** Buttons that move the card forward are primary; the others (withdraw, refuse) are outlined in red. */
const FORWARD = new Set<ApprovalAction>(['submit', 'approve', 'accept_request']);

export interface ApprovalBarProps {
  workspaceId: string;
  cardId: string;
  cardName: string;
  stage: CardStage;
  /** Whether the caller may add a note to the actions: the card's `stage.note_allowed` (decisions R32, R48). */
  canNote: boolean;
  onApprovalChanged: (result: ApprovalResult) => void;
  reloadCard: () => void;
}

/** The bar; nothing without an action for the caller. */
export function ApprovalBar({
  workspaceId,
  cardId,
  cardName,
  stage,
  canNote,
  onApprovalChanged,
  reloadCard,
}: ApprovalBarProps) {
  const { t } = useTranslation('approvals');
  const [open, setOpen] = useState<ApprovalAction | null>(null);
  // The Submit dialog's checked reviewers; null until their list loads (issue 37).
  const [reviewerIds, setReviewerIds] = useState<string[] | null>(null);
  // The Submit dialog's deadline day (issue 38).
  const [deadlineDay, setDeadlineDay] = useState('');
  const mutation = useApprovalAction(workspaceId, cardId, (result, action) => {
    setOpen(null);
    onApprovalChanged(result);
    toast.success(t(ACTION_DONE_KEYS[action]));
  });
  if (stage.actions.length === 0) return null;

  const choose = (action: ApprovalAction) => {
    mutation.reset();
    setReviewerIds(null);
    setDeadlineDay(initialDeadlineDay());
    setOpen(action);
  };
  return (
    <section className="gl-approval-bar" aria-label={t('bar.label', { card: cardName })} data-testid="approval-bar">
      <span className="gl-approval-bar__state">
        {t(approvalStateKey(stage.status, stage.revisions))}
        {stage.review_deadline ? (
          // Issue 38: the pending submission's deadline, in the viewer's zone.
          <span data-testid="approval-deadline-text">
            {' · '}
            {t('bar.decideBy', { date: deadlineDayText(new Date(stage.review_deadline)) })}
          </span>
        ) : null}
      </span>
      <RoundSummary workspaceId={workspaceId} cardId={cardId} version={`${stage.status}-${stage.round ?? 0}`} />
      <span className="gl-approval-bar__actions">
        {stage.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variation={FORWARD.has(action) ? 'primary' : undefined}
            className={FORWARD.has(action) ? undefined : 'gl-approval-bar__refuse'}
            onClick={() => choose(action)}
          >
            {t(ACTION_LABEL_KEYS[action])}
          </Button>
        ))}
      </span>
      {open ? (
        <ApprovalDialog
          action={open}
          canNote={canNote}
          isPending={mutation.isPending}
          error={mutation.error}
          onConfirm={(description) =>
            mutation.mutate({
              action: open,
              stageId: stage.id,
              description,
              reviewerIds: reviewerIds ?? undefined,
              ...(open === 'submit'
                ? { deadline: { review_deadline: deadlineDay, time_zone: browserTimeZone() } }
                : {}),
            })
          }
          onCancel={() => setOpen(null)}
          onReload={() => {
            setOpen(null);
            reloadCard();
          }}
          footer={open === 'submit' ? <SubmitLinkReviewers workspaceId={workspaceId} cardId={cardId} /> : null}
        >
          {open === 'submit' ? (
            <>
              <ReviewerPicker
                workspaceId={workspaceId}
                cardId={cardId}
                selected={reviewerIds}
                onChange={setReviewerIds}
              />
              <DeadlineField value={deadlineDay} onChange={setDeadlineDay} />
            </>
          ) : null}
        </ApprovalDialog>
      ) : null}
    </section>
  );
}

/**
 * Deciding inside the proofing viewer (issue 37 "Approvers signed in to Greenlight also get Approve and
 * Request changes in the proofing viewer's toolbar when the card awaits their decision"): the two
 * decisions of the card's `stage.actions` the caller may take now (`approve`, and `request_revision`,
 * labelled "Request changes" here and "Reject" in the popup's bar; decisions VW1), each through the
 * approval bar's own dialog and mutation, so every decision is the spec's approval event with its
 * comment, badge and counters (cards spec §4 Approval flow). Nothing at all when the caller may take
 * neither (hidden, not disabled; cards spec §6). The app gives it to the viewer (web/src/app/proofing-host.tsx).
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { ApprovalResult, CardStage } from '../../../../../shared/schemas/approvals';
import type { ApprovalAction } from '../../../../../shared/schemas/approvals-limits';
import { toast } from '../../../components/ui/toast/toast-store';
import { useApprovalAction } from '../api/take-approval-action';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ACTION_DONE_KEYS } from '../utils/approval-text';
import '../english-messages';
import { ApprovalDialog } from './approval-dialog';

/** The decisions offered in the viewer, in order, with their names there (keys of the `approvals` catalogue). */
export const VIEWER_DECISIONS: ReadonlyArray<{ action: ApprovalAction; label: string }> = [
  { action: 'approve', label: 'action.approve' },
  { action: 'request_revision', label: 'viewer.requestChanges' },
];

export interface ViewerDecisionProps {
  workspaceId: string;
  cardId: string;
  stage: CardStage;
  /** The card's `stage.note_allowed` (decisions R48). */
  canNote: boolean;
  onApprovalChanged: (result: ApprovalResult) => void;
  reloadCard: () => void;
}

/** The decisions the caller may take now, or nothing. */
export function ViewerDecision({
  workspaceId,
  cardId,
  stage,
  canNote,
  onApprovalChanged,
  reloadCard,
}: ViewerDecisionProps) {
  const { t } = useTranslation('approvals');
  const [open, setOpen] = useState<ApprovalAction | null>(null);
  const mutation = useApprovalAction(workspaceId, cardId, (result, action) => {
    setOpen(null);
    onApprovalChanged(result);
    toast.success(t(ACTION_DONE_KEYS[action]));
  });
  const offered = VIEWER_DECISIONS.filter((d) => stage.actions.includes(d.action));
  if (offered.length === 0 && !open) return null;
  const labelKey = VIEWER_DECISIONS.find((d) => d.action === open)?.label;
  return (
    <div className="gl-proof-bar__group gl-proof-bar__decide" role="group" aria-label={t('viewer.group')}>
      {offered.map((d) => (
        <Button
          key={d.action}
          size="small"
          variation={d.action === 'approve' ? 'primary' : undefined}
          className={d.action === 'approve' ? 'gl-proof-bar__approve' : 'gl-proof-bar__refuse'}
          onClick={() => {
            mutation.reset();
            setOpen(d.action);
          }}
        >
          {t(d.label)}
        </Button>
      ))}
      {open ? (
        <ApprovalDialog
          action={open}
          label={labelKey ? t(labelKey) : undefined}
          canNote={canNote}
          isPending={mutation.isPending}
          error={mutation.error}
          onConfirm={(description) => mutation.mutate({ action: open, stageId: stage.id, description })}
          onCancel={() => setOpen(null)}
          onReload={() => {
            setOpen(null);
            reloadCard();
          }}
        />
      ) : null}
    </div>
  );
}

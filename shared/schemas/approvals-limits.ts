/**
 * The approval flow's states, actions, badges and messages (cards spec §4 Approval flow, §6 flags
 * `can_access_submit_approval`, `can_access_accept_revision`, `can_access_reject_revision`,
 * `can_access_accept_request_revision`, §7 Approval). Zod-free and pure, so the server decides who may
 * do what with the same function the web app uses to show exactly those buttons (decisions R10, R11).
 */

/**
 * The state of a card's approval in its current stage (cards spec §3 Card `stage.status`):
 * - `none`: not submitted (never, or voided, or a revision request was accepted: the team reworks it);
 * - `pending`: submitted, waiting for the client (badge Sent, or Revision once revisions exist);
 * - `approved`: approved by the client (badge Approved, or Revision once revisions exist);
 * - `revision_requested`: the client asked for a revision (badge Revision); the team accepts or rejects the request.
 */
export const APPROVAL_STATUSES = ['none', 'pending', 'approved', 'revision_requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The six actions (cards spec §4; §7 paths in the route table). */
export const APPROVAL_ACTIONS = [
  'submit',
  'void',
  'approve',
  'request_revision',
  'accept_request',
  'reject_request',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The comment event each action posts (cards spec §3 Event types). */
export const APPROVAL_ACTION_EVENTS = {
  submit: 'submit_for_approval',
  void: 'void_submission',
  approve: 'approve',
  request_revision: 'request_revision',
  accept_request: 'accept_request',
  reject_request: 'reject_request',
} as const satisfies Record<ApprovalAction, string>;

/** Button labels (cards spec §4: Submit, Void Submission, Approve, Request Revisions "shown as Reject", Accept Request, Reject Request). */
export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  submit: 'Submit',
  void: 'Void Submission',
  approve: 'Approve',
  request_revision: 'Reject',
  accept_request: 'Accept Request',
  reject_request: 'Reject Request',
};

/** The state each action requires, and the state it leaves (decisions R10). */
export const APPROVAL_TRANSITIONS: Record<ApprovalAction, { from: readonly ApprovalStatus[]; to: ApprovalStatus }> = {
  submit: { from: ['none'], to: 'pending' },
  void: { from: ['pending'], to: 'none' },
  approve: { from: ['pending'], to: 'approved' },
  request_revision: { from: ['pending'], to: 'revision_requested' },
  accept_request: { from: ['revision_requested'], to: 'none' },
  reject_request: { from: ['revision_requested'], to: 'pending' },
};

/** The card flag each action needs (cards spec §6). Void also needs to be the submitter, or hold `can_access_approval_request` (decisions R11). */
export const APPROVAL_ACTION_FLAGS: Record<ApprovalAction, string> = {
  submit: 'can_access_submit_approval',
  void: 'can_access_submit_approval',
  approve: 'can_access_accept_revision',
  request_revision: 'can_access_reject_revision',
  accept_request: 'can_access_accept_request_revision',
  reject_request: 'can_access_accept_request_revision',
};

/** What decides the buttons: the stage's approval state and the caller. */
export interface ApprovalView {
  /** Whether the card's current stage has `require_approval_from_client`. */
  requiresApproval: boolean;
  status: ApprovalStatus;
  /** Whether the caller submitted the pending submission. */
  callerIsSubmitter: boolean;
  /** Whether the card is read-only (in the recycle bin). */
  readOnly: boolean;
  /** The caller's card flags (cards spec §6). */
  can: (flag: string) => boolean;
}

/** Whether the caller may take `action` now (server check and button visibility alike). */
export function mayTakeApprovalAction(action: ApprovalAction, view: ApprovalView): boolean {
  if (view.readOnly) return false;
  if (!APPROVAL_TRANSITIONS[action].from.includes(view.status)) return false;
  if (action === 'submit' && !view.requiresApproval) return false;
  if (!view.can(APPROVAL_ACTION_FLAGS[action])) return false;
  if (action === 'void' && !view.callerIsSubmitter && !view.can('can_access_approval_request')) return false;
  return true;
}

/**
 * The flag a note on an approval action needs. "Each action carries a comment payload" (cards spec §4),
 * posted in the Guest tab, and "Production cannot comment in the guest area" (§6): the note's text or
 * files need what any Guest comment needs (decisions R9, R32, R48).
 */
export const APPROVAL_NOTE_FLAG = 'can_access_guest_comment';

/**
 * Whether the caller may send a note (text or files) with the approval actions it is offered. A caller
 * offered an action may always take it without one (its comment is then empty), so every button works:
 * Production submits, with no note field (issue 25; decisions R48). The server refuses a note exactly
 * when this is false, and the card's `stage.note_allowed`, which the dialog follows, is this value.
 */
export function mayWriteApprovalNote(can: (flag: string) => boolean): boolean {
  return can(APPROVAL_NOTE_FLAG);
}

/** The actions the caller may take now, in button order (cards spec §4). */
export function approvalActionsFor(view: ApprovalView): ApprovalAction[] {
  return APPROVAL_ACTIONS.filter((action) => mayTakeApprovalAction(action, view));
}

/** The card badge (cards spec §4 "Card badges: Approved (approved with no revisions), Sent (submitted with no revisions), Revision (revisions exist)"). */
export type ApprovalBadge = 'Approved' | 'Sent' | 'Revision';
export function approvalBadge(status: ApprovalStatus, revisions: number): ApprovalBadge | null {
  // "Revision (revisions exist)": also between an accepted request and the next submission (issue 30 item 4).
  if (revisions > 0) return 'Revision';
  if (status === 'approved') return 'Approved';
  if (status === 'pending') return 'Sent';
  if (status === 'revision_requested') return 'Revision';
  return null;
}

export const APPROVAL_MESSAGES = {
  notRequired: 'This stage does not require approval from the client.',
  /** A lost race or an action that does not fit the state: nothing changed (decisions R12). */
  wrongState: 'The approval changed meanwhile. Please reload the card.',
  notSubmitter: 'Only the submitter can void this submission.',
  notAllowed: 'You are not allowed to do this.',
  wrongStage: 'The card is not in this stage any more.',
  voidOnlyPending: 'A submission can only be voided while it is pending.',
} as const;

/**
 * The six approval calls (cards spec §7 Approval, under `/api/v1/workspaces/{id}/content_groups/{cid}/`):
 * - submit: `POST approved_content_group_stages?stage_id={sid}`;
 * - approve: `PUT approved_content_group_stages/{sid}`;
 * - void: `POST approved_content_group_stages/{sid}/void_submit`;
 * - request revision (the button "Reject"): `POST …/{sid}/request_revision`;
 * - accept the request: `POST …/{sid}/accept_revision`; reject the request: `POST …/{sid}/reject_revision`.
 * `{sid}` is the card's current stage id (decisions R10). Each posts its comment `{description}` (HTML,
 * may be empty) and answers `ApprovalResult`: the stage's new state, the event comment, `revision_count`
 * and the caller's unread counts. A lost race answers 409 'The approval changed meanwhile. Please reload
 * the card.' (decisions R12).
 */
import { useMutation } from '@tanstack/react-query';
import type { ApprovalResult } from '../../../../../shared/schemas/approvals';
import type { ApprovalAction } from '../../../../../shared/schemas/approvals-limits';
import { api } from '../../../lib/api-client';

/** Where one action goes: method and path under the card. */
function route(action: ApprovalAction, stageId: string): { method: 'POST' | 'PUT'; path: string; query?: Record<string, string> } {
  const base = 'approved_content_group_stages';
  switch (action) {
    case 'submit':
      return { method: 'POST', path: base, query: { stage_id: stageId } };
    case 'approve':
      return { method: 'PUT', path: `${base}/${stageId}` };
    case 'void':
      return { method: 'POST', path: `${base}/${stageId}/void_submit` };
    case 'request_revision':
      return { method: 'POST', path: `${base}/${stageId}/request_revision` };
    case 'accept_request':
      return { method: 'POST', path: `${base}/${stageId}/accept_revision` };
    case 'reject_request':
      return { method: 'POST', path: `${base}/${stageId}/reject_revision` };
  }
}

/**
 * Takes `action` on the card in stage `stageId` with the comment `description` (sanitized HTML on the
 * server). A submission asks `reviewerIds` (issue 37); left out, the server asks every Approver.
 */
export function takeApprovalAction(
  workspaceId: string,
  cardId: string,
  stageId: string,
  action: ApprovalAction,
  description: string,
  reviewerIds?: readonly string[],
): Promise<ApprovalResult> {
  const { method, path, query } = route(action, stageId);
  const url = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/${path}`;
  const body = { comment: { description }, ...(action === 'submit' && reviewerIds ? { reviewer_ids: reviewerIds } : {}) };
  return method === 'PUT' ? api.put<ApprovalResult>(url, body, query) : api.post<ApprovalResult>(url, body, query);
}

/** The mutation of the approval bar; the dialog shows refusals itself (no toast). */
export function useApprovalAction(workspaceId: string, cardId: string, onDone: (result: ApprovalResult, action: ApprovalAction) => void) {
  return useMutation({
    mutationFn: ({ action, stageId, description, reviewerIds }: { action: ApprovalAction; stageId: string; description: string; reviewerIds?: readonly string[] }) =>
      takeApprovalAction(workspaceId, cardId, stageId, action, description, reviewerIds),
    meta: { errorToast: false },
    onSuccess: (result, { action }) => onDone(result, action),
  });
}

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
import { apiClient, unwrap } from '../../../lib/api-client';

/** A submission's deadline (issue 38): the last day to decide, `yyyy-mm-dd` in the submitter's zone. */
export interface SubmitDeadline {
  review_deadline: string;
  time_zone: string;
}

/**
 * Takes `action` on the card in stage `stageId` with the comment `description` (sanitized HTML on the
 * server). A submission asks `reviewerIds` (issue 37); left out, the server asks every Approver. It sets
 * `deadline` (issue 38); left out, the server's default (2 working days).
 */
export function takeApprovalAction(
  workspaceId: string,
  cardId: string,
  stageId: string,
  action: ApprovalAction,
  description: string,
  reviewerIds?: readonly string[],
  deadline?: SubmitDeadline,
): Promise<ApprovalResult> {
  const body = { comment: { description } };
  const card = { id: workspaceId, cid: cardId };
  const params = { path: { ...card, sid: stageId } };
  switch (action) {
    case 'submit':
      return unwrap(
        apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages', {
          params: { path: card, query: { stage_id: stageId } },
          body: { ...body, ...(reviewerIds ? { reviewer_ids: [...reviewerIds] } : {}), ...deadline },
        }),
      );
    case 'approve':
      return unwrap(
        apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}', {
          params,
          body,
        }),
      );
    case 'void':
      return unwrap(
        apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/void_submit', {
          params,
          body,
        }),
      );
    case 'request_revision':
      return unwrap(
        apiClient.POST(
          '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/request_revision',
          { params, body },
        ),
      );
    case 'accept_request':
      return unwrap(
        apiClient.POST(
          '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/accept_revision',
          { params, body },
        ),
      );
    case 'reject_request':
      return unwrap(
        apiClient.POST(
          '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/reject_revision',
          { params, body },
        ),
      );
  }
}

/** The mutation of the approval bar; the dialog shows refusals itself (no toast). */
export function useApprovalAction(
  workspaceId: string,
  cardId: string,
  onDone: (result: ApprovalResult, action: ApprovalAction) => void,
) {
  return useMutation({
    mutationFn: ({
      action,
      stageId,
      description,
      reviewerIds,
      deadline,
    }: {
      action: ApprovalAction;
      stageId: string;
      description: string;
      reviewerIds?: readonly string[];
      deadline?: SubmitDeadline;
    }) => takeApprovalAction(workspaceId, cardId, stageId, action, description, reviewerIds, deadline),
    meta: { errorToast: false },
    onSuccess: (result, { action }) => onDone(result, action),
  });
}

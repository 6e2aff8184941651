/**
 * Overdue reviews (issue 38 "The dashboard and the organization's workspace cards count overdue reviews";
 * decisions DL5): a card whose submission still waits on the client past its review deadline. Read from the
 * organization's approval wait marks (pattern 178: one Query, whatever the number of workspaces); as in the
 * analytics (G8), a mark that outlived a card binned, archived or moved meanwhile is checked against the card
 * item (one BatchGet per 100 overdue marks). A submission made before deadlines existed is never overdue.
 */
import { getCardsByKeys } from '../../data/cards';
import { listApprovalWaits } from '../../data/report-items';

/** Overdue reviews per workspace id of the organization as of `now` (epoch ms); absent means 0. */
export async function overdueReviewsByWorkspace(organizationId: string, now: number): Promise<Map<string, number>> {
  const overdue = (await listApprovalWaits(organizationId)).filter(
    (w) => w.review_deadline && Date.parse(w.review_deadline) < now,
  );
  const counts = new Map<string, number>();
  if (overdue.length === 0) return counts;
  const cards = await getCardsByKeys(overdue.map((w) => ({ workspace_id: w.workspace_id, card_id: w.card_id })));
  for (const card of cards) {
    const pending =
      !card.deleted_at &&
      !card.archived &&
      card.approval_status === 'pending' &&
      card.approval_stage_id === card.stage_id;
    if (pending) counts.set(card.workspace_id, (counts.get(card.workspace_id) ?? 0) + 1);
  }
  return counts;
}

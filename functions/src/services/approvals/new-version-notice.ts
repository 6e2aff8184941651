/**
 * A new version tells the client (issue 37 "A new version starts a new round"): replacing a content the
 * client can see, on a card that awaits the client (Sent) or was sent back (a revision requested, or
 * accepted and not yet resubmitted), tells the submission's reviewers in the bell and by e-mail,
 * e.g. "Version 2 of look-1.jpg is ready". Beyond the spec's participants rule (decisions CR4).
 */
import { getCard, type CardRecord } from '../../data/cards';
import type { ContentRecord } from '../../data/contents';
import { createNotifications } from '../../data/notifications';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { newVersionEmail } from '../../lib/email/review-templates';
import { cardPathOf, emailReviewers, reviewersOfSubmission } from './reviewers';

/** Whether the card's current stage has a submission the client is deciding on, or has sent back. */
function inReview(card: CardRecord): boolean {
  if (card.deleted_at || card.approval_stage_id !== card.stage_id) return false;
  const status = card.approval_status ?? 'none';
  return (
    status === 'pending' || status === 'revision_requested' || (status === 'none' && (card.approval_revisions ?? 0) > 0)
  );
}

/** What the notice and the e-mail say: "Version 2 of look-1.jpg is ready" (`versions_count` counts the earlier versions). */
export function newVersionText(content: Pick<ContentRecord, 'filename' | 'versions_count'>): string {
  return `Version ${content.versions_count + 1} of ${content.filename} is ready`;
}

/**
 * Tell the reviewers of the card `cardId` that `content` has a new version, unless the content is hidden
 * from guests or the card is not in review. The actor is never told.
 * @returns the user ids told (empty when nobody was).
 */
export async function tellReviewersOfNewVersion(
  workspaceId: string,
  cardId: string,
  content: ContentRecord,
  actorId: string,
): Promise<string[]> {
  if (content.hidden) return [];
  const card = await getCard(workspaceId, cardId);
  if (!card || !inReview(card)) return [];
  const skeleton = await loadWorkspaceSkeleton(workspaceId);
  const { workspace } = skeleton;
  if (!workspace) return [];
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const reviewers = reviewersOfSubmission(card, { members: skeleton.members, stage }).filter((id) => id !== actorId);
  if (reviewers.length === 0) return [];
  const summary = `${newVersionText(content)} on "${card.name}"`;
  await createNotifications(
    reviewers.map((userId) => ({
      userId,
      type: 'others' as const,
      category: 'status' as const,
      summary,
      actorId,
      workspaceId,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: cardId,
    })),
  );
  const mail = {
    cardName: card.name,
    workspaceName: workspace.name,
    cardPath: cardPathOf(workspace, card),
    versionText: newVersionText(content),
  };
  await emailReviewers(reviewers, actorId, (user) => newVersionEmail({ ...mail, firstName: user.first_name }));
  return reviewers;
}

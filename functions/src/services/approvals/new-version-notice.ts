/**
 * A new version tells the client (issue 37 "A new version starts a new round"): replacing a content the
 * client can see, on a card that awaits the client (Sent) or was sent back (a revision requested, or
 * accepted and not yet resubmitted), tells the submission's reviewers in the bell and by e-mail,
 * e.g. "Version 2 of look-1.jpg is ready". Beyond the spec's participants rule (decisions CR4). On a Sent
 * card it also starts a new round (issue 37 "The card shows the round number").
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { noticeText } from '../../lib/i18n/notices';
import { getCard, type CardRecord } from '../../data/cards';
import type { ContentRecord } from '../../data/contents';
import { createNotifications } from '../../data/notifications';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { newVersionEmail } from '../../lib/email/review-templates';
import { cardPathOf, emailReviewers, reviewersOfSubmission } from './reviewers';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { isConditionFailure, patchItem } from '../../data/access';
import { Card } from '../../data/entities/card';
import { newRoundChange } from './approval-round';

/** Attempts at starting a new round when a concurrent decision changed the card first. */
const ROUND_ATTEMPTS = 3;

/** Whether the card's current stage has a submission the client is deciding on, or has sent back. */
function inReview(card: CardRecord): boolean {
  if (card.deleted_at || card.approval_stage_id !== card.stage_id) return false;
  const status = card.approval_status ?? 'none';
  return (
    status === 'pending' || status === 'revision_requested' || (status === 'none' && (card.approval_revisions ?? 0) > 0)
  );
}

/**
 * A new version while the card is Sent starts a new round (issue 37; decisions R64): the round +1, its
 * decisions none yet, conditioned on the card still pending in the round as read. A decision that won the race
 * first (or ended the submission) is read again, up to ROUND_ATTEMPTS times.
 */
async function startNewRound(first: CardRecord): Promise<void> {
  let card: CardRecord | null = first;
  for (let attempt = 0; card && attempt < ROUND_ATTEMPTS; attempt += 1) {
    if (card.approval_status !== 'pending' || card.approval_stage_id !== card.stage_id || card.deleted_at) return;
    const { set, expect } = newRoundChange(card);
    const round: Condition[] =
      expect.approval_round === null
        ? [{ attr: 'approval_round', exists: false }]
        : [{ attr: 'approval_round', eq: expect.approval_round }];
    try {
      await patchItem(
        Card,
        { workspace_id: card.workspace_id, card_id: card.card_id, ...set },
        { condition: { and: [{ attr: 'approval_status', eq: 'pending' }, ...round] } as Condition },
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      card = await getCard(card.workspace_id, card.card_id);
    }
  }
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
  if (card.approval_status === 'pending') await startNewRound(card);
  const skeleton = await loadWorkspaceSkeleton(workspaceId);
  const { workspace } = skeleton;
  if (!workspace) return [];
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const reviewers = reviewersOfSubmission(card, { members: skeleton.members, stage }).filter((id) => id !== actorId);
  if (reviewers.length === 0) return [];
  const version = content.versions_count + 1;
  const notice = noticeText('content.newVersion', {
    version: String(version),
    file: content.filename,
    card: card.name,
  });
  await createNotifications(
    reviewers.map((userId) => ({
      userId,
      type: 'others' as const,
      category: 'status' as const,
      ...notice,
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
    version,
    file: content.filename,
  };
  await emailReviewers(reviewers, actorId, (user) =>
    newVersionEmail({ ...mail, firstName: user.first_name, language: languageOr(user.language) }),
  );
  return reviewers;
}

/**
 * Who a submission asks to decide, and telling them (issue 37 "Submitting tells the reviewers"; beyond
 * the spec, whose participants rule still governs every other notification; decisions CR1–CR5).
 *
 * A card's reviewers are the workspace's Approvers who see its stage (the Guest tab's audience). A
 * submission asks all of them unless the team picked some (`reviewer_ids`); the ids asked are kept on the
 * card (`approval_reviewer_ids`) so that voiding the submission and a new version tell the same people.
 * A reviewer removed from the workspace since no longer counts.
 */
import { cardSlug } from '../../../../shared/links/card-slug';
import type { CardRecord } from '../../data/cards';
import { getUsers, type UserRecord } from '../../data/users';
import type { StageRecord, WorkspaceMemberRecord, WorkspaceRecord } from '../../data/workspaces';
import { sendEmail } from '../../lib/email/send-email';
import type { EmailContent } from '../../lib/email/templates';
import { BadRequestError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import { fullName } from '../../lib/text/names';
import { tabAudience } from '../comments/audience';

/** The refusal of a `reviewer_ids` entry that is not one of the card's possible reviewers. */
export const NOT_A_REVIEWER = "A reviewer must be an Approver of this workspace who can see the card's stage.";

/** One possible reviewer, as the Submit dialog lists them. */
export interface ReviewerChoice {
  user_id: string;
  name: string;
}

/** What deciding the reviewers needs: the workspace's members and the card's stage. */
interface ReviewerScene {
  members: readonly WorkspaceMemberRecord[];
  stage: Pick<StageRecord, 'visible_to_client'> | undefined;
}

/** User ids of the workspace's Approvers who see the card's stage, in member order. */
export function possibleReviewerIds(scene: ReviewerScene): string[] {
  const audience = tabAudience(scene.members, 'guest', scene.stage);
  return scene.members.filter((m) => m.role === 'approver' && audience.has(m.user_id)).map((m) => m.user_id);
}

/** The possible reviewers with their names (the Submit dialog's list). */
export async function reviewerChoicesOf(scene: ReviewerScene): Promise<ReviewerChoice[]> {
  const ids = possibleReviewerIds(scene);
  const users = await getUsers(ids);
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [{ user_id: id, name: fullName(user.first_name, user.last_name) }] : [];
  });
}

/**
 * The reviewers a submission asks: every possible reviewer, or the `requested` ones (duplicates dropped).
 * @throws BadRequestError NOT_A_REVIEWER (field `reviewer_ids`) for an id that is not a possible reviewer.
 */
export function chooseReviewers(scene: ReviewerScene, requested: readonly string[] | undefined): string[] {
  const possible = possibleReviewerIds(scene);
  if (requested === undefined) return possible;
  const allowed = new Set(possible);
  if (requested.some((id) => !allowed.has(id)))
    throw new BadRequestError(NOT_A_REVIEWER, { reviewer_ids: [NOT_A_REVIEWER] });
  return [...new Set(requested)];
}

/** The reviewers the card's current submission asked who still may review it (all possible ones for a submission made before issue 37). */
export function reviewersOfSubmission(card: Pick<CardRecord, 'approval_reviewer_ids'>, scene: ReviewerScene): string[] {
  const possible = possibleReviewerIds(scene);
  if (!card.approval_reviewer_ids) return possible;
  const still = new Set(possible);
  return card.approval_reviewer_ids.filter((id) => still.has(id));
}

/** The app path that opens the card's popup (what the e-mails' button opens). */
export function cardPathOf(
  workspace: Pick<WorkspaceRecord, 'organization_id' | 'workspace_id'>,
  card: Pick<CardRecord, 'card_id' | 'name'>,
): string {
  return `/organizations/${workspace.organization_id}/workspaces/${workspace.workspace_id}/content/${cardSlug({ id: card.card_id, name: card.name })}`;
}

/**
 * E-mails each reviewer (never `exceptUserId`, the one who acted) whose e-mail notifications are on.
 * A failed address is logged and does not keep the others from their mail: the change is committed.
 */
export async function emailReviewers(
  reviewerIds: readonly string[],
  exceptUserId: string,
  build: (user: UserRecord) => EmailContent,
): Promise<void> {
  const users = await getUsers(reviewerIds.filter((id) => id !== exceptUserId));
  for (const user of users.values()) {
    if (user.send_email_notification === false) continue;
    await sendEmail(user.email, build(user)).catch((error: unknown) =>
      logger.error('Review e-mail failed', { userId: user.user_id, error: error as Error }),
    );
  }
}

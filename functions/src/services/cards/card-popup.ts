/**
 * The card popup's first screen in one answer (issue 27 "The card opens in one request"; beyond the
 * spec, BRIEF §8; docs/decisions.md W39, D28): `GET …/content_groups/{cid}/popup`.
 *
 * Each part is made by the same presenters, with the same visibility rules, as its own spec route
 * (shared/schemas/card-popup.ts lists them): hidden contents and lists only with `can_show`, the Team tab
 * only with `can_access_show_team_comment`, annotations on hidden contents left out, a card of a stage
 * the caller may not see unknown (404). What differs is the reading: after the route's authorization
 * (the workspace partition, one Query), one round of reads in parallel (the card item, the card's
 * `card_detail` collection in one Query, the first comments page in one Query, the caller's running
 * timer, the organization for the upload rules when the caller may upload, the repeat rule for the
 * team and the card's reviewers by link for those who may submit (issue 39)), then the people shown
 * (one BatchGet each for participants, comment authors and timer users, in parallel, only when there are any).
 */
import { COMMENT_LIMITS, type CommentTab } from '../../../../shared/schemas/comments-limits';
import type { CardPopup } from '../../../../shared/schemas/card-popup';
import { workspaceFlags } from '../../../../shared/permissions/matrix';
import { getCard } from '../../data/cards';
import { readCardDetail } from '../../data/card-detail';
import { listComments } from '../../data/comments';
import { getActiveTimer } from '../../data/timer-reads';
import { toChecklistResponses } from '../../data/checklists';
import type { ReadCounts } from '../../data/comment-reads';
import type { Access } from '../access/authorize';
import { NotFoundError } from '../../lib/http/errors';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';
import { presentCardDetail } from './card-context';
import { presentContents } from '../contents/present-contents';
import { uploadInfoOf } from '../contents/upload-info';
import { anchorsVisible } from '../comments/annotations';
import { presentComments } from '../comments/present-comments';
import { unreadCommentsOf } from '../comments/comment-card';
import { isGuestRole } from '../../../../shared/permissions/roles';
import { getCardRecurrence } from '../../data/card-recurrences';
import { presentRecurrence } from '../recurrence/present-recurrence';
import { listReviewerItems, presentReviewer } from '../../data/review-links';

const CARD_NOT_FOUND = 'The content cannot be found.';

/** The popup's first comment tab for the caller (cards spec §2, §6): Team for those who see it, else Guest. */
export const firstTabOf = (access: Pick<Access, 'can'>): CommentTab =>
  access.can('can_access_show_team_comment') ? 'team' : 'guest';

/**
 * The popup's first screen of card `cardId` for the caller whose workspace access is `access` (a
 * skeleton route: `access.skeleton` is the workspace partition).
 * @throws NotFoundError 'The content cannot be found.' for an unknown card or one in a stage the caller may not see.
 */
export async function cardPopupOf(
  workspaceId: string,
  cardId: string,
  userId: string,
  access: Access,
): Promise<CardPopup> {
  const skeleton = access.skeleton!;
  const tab = firstTabOf(access);
  const now = Date.now();
  // One round: nothing here depends on another read (the stage check uses the skeleton, read by the authorization).
  // Guests see no repeat rule (decisions RC6), as `GET …/recurrence` answers them.
  const guest = !!access.workspaceRole && isGuestRole(access.workspaceRole);
  // The Reviewers part, for those who may submit (the `…/reviewers` route's flag; issue 37).
  const submits = access.can('can_access_submit_approval');
  const [card, detail, page, active, uploadRules, repeat, reviewers] = await Promise.all([
    getCard(workspaceId, cardId),
    readCardDetail(cardId),
    listComments(cardId, tab, { page: 1, perPage: COMMENT_LIMITS.pageSize, showActivities: true }),
    getActiveTimer(userId),
    access.can('can_access_content_create') ? uploadInfoOf(access, 0) : Promise.resolve(null),
    guest ? Promise.resolve(null) : getCardRecurrence(cardId),
    submits ? listReviewerItems(cardId) : Promise.resolve(null),
  ]);
  const stage = card ? (skeleton.stages.find((s) => s.stage_id === card.stage_id) ?? null) : null;
  if (!card || !canSeeStage(stage, access)) throw new NotFoundError(CARD_NOT_FOUND);

  const mine = (t: { user_id: string }) => t.user_id === userId;
  const read: ReadCounts = { team: 0, guest: 0 };
  for (const marker of detail.reads.filter(mine)) read[marker.tab] = marker.read_count ?? 0;
  const drafts = {
    team: detail.drafts.find((d) => mine(d) && d.tab === 'team') ?? null,
    guest: detail.drafts.find((d) => mine(d) && d.tab === 'guest') ?? null,
  };
  const flags = workspaceFlags(access.organizationRole, access.workspaceRole);
  const shownComments = await anchorsVisible(cardId, access, page.items, detail.contents);
  const [cardDetail, contents, comments, unread] = await Promise.all([
    presentCardDetail(workspaceId, card, skeleton, flags, visibleStages(skeleton.stages, access), userId, now, {
      drafts,
      reads: new Map([[cardId, read]]),
      timers: detail.timers,
      active,
    }),
    presentContents(detail.contents, access),
    presentComments(
      page.items.filter((c) => shownComments.has(c.comment_id)),
      { userId, memberIds: new Set(skeleton.members.map((m) => m.user_id)) },
    ),
    unreadCommentsOf(card, userId, access, read),
  ]);
  const shownLists = access.can('can_show') ? detail.lists : detail.lists.filter((l) => !l.hidden);
  return {
    card: cardDetail,
    contents,
    upload_info: uploadRules ? { ...uploadRules, contents_count: card.attachment_count ?? 0 } : null,
    checklists: toChecklistResponses(shownLists, detail.items),
    recurrence: repeat && !card.deleted_at ? presentRecurrence(repeat) : null,
    reviewers: reviewers ? reviewers.map(presentReviewer) : null,
    comments: {
      tab,
      show_activities: true,
      page: {
        comments,
        page: 1,
        per_page: COMMENT_LIMITS.pageSize,
        has_next_page: page.hasNextPage,
        last_id: page.hasNextPage ? (page.items.at(-1)?.comment_id ?? null) : null,
        unread_comments: unread,
      },
    },
  };
}

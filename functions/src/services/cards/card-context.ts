/**
 * What cards need to be shown with their labels and participants (cards spec §3 Card `labels`,
 * `assigned_users`; Label; Assigned user). Labels and members come from the workspace skeleton Query
 * (pattern 32), and the profiles of the participants on the cards shown from one BatchGet of users,
 * made only when a shown card has participants (docs/data-model.md §6).
 */
import type { AssignedUser, Label } from '../../../../shared/schemas/label';
import type { CardDetail } from '../../../../shared/schemas/card';
import { type CardRecord } from '../../data/cards';
import { toCardResponse, type CardContext } from '../../data/card-response';
import type { Access } from '../access/authorize';
import { getUsers, type UserRecord } from '../../data/users';
import { loadWorkspaceSkeleton, type LabelRecord, type WorkspaceSkeleton } from '../../data/workspaces';
import { logoUrls } from '../accounts/present-user';
import { cardPreviews } from '../contents/present-contents';
import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '../../../../shared/permissions/roles';
import { getDrafts, readMarkersOf, type CommentDraftRecord, type ReadCounts } from '../../data/comment-reads';
import type { ActiveTimerRecord, CardTimerRecord } from '../../data/timer-reads';
import { cardStageOf } from '../approvals/present-stage';
import { toDraftResponse } from '../comments/present-attachments';
import { timerStateOf } from '../timers/present-time';
import { fullName, nameInitials } from '../../lib/text/names';

/** The API shape of a label (cards spec §3 Label). */
export function toLabelResponse(label: LabelRecord): Label {
  return { id: label.label_id, name: label.name, color_hex: label.color_hex };
}

/** A member as a participant or participant choice: name, initials, the small logo's URL and role. */
export async function toAssignedUser(user: UserRecord, role: WorkspaceRole): Promise<AssignedUser> {
  return {
    user_id: user.user_id,
    user_full_name: fullName(user.first_name, user.last_name),
    user_name_initials: nameInitials(user.first_name, user.last_name),
    user_logo: user.logo_key ? { original_url: (await logoUrls(user.logo_key)).icon_url } : null,
    role_name: WORKSPACE_ROLE_LABELS[role],
  };
}

/** The profiles of some members, in one BatchGet (none when the list is empty). */
async function profilesOf(
  members: ReadonlyMap<string, WorkspaceRole>,
  userIds: Iterable<string>,
): Promise<Map<string, AssignedUser>> {
  const users = await getUsers([...new Set(userIds)]);
  const people = await Promise.all([...users.values()].map((user) => toAssignedUser(user, members.get(user.user_id)!)));
  return new Map(people.map((p) => [p.user_id, p]));
}

/**
 * Who looks at the cards: what differs by flag (a guest's subtask counts leave out hidden lists, the Team
 * tab's unread count) and by user (their read markers). `now` is the instant running timers count to.
 */
export type CardViewer = Pick<Access, 'can'> & {
  user?: { user_id: string } | null;
  now?: number;
  /** The viewer's read markers, card id → counts, when already read (the popup's one read, issue 27). */
  reads?: ReadonlyMap<string, ReadCounts>;
};

/**
 * The context to present `cards` of a workspace. Pass the skeleton when the caller has already read it;
 * otherwise it is read here (one Query). Participants who are no longer members are left out.
 */
export async function cardContext(
  workspaceId: string,
  cards: readonly CardRecord[],
  viewer: CardViewer,
  skeleton?: Pick<WorkspaceSkeleton, 'labels' | 'members'>,
): Promise<CardContext> {
  const { labels, members } = skeleton ?? (await loadWorkspaceSkeleton(workspaceId));
  const roles = new Map(members.map((m) => [m.user_id, m.role]));
  // One loop over the cards (a whole board has up to 5,000; decisions PB2): the participants who are
  // members, and the cards with comments: read markers only for those, so a board of quiet cards costs no extra read.
  const shown: string[] = [];
  const commented: string[] = [];
  for (const card of cards) {
    if (card.assigned_user_ids) for (const id of card.assigned_user_ids) if (roles.has(id)) shown.push(id);
    if ((card.comment_count_team ?? 0) + (card.comment_count_guest ?? 0) > 0) commented.push(card.card_id);
  }
  const [people, reads, previews] = await Promise.all([
    profilesOf(roles, shown),
    viewer.reads
      ? Promise.resolve(new Map(viewer.reads))
      : viewer.user && commented.length > 0
        ? readMarkersOf(viewer.user.user_id, commented)
        : Promise.resolve(new Map()),
    cardPreviews(cards),
  ]);
  return {
    labels: new Map(labels.map((label) => [label.label_id, toLabelResponse(label)])),
    people,
    seesHiddenLists: viewer.can('can_show'),
    previews,
    seesTeamTab: viewer.can('can_access_show_team_comment'),
    // Guests (who see only client-visible stages) do not see repeat rules (issue 35).
    seesRecurrence: viewer.can('can_see_hidden_stages'),
    reads,
    now: viewer.now ?? Date.now(),
  };
}

/** Present cards with one shared context, as `viewer` may see them. */
export async function presentCards(
  workspaceId: string,
  cards: readonly CardRecord[],
  viewer: CardViewer,
  skeleton?: Pick<WorkspaceSkeleton, 'labels' | 'members'>,
) {
  const context = await cardContext(workspaceId, cards, viewer, skeleton);
  return cards.map((card) => toCardResponse(card, context));
}

/** Present one card, as `viewer` may see it. */
export async function presentCard(
  workspaceId: string,
  card: CardRecord,
  viewer: CardViewer,
  skeleton?: Pick<WorkspaceSkeleton, 'labels' | 'members'>,
) {
  return (await presentCards(workspaceId, [card], viewer, skeleton))[0];
}

/** Every member of the workspace as a participant choice, sorted by name (one BatchGet). */
export async function participantChoices(skeleton: Pick<WorkspaceSkeleton, 'members'>): Promise<AssignedUser[]> {
  const people = await profilesOf(
    new Map(skeleton.members.map((m) => [m.user_id, m.role])),
    skeleton.members.map((m) => m.user_id),
  );
  return [...people.values()].sort((a, b) =>
    a.user_full_name.localeCompare(b.user_full_name, undefined, { sensitivity: 'base' }),
  );
}

/** The viewer's part of the card partition, read beforehand (issue 27 popup read). */
export interface CardDetailPreload {
  drafts: { team: CommentDraftRecord | null; guest: CommentDraftRecord | null };
  reads: ReadonlyMap<string, ReadCounts>;
  timers: readonly CardTimerRecord[];
  active: ActiveTimerRecord | null;
}

/**
 * The card as the popup shows it (cards spec §2 Card popup; shared/schemas/card.ts CardDetailSchema):
 * the board's card plus description, reminder, stage name and whether it tracks time, bin state, the stages the caller may see (`allowedStages`),
 * time counter and the caller's card flags.
 * `permissions` are the caller's workspace flags (docs/decisions.md K3).
 * `preloaded`: the card partition's items already read by the popup's one read (issue 27), so nothing
 * of the card partition or the viewer's timer is read again.
 */
export async function presentCardDetail(
  workspaceId: string,
  card: CardRecord,
  skeleton: Pick<WorkspaceSkeleton, 'labels' | 'members' | 'stages'>,
  permissions: Record<string, boolean>,
  allowedStages: ReadonlyArray<{ stage_id: string; name: string }>,
  viewerId: string | null = null,
  now: number = Date.now(),
  preloaded?: CardDetailPreload,
): Promise<CardDetail> {
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const can = (flag: string) => permissions[flag] === true;
  const [summary, drafts, time] = await Promise.all([
    presentCard(
      workspaceId,
      card,
      { can, user: viewerId ? { user_id: viewerId } : null, now, reads: preloaded?.reads },
      skeleton,
    ),
    preloaded
      ? Promise.resolve(preloaded.drafts)
      : viewerId
        ? getDrafts(card.card_id, viewerId)
        : Promise.resolve({ team: null, guest: null }),
    timerStateOf(card, viewerId, now, preloaded),
  ]);
  const seesTeam = can('can_access_show_team_comment');
  return {
    ...summary,
    stage: cardStageOf(card, stage, can, viewerId),
    drafts: {
      internal_draft: seesTeam && drafts.team ? await toDraftResponse(drafts.team) : null,
      partner_draft: drafts.guest ? await toDraftResponse(drafts.guest) : null,
    },
    timestamp_info: time.timestamp_info,
    is_tracked_by_current_user: time.is_tracked_by_current_user,
    description: card.description ?? '',
    reminder_in_day: card.reminder_in_day ?? 0,
    stage_name: stage?.name ?? '',
    stage_time_tracked: stage?.enable_timestamp === true,
    deleted_at: card.deleted_at ?? null,
    allowed_stages: allowedStages.map((s) => ({ id: s.stage_id, name: s.name })),
    permissions,
  };
}

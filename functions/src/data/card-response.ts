/**
 * A card as the API shows it (cards spec §3 Card): its approval in the current stage, its tracked time as
 * of an instant, and the board's card shape with labels, participants, counters and preview.
 */
import type { Card, CardPreview } from '../../../shared/schemas/card';
import type { AssignedUser, Label } from '../../../shared/schemas/label';
import { approvalBadge, type ApprovalStatus } from '../../../shared/schemas/approvals-limits';
import type { CardRecord } from './cards';

/**
 * What a card's presentation needs besides the card: the workspace's labels and the participants'
 * profiles (built by services/cards/card-context.ts from the skeleton Query and one BatchGet).
 */
export interface CardContext {
  labels: ReadonlyMap<string, Label>;
  people: ReadonlyMap<string, AssignedUser>;
  /** Whether the viewer sees lists and contents hidden from guests (cards spec §6 `can_show`): their items and open Guest pins (issue 35) count only then. */
  seesHiddenLists: boolean;
  /** Card id → its `preview` (signed thumbnail URL and type), for the cards that have one. */
  previews?: ReadonlyMap<string, CardPreview>;
  /** Whether the viewer sees the Team tab (`can_access_show_team_comment`): its unread count is 0 otherwise. */
  seesTeamTab: boolean;
  /** Whether the viewer sees repeat rules and a copy's template (the team, not guests; issue 35). Absent: no. */
  seesRecurrence?: boolean;
  /** The viewer's read markers per card (card id → comments read per tab); absent cards have read none. */
  reads: ReadonlyMap<string, { team: number; guest: number }>;
  /** The instant running timers are reported as of (epoch ms). */
  now: number;
}

/** The approval that applies to the card in its current stage (decisions R10): none unless it was submitted there. */
export function currentApproval(card: CardRecord): {
  status: ApprovalStatus;
  revisions: number;
  submittedBy: string | null;
} {
  if (card.approval_stage_id !== card.stage_id || !card.approval_status)
    return { status: 'none', revisions: 0, submittedBy: null };
  return {
    status: card.approval_status,
    revisions: card.approval_revisions ?? 0,
    submittedBy: card.approval_submitted_by ?? null,
  };
}

/** The card's tracked time as of `now` (cards spec §3 `total_timestamp_info`; decisions R15). */
export function totalTimestampInfo(card: CardRecord, now: number): Card['total_timestamp_info'] {
  const active = Math.max(0, card.active_timer_count ?? 0);
  const closed = card.total_seconds ?? 0;
  if (active === 0) return { total_seconds: closed, latest_start: null, active_count: 0 };
  const asOf = Math.floor(now / 1000);
  return {
    total_seconds: closed + Math.max(0, active * asOf - (card.active_start_sum ?? 0)),
    latest_start: new Date(asOf * 1000).toISOString(),
    active_count: active,
  };
}

/** Labels by name (case-insensitive), then id: the order the board shows them in. */
const byLabelName = (a: Label, b: Label) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
/** Participants by full name (case-insensitive), then id. */
const byFullName = (a: AssignedUser, b: AssignedUser) =>
  a.user_full_name.localeCompare(b.user_full_name, undefined, { sensitivity: 'base' }) ||
  a.user_id.localeCompare(b.user_id);

/** The entries of `ids` found in `known`, sorted by `order`: the ids of deleted labels or former members are dropped. */
function knownOf<T>(
  ids: readonly string[] | undefined,
  known: ReadonlyMap<string, T>,
  order: (a: T, b: T) => number,
): T[] {
  const found: T[] = [];
  if (ids === undefined) return found;
  for (const id of ids) {
    const entry = known.get(id);
    if (entry !== undefined) found.push(entry);
  }
  return found.length > 1 ? found.sort(order) : found;
}

/**
 * The API shape of a card on the board (cards spec §3 Card, with `labels`, `assigned_users` and the
 * subtask counts). Ids of deleted labels, and of participants who are no longer members, are dropped.
 * Built in one pass, without intermediate objects: the whole board presents up to 5,000 cards at once
 * (issue 39; decisions PB2). The keys keep this order (the answer's bytes are the contract's).
 */
export function toCardResponse(card: CardRecord, context: CardContext): Card {
  const hiddenToo = context.seesHiddenLists;
  const seesTeam = context.seesTeamTab;
  const read = context.reads.get(card.card_id);
  const approval = currentApproval(card);
  return {
    id: card.card_id,
    name: card.name,
    // Already read with the card's item: the board gives it so a click draws it at once (decisions CO5).
    description: card.description ?? '',
    workspace_id: card.workspace_id,
    stage_id: card.stage_id,
    position: card.position,
    start_date: card.start_date ?? null,
    due_date: card.due_date ?? null,
    completed: card.completed ?? false,
    archived: card.archived ?? false,
    revision_count: card.revision_count ?? 0,
    // Checklist counters (cards spec §3): guests' counts leave out the lists hidden from them (decisions K21).
    total_subtasks: (card.total_subtasks ?? 0) - (hiddenToo ? 0 : (card.hidden_subtasks ?? 0)),
    completed_subtasks: (card.completed_subtasks ?? 0) - (hiddenToo ? 0 : (card.hidden_completed_subtasks ?? 0)),
    unread_comments: {
      team: seesTeam ? Math.max(0, (card.comment_count_team ?? 0) - (read?.team ?? 0)) : 0,
      guest: Math.max(0, (card.comment_count_guest ?? 0) - (read?.guest ?? 0)),
    },
    // Open annotations per tab (issue 26): the Team tab's only for those who may see it.
    // Issue 35: guests' Guest count leaves out pins on contents hidden from them.
    open_annotations: {
      team: seesTeam ? Math.max(0, card.open_annotations_team ?? 0) : 0,
      guest: Math.max(
        0,
        (card.open_annotations_guest ?? 0) - (hiddenToo ? 0 : (card.hidden_open_annotations_guest ?? 0)),
      ),
    },
    approval: {
      status: approval.status,
      revisions: approval.revisions,
      badge: approvalBadge(approval.status, approval.revisions),
    },
    total_timestamp_info: totalTimestampInfo(card, context.now),
    labels: knownOf(card.label_ids, context.labels, byLabelName),
    assigned_users: knownOf(card.assigned_user_ids, context.people, byFullName),
    preview: context.previews?.get(card.card_id) ?? null,
    recurring_template_id: context.seesRecurrence ? (card.recurring_template_id ?? null) : null,
    created_at: card.created_at,
    updated_at: card.updated_at,
  };
}

/**
 * Approval analytics (issue 28 "Approval analytics"; BRIEF §8 "approval events by organization";
 * decisions G7–G10): for a range of days of the viewer's zone, per covered workspace and in total, the
 * cards submitted, approved and sent back; the median and 90th percentile from submission to the client's
 * decision; revision rounds per approved card; decisions by approver; on-time delivery; and, whatever
 * the range, the cards waiting on the client for more than WAITING_DAYS days, oldest first.
 *
 * DynamoDB requests: the authorization's, 1–2 Queries for the scope, 1 Query of the range's events
 * (paged by 1 MB), 1 Query of the waiting marks, 1 BatchGet of the approvers' names and 1 of the
 * waiting cards (per 100): a constant, whatever the number of workspaces.
 */
import { percentile } from '../../../../shared/reports/percentiles';
import { WAITING_DAYS, type ApprovalAnalytics, type ApprovalAnalyticsQuery } from '../../../../shared/schemas/reports';
import type { Access } from '../access/authorize';
import { getCardsByKeys } from '../../data/cards';
import { listApprovalEvents, listApprovalWaits, type ApprovalEventRecord } from '../../data/report-items';
import { getUsers } from '../../data/users';
import { fullName } from '../../lib/text/names';
import { coveredWorkspaces, reportRangeOf, reportScopeOf } from './report-scope';

const DAY_MS = 86_400_000;

/** Counts and turnaround of a set of events. */
function summarize(events: readonly ApprovalEventRecord[]) {
  const count = (kind: string) => events.filter((e) => e.kind === kind).length;
  const waits = events
    .filter((e) => (e.kind === 'approve' || e.kind === 'request_revision') && e.submitted_at)
    .map((e) => (Date.parse(e.at) - Date.parse(e.submitted_at!)) / 1000);
  return {
    submitted: count('submit'),
    approved: count('approve'),
    sent_back: count('request_revision'),
    turnaround: { decisions: waits.length, median_seconds: percentile(waits, 50), p90_seconds: percentile(waits, 90) },
  };
}

/**
 * Decisions (approve, request changes) in the range on submissions that had a review deadline, and those
 * made by it (issue 38 "Approval analytics shows on-time decisions"; decisions DL6).
 */
function onTimeDecisions(events: readonly ApprovalEventRecord[]) {
  const decided = events.filter((e) => (e.kind === 'approve' || e.kind === 'request_revision') && e.review_deadline);
  return {
    with_deadline: decided.length,
    on_time: decided.filter((e) => Date.parse(e.at) <= Date.parse(e.review_deadline!)).length,
  };
}

/**
 * Build the analytics for the caller.
 * @param now epoch ms the waiting days count to.
 * @throws BadRequestError (range, zone), ForbiddenError (no analytics here, or a workspace not allowed), NotFoundError.
 */
export async function buildApprovalAnalytics(
  access: Access,
  userId: string,
  query: ApprovalAnalyticsQuery,
  now: number,
): Promise<ApprovalAnalytics> {
  const range = reportRangeOf(query);
  const scope = await reportScopeOf(access, userId);
  const covered = coveredWorkspaces(scope, (id) => scope.analytics.has(id), query.workspace_id);
  const names = new Map(covered.map((w) => [w.workspace_id, w.name]));
  const [allEvents, waits] = await Promise.all([
    listApprovalEvents(
      access.organizationId!,
      new Date(range.fromMs).toISOString(),
      new Date(range.toMs).toISOString(),
    ),
    listApprovalWaits(access.organizationId!),
  ]);
  const events = allEvents.filter((e) => names.has(e.workspace_id));

  const rounds = new Map<number, number>();
  for (const e of events)
    if (e.kind === 'approve') rounds.set(e.revision_rounds ?? 0, (rounds.get(e.revision_rounds ?? 0) ?? 0) + 1);
  const maxRounds = Math.max(-1, ...rounds.keys());
  const approvers = new Map<string, { approved: number; sent_back: number }>();
  for (const e of events) {
    if (e.kind !== 'approve' && e.kind !== 'request_revision') continue;
    const tally = approvers.get(e.actor_id) ?? { approved: 0, sent_back: 0 };
    if (e.kind === 'approve') tally.approved += 1;
    else tally.sent_back += 1;
    approvers.set(e.actor_id, tally);
  }
  // A card counts once for on-time delivery: its first approval or completion in the range (G10).
  const delivered = new Map<string, ApprovalEventRecord>();
  for (const e of events)
    if ((e.kind === 'approve' || e.kind === 'complete') && !delivered.has(e.card_id)) delivered.set(e.card_id, e);
  const withDue = [...delivered.values()].filter((e) => e.due_date);

  // Waiting marks may outlive a card binned or moved meanwhile: the card item, as it stands, decides (G8).
  const openWaits = waits.filter(
    (w) => names.has(w.workspace_id) && now - Date.parse(w.submitted_at) > WAITING_DAYS * DAY_MS,
  );
  const cards = await getCardsByKeys(openWaits.map((w) => ({ workspace_id: w.workspace_id, card_id: w.card_id })));
  const stillWaiting = new Set(
    cards
      .filter(
        (c) => !c.deleted_at && !c.archived && c.approval_status === 'pending' && c.approval_stage_id === c.stage_id,
      )
      .map((c) => c.card_id),
  );
  const users = await getUsers([...approvers.keys()]);
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    workspace_id: query.workspace_id ?? null,
    workspaces: scope.workspaces
      .filter((w) => scope.analytics.has(w.workspace_id))
      .map((w) => ({ id: w.workspace_id, name: w.name })),
    ...summarize(events),
    revision_rounds: Array.from({ length: maxRounds + 1 }, (_, n) => ({ rounds: n, cards: rounds.get(n) ?? 0 })),
    by_approver: [...approvers.entries()]
      .map(([id, tally]) => {
        const user = users.get(id);
        return {
          user_id: id,
          name: user ? fullName(user.first_name, user.last_name) || user.email : 'Former user',
          ...tally,
        };
      })
      .sort((a, b) => b.approved + b.sent_back - (a.approved + a.sent_back) || a.name.localeCompare(b.name)),
    on_time: {
      with_due_date: withDue.length,
      on_time: withDue.filter((e) => Date.parse(e.at) <= Date.parse(e.due_date!)).length,
    },
    on_time_decisions: onTimeDecisions(events),
    per_workspace: covered.map((w) => ({
      workspace_id: w.workspace_id,
      name: w.name,
      ...summarize(events.filter((e) => e.workspace_id === w.workspace_id)),
    })),
    waiting: openWaits
      .filter((w) => stillWaiting.has(w.card_id))
      .sort((a, b) => a.submitted_at.localeCompare(b.submitted_at))
      .map((w) => ({
        card_id: w.card_id,
        card_name: w.card_name,
        workspace_id: w.workspace_id,
        workspace_name: names.get(w.workspace_id)!,
        submitted_at: w.submitted_at,
        days_waiting: Math.floor((now - Date.parse(w.submitted_at)) / DAY_MS),
      })),
  };
}

/**
 * The time report (issue 28 "Time reports"; BRIEF §8; decisions G1–G6): the organization's time entries
 * in a range of days of the viewer's zone, split at the zone's midnights, a running timer counted up to
 * `now`, grouped workspace → card → user, with per-day sums for the chart, one line per entry for the
 * CSV when asked (`include=entries`; issue 35, decisions G26) and the filters' choices.
 *
 * DynamoDB requests: the authorization's, 1–2 Queries for the scope (report-scope.ts), 4 parallel Queries
 * of time entries (each paged by 1 MB), 1 Query per covered workspace for its labels, 1 BatchGet of the
 * users' names (per 100 users): workspaces + 8 for a month of a busy team (docs/data-model.md §6).
 */
import type { TimeDay, TimeEntryLine, TimeReport, TimeReportQuery, TimeRow } from '../../../../shared/schemas/reports';
import { dayGrid, splitOnGrid, type DayGrid } from '../../../../shared/reports/day-grid';
import { TIME_TRACKING_LIMITS } from '../../../../shared/schemas/time-tracking-limits';
import type { Access } from '../access/authorize';
import { listTimeEntries, type TimeEntryRecord } from '../../data/report-items';
import { getUsers } from '../../data/users';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { fullName } from '../../lib/text/names';
import { coveredWorkspaces, reportRangeOf, reportScopeOf } from './report-scope';

/** The instant an entry's time ends: its stop, else `now`, never past the 12-hour cap (R16). */
function endOf(entry: TimeEntryRecord, now: number): number {
  const started = Date.parse(entry.started_at);
  const cap = started + TIME_TRACKING_LIMITS.maxRunMs;
  return entry.ended_at ? Math.min(Date.parse(entry.ended_at), cap) : Math.min(now, cap);
}

/** Whether an entry's timer still runs at `now`: not stopped, and not past the 12-hour cap (R16). */
function isRunning(entry: TimeEntryRecord, now: number): boolean {
  return !entry.ended_at && now < Date.parse(entry.started_at) + TIME_TRACKING_LIMITS.maxRunMs;
}

/** Milliseconds summed per key, rounded to whole seconds at the end so rows add up to the total. */
class Sums<K> {
  readonly ms = new Map<string, { key: K; ms: number }>();
  add(id: string, key: K, ms: number) {
    const entry = this.ms.get(id);
    if (entry) entry.ms += ms;
    else this.ms.set(id, { key, ms });
  }
}

/** Split one entry's time inside the range into day pieces of the zone (the grid spans the range). */
function piecesOf(entry: TimeEntryRecord, grid: DayGrid, now: number) {
  return splitOnGrid(Date.parse(entry.started_at), endOf(entry, now), grid);
}

/**
 * Build the report for the caller.
 * @param now epoch ms running timers count to (the request's clock).
 * @throws BadRequestError (range, zone), ForbiddenError (no time report here, or a workspace not allowed), NotFoundError (a workspace of another organization).
 */
export async function buildTimeReport(
  access: Access,
  userId: string,
  query: TimeReportQuery,
  now: number,
): Promise<TimeReport> {
  const range = reportRangeOf(query);
  const scope = await reportScopeOf(access, userId);
  const covered = coveredWorkspaces(scope, (id) => scope.time.has(id), query.workspace_id);
  const coveredIds = new Map(covered.map((w) => [w.workspace_id, w]));
  const [entries, skeletons] = await Promise.all([
    listTimeEntries(access.organizationId!, range.fromMs, range.toMs),
    Promise.all(covered.map((w) => loadWorkspaceSkeleton(w.workspace_id))),
  ]);
  const grid = dayGrid(range.from, range.to, range.timeZone);
  const visible = entries.filter(
    (e) => coveredIds.has(e.workspace_id) && (scope.time.get(e.workspace_id) === 'all' || e.user_id === userId),
  );
  // Each entry is split once: its pieces decide whether it falls in the range at all.
  const pieces = new Map(visible.map((e) => [e, piecesOf(e, grid, now)]));
  const inRange = visible.filter((e) => pieces.get(e)!.length > 0);
  const chosen = inRange.filter(
    (e) =>
      (!query.user_id || e.user_id === query.user_id) &&
      (!query.label_id || (e.label_ids ?? []).includes(query.label_id)),
  );

  const rows = new Sums<{ workspace_id: string; card_id: string; card_name: string; user_id: string }>();
  const days = new Sums<{ day: string; workspace_id: string; user_id: string }>();
  const running = new Set<string>();
  // The newest entry names the card (entries keep the name the card had when the timer started, G4).
  const cardNames = new Map<string, string>();
  for (const entry of chosen) {
    if (entry.card_name) cardNames.set(entry.card_id, entry.card_name);
    const rowId = `${entry.workspace_id}|${entry.card_id}|${entry.user_id}`;
    if (isRunning(entry, now)) running.add(rowId);
    for (const piece of pieces.get(entry)!) {
      rows.add(
        rowId,
        { workspace_id: entry.workspace_id, card_id: entry.card_id, card_name: '', user_id: entry.user_id },
        piece.ms,
      );
      days.add(
        `${piece.day}|${entry.workspace_id}|${entry.user_id}`,
        { day: piece.day, workspace_id: entry.workspace_id, user_id: entry.user_id },
        piece.ms,
      );
    }
  }
  const users = await getUsers([...new Set(inRange.map((e) => e.user_id))]);
  const userName = (id: string) => {
    const user = users.get(id);
    return user ? fullName(user.first_name, user.last_name) || user.email : 'Former user';
  };
  const tableRows: TimeRow[] = [...rows.ms.entries()]
    .map(([id, { key, ms }]) => ({
      workspace_id: key.workspace_id,
      workspace_name: coveredIds.get(key.workspace_id)!.name,
      card_id: key.card_id,
      card_name: cardNames.get(key.card_id) ?? `Card ${key.card_id.slice(0, 8)}`,
      user_id: key.user_id,
      user_name: userName(key.user_id),
      seconds: Math.round(ms / 1000),
      running: running.has(id),
    }))
    .filter((row) => row.seconds > 0 || row.running)
    .sort(
      (a, b) =>
        a.workspace_name.localeCompare(b.workspace_name) ||
        a.card_name.localeCompare(b.card_name) ||
        a.card_id.localeCompare(b.card_id) ||
        a.user_name.localeCompare(b.user_name),
    );
  const dayRows: TimeDay[] = [...days.ms.values()]
    .map(({ key, ms }) => ({ ...key, seconds: Math.round(ms / 1000) }))
    .filter((d) => d.seconds > 0)
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.workspace_id.localeCompare(b.workspace_id) ||
        a.user_id.localeCompare(b.user_id),
    );
  const entryLines = (): TimeEntryLine[] =>
    chosen
      .map((entry) => {
        const inside = pieces.get(entry)!;
        return {
          day: inside[0].day,
          workspace_id: entry.workspace_id,
          workspace_name: coveredIds.get(entry.workspace_id)!.name,
          card_id: entry.card_id,
          card_name: cardNames.get(entry.card_id) ?? `Card ${entry.card_id.slice(0, 8)}`,
          user_id: entry.user_id,
          user_name: userName(entry.user_id),
          label_ids: entry.label_ids ?? [],
          started_at: entry.started_at,
          ended_at: entry.ended_at ?? null,
          seconds: Math.round(inside.reduce((sum, piece) => sum + piece.ms, 0) / 1000),
          running: isRunning(entry, now),
        };
      })
      .filter((line) => line.seconds > 0 || line.running)
      .sort((a, b) => a.started_at.localeCompare(b.started_at) || a.user_name.localeCompare(b.user_name));
  const userChoices = [...new Set(inRange.map((e) => e.user_id))]
    .map((id) => ({ id, name: userName(id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    now: new Date(now).toISOString(),
    scope: scope.admin || covered.some((w) => scope.time.get(w.workspace_id) === 'all') ? 'all' : 'own',
    rows: tableRows,
    days: dayRows,
    ...(query.include === 'entries' ? { entries: entryLines() } : {}),
    total_seconds: tableRows.reduce((sum, row) => sum + row.seconds, 0),
    filters: {
      workspaces: scope.workspaces
        .filter((w) => scope.time.has(w.workspace_id))
        .map((w) => ({ id: w.workspace_id, name: w.name })),
      users: userChoices,
      labels: skeletons.flatMap((s, i) =>
        s.labels.map((l) => ({
          id: l.label_id,
          name: l.name,
          color_hex: l.color_hex ?? 'dddddd',
          workspace_id: covered[i].workspace_id,
        })),
      ),
    },
  };
}

/**
 * The reports' demo (issue 28 "Demo data"): a month of time entries by three users (Toni Lead, Cam
 * Coordinator, Pat Production) in both Northwind workspaces, one of them across midnight; and approval
 * history with different turnarounds: past approvals of the cards now in Approved and Live (their events
 * written as the approval action writes them), "Style guide" sent back twice and then approved, and
 * "Radio script" waiting on the client for five days, through the same approval write as the API. So the
 * time report and the approval analytics are full on a fresh start.
 */
import { addDays, addHours, addMinutes, startOfDay } from 'date-fns';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { ApprovalAction } from '../../shared/schemas/approvals-limits';
import { putItems } from '../../functions/src/data/access';
import { runTransaction, updateTransaction, patchTransaction } from '../../functions/src/data/transactions';
import { getCard } from '../../functions/src/data/cards';
import { Card } from '../../functions/src/data/entities/card';
import { ApprovalEvent, TimeEntry } from '../../functions/src/data/entities/report-items';
import { CardTimer } from '../../functions/src/data/entities/timer';
import { getUserByEmail } from '../../functions/src/data/users';
import type { WorkspaceRecord } from '../../functions/src/data/workspaces';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';

type Seeded = Map<string, { workspace: WorkspaceRecord; cardId: string }>;
/** An approval action by a demo user on a named card at an instant (seed.ts's `demoApproval`). */
export type ApproveAt = (email: string, cardName: string, action: ApprovalAction, now: number) => Promise<void>;

/** The cards each workspace's time goes to. */
const TIMED_CARDS = [
  'Hero banner v1',
  'Instagram carousel',
  'Product shots',
  'Video storyboard',
  'Email header',
  'Home wireframe',
  'Navigation',
  'Footer',
  'Blog template',
  'Pricing table',
];
const TRACKERS = ['teamlead@greenlight.local', 'coordinator@greenlight.local', 'production@greenlight.local'];

/** A small deterministic generator, so every fresh start shows the same month. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Thirty days of closed time entries before today, with the card and user totals they add up to. */
async function seedTimeEntries(seeded: Seeded, now: number): Promise<void> {
  const next = random(28);
  const users = await Promise.all(TRACKERS.map(async (email) => (await getUserByEmail(email))!));
  const cards = await Promise.all(
    TIMED_CARDS.map(
      async (name) => (await getCard(seeded.get(name)!.workspace.workspace_id, seeded.get(name)!.cardId))!,
    ),
  );
  const entries: Array<Parameters<typeof putItems<typeof TimeEntry>>[1][number]> = [];
  const totals = new Map<string, number>();
  const today = startOfDay(now);
  for (let daysAgo = 30; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [u, user] of users.entries()) {
      let start = addMinutes(addHours(day, 8 + u), Math.floor(next() * 60));
      for (let run = 0; run < 2 + Math.floor(next() * 2); run++) {
        const card = cards[Math.floor(next() * cards.length)];
        const seconds = (30 + Math.floor(next() * 150)) * 60;
        entries.push({
          organization_id: seeded.get(card.name)!.workspace.organization_id,
          started_at: start.toISOString(),
          user_id: user.user_id,
          workspace_id: card.workspace_id,
          card_id: card.card_id,
          card_name: card.name,
          ...(card.label_ids?.length ? { label_ids: [...card.label_ids] } : {}),
          ended_at: new Date(start.getTime() + seconds * 1000).toISOString(),
          seconds,
        });
        totals.set(
          `${card.workspace_id}|${card.card_id}|${user.user_id}`,
          (totals.get(`${card.workspace_id}|${card.card_id}|${user.user_id}`) ?? 0) + seconds,
        );
        start = addMinutes(start, seconds / 60 + 15 + Math.floor(next() * 45));
      }
    }
  }
  // A late session across midnight: the report splits it between the two days.
  const lateCard = cards[0];
  const lateStart = addMinutes(addHours(addDays(today, -3), 22), 30);
  entries.push({
    organization_id: seeded.get(lateCard.name)!.workspace.organization_id,
    started_at: lateStart.toISOString(),
    user_id: users[0].user_id,
    workspace_id: lateCard.workspace_id,
    card_id: lateCard.card_id,
    card_name: lateCard.name,
    ended_at: addMinutes(lateStart, 150).toISOString(),
    seconds: 150 * 60,
  });
  totals.set(
    `${lateCard.workspace_id}|${lateCard.card_id}|${users[0].user_id}`,
    (totals.get(`${lateCard.workspace_id}|${lateCard.card_id}|${users[0].user_id}`) ?? 0) + 150 * 60,
  );
  await putItems(TimeEntry, entries);
  // The cards' and users' totals (the popup's Total Time Spent) match the entries.
  for (const [key, seconds] of totals) {
    const [workspaceId, cardId, userId] = key.split('|');
    await runTransaction([
      updateTransaction(CardTimer, { card_id: cardId, user_id: userId, total_seconds: $add(seconds) }),
      patchTransaction(Card, { workspace_id: workspaceId, card_id: cardId, total_seconds: $add(seconds) }),
    ]);
  }
}

/**
 * Past approvals of cards now approved or live: [card, hours to the decision, days ago submitted, approver, due in hours after submission].
 * Every decision comes 90 minutes to 2 days after its submission, as README says (issue 35).
 */
const PAST_APPROVALS: Array<[string, number, number, string, number | null]> = [
  ['Brand palette', 3, 26, 'approver@greenlight.local', 24],
  ['Logo lockups', 30, 22, 'approver@greenlight.local', 24],
  ['Print ad', 6, 15, 'demo@greenlight.local', null],
  ['Contact form', 44, 12, 'approver@greenlight.local', 72],
  ['Careers page', 1.5, 8, 'approver@greenlight.local', 48],
  ['Blog launch', 20, 4, 'approver@greenlight.local', 12],
];

/** Approval events of past approvals, as the approval action writes them (pattern 177). */
async function seedPastApprovals(seeded: Seeded, now: number): Promise<void> {
  const submitter = (await getUserByEmail('coordinator@greenlight.local'))!;
  const items: Array<Parameters<typeof putItems<typeof ApprovalEvent>>[1][number]> = [];
  for (const [name, hours, daysAgo, approverEmail, dueHours] of PAST_APPROVALS) {
    const { workspace, cardId } = seeded.get(name)!;
    const approver = (await getUserByEmail(approverEmail))!;
    const submitted = addDays(now, -daysAgo);
    const decided = addMinutes(submitted, hours * 60);
    const due = dueHours === null ? undefined : addHours(submitted, dueHours).toISOString();
    const common = {
      organization_id: workspace.organization_id,
      workspace_id: workspace.workspace_id,
      card_id: cardId,
      card_name: name,
      ...(due ? { due_date: due } : {}),
    };
    items.push({
      ...common,
      at: submitted.toISOString(),
      event_id: uuidv7(submitted.getTime()),
      kind: 'submit',
      actor_id: submitter.user_id,
    });
    items.push({
      ...common,
      at: decided.toISOString(),
      event_id: uuidv7(decided.getTime()),
      kind: 'approve',
      actor_id: approver.user_id,
      submitted_at: submitted.toISOString(),
      revision_rounds: 0,
    });
  }
  await putItems(ApprovalEvent, items);
}

/** The whole reports demo. */
export async function seedReports(seeded: Seeded, approveAt: ApproveAt, now = Date.now()): Promise<void> {
  await seedTimeEntries(seeded, now);
  await seedPastApprovals(seeded, now);
  // "Style guide": sent back twice, then approved (real actions, so the card shows its two revisions).
  const day = (n: number, hours = 0) => addHours(addDays(now, n), hours).getTime();
  const [coordinator, approver] = ['coordinator@greenlight.local', 'approver@greenlight.local'];
  for (const round of [0, 1]) {
    await approveAt(coordinator, 'Style guide', 'submit', day(-10 + round * 3));
    await approveAt(approver, 'Style guide', 'request_revision', day(-9 + round * 3, 4));
    await approveAt(coordinator, 'Style guide', 'accept_request', day(-9 + round * 3, 5));
  }
  await approveAt(coordinator, 'Style guide', 'submit', day(-3));
  await approveAt(approver, 'Style guide', 'approve', day(-2, 2));
  // "Radio script" waits on the client (its due date passed two days ago).
  await approveAt(coordinator, 'Radio script', 'submit', day(-5));
}

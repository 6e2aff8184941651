/**
 * The "passes its due date" trigger (issue 38 "triggers"; decisions BR6): the past-due reminder job, which
 * the due-reminders schedule runs at each card's due instant (functions/src/handlers/schedules/due-reminders.ts),
 * also queues the card's `due_date_passed` runs when an enabled rule of its workspace wants them. The
 * event id is the card's and due date's, so a due date passes once per value, however often the job runs.
 */
import type { ScheduleEntry } from '../../data/schedule-entries';
import { listBoardRules } from '../../data/board-rules';
import { getCard } from '../../data/cards';
import { uuidv5 } from '../../lib/ids/uuid';
import { sendRuleMessages } from '../../lib/rules/queue';
import type { RuleTriggerEvent } from '../../lib/rules/rule-triggers';
import { ruleWants } from './publish-triggers';

/** Queue the card's `due_date_passed` runs when its due date has passed by `now`. @returns whether a message was sent. */
export async function queueDueDatePassed(entry: ScheduleEntry, now: Date): Promise<boolean> {
  const workspaceId = entry.payload?.workspace_id;
  const card = workspaceId ? await getCard(workspaceId, entry.subject_id) : null;
  if (!card?.due_date || card.deleted_at || card.archived || Date.parse(card.due_date) > now.getTime()) return false;
  const trigger: RuleTriggerEvent = {
    type: 'due_date_passed',
    workspaceId: card.workspace_id,
    cardId: card.card_id,
    stageId: null,
    depth: 0,
  };
  if (!(await listBoardRules(card.workspace_id)).some((rule) => ruleWants(rule, trigger))) return false;
  await sendRuleMessages([
    { eventId: uuidv5(`rule:due:${card.card_id}:${card.due_date}`), trigger, at: now.toISOString() },
  ]);
  return true;
}

/**
 * The stream consumer's board-rule half (issue 38 "Runs happen on the server, from the change's event … the
 * DynamoDB stream, through a queue in order per card"; decisions BR4, BR6): the changed items of one stream
 * batch → rule triggers → one queue message per trigger that an enabled rule of the workspace wants.
 *
 * Each workspace's rules are read once per batch (1 Query of its rules partition, pattern 260), and only
 * for batches with a trigger in it. A message's id is the UUIDv5 of its stream record and trigger type, so a
 * retried batch makes the same ids, which the FIFO queue and the run's claim deduplicate.
 */
import { listBoardRules, type BoardRuleRecord } from '../../data/board-rules';
import { uuidv5 } from '../../lib/ids/uuid';
import { logger } from '../../lib/observability';
import { sendRuleMessages, type QueueMessage } from '../../lib/rules/queue';
import { reviewerRemovalOf } from '../../lib/rules/reviewer-removals';
import { ruleTriggersOf, type RuleTriggerEvent } from '../../lib/rules/rule-triggers';
import type { RecordedChange } from '../webhooks/publish';

/** Whether `rule` may want `trigger` (its stage is checked again when it runs, on the card as it is then). */
export function ruleWants(rule: BoardRuleRecord, trigger: RuleTriggerEvent): boolean {
  if (rule.enabled === false || rule.trigger_type !== trigger.type) return false;
  return !rule.trigger_stage_id || trigger.stageId === null || rule.trigger_stage_id === trigger.stageId;
}

/**
 * Queue the rule runs of a batch's changes, and the reviewer removals among them (decisions RE6).
 * @returns how many messages were sent.
 * @throws the queue's or the table's error: the stream batch is retried, and its ids dedupe.
 */
export async function publishRuleTriggers(changes: readonly RecordedChange[]): Promise<number> {
  const triggers = changes.flatMap(({ change, recordId, at }) =>
    ruleTriggersOf(change).map((trigger) => ({ trigger, recordId, at: new Date(at).toISOString() })),
  );
  // An Approver removed mid-round (decisions RE6): whatever the rules, their open rounds are settled.
  const messages: QueueMessage[] = changes.flatMap(({ change, recordId, at }) => {
    const removal = reviewerRemovalOf(change);
    return removal
      ? [{ eventId: uuidv5(`reviewer-removal:${recordId}`), removal, at: new Date(at).toISOString() }]
      : [];
  });
  if (!triggers.length && !messages.length) return 0;
  const rulesOf = new Map<string, Promise<BoardRuleRecord[]>>();
  for (const { trigger, recordId, at } of triggers) {
    let rules = rulesOf.get(trigger.workspaceId);
    if (!rules) rulesOf.set(trigger.workspaceId, (rules = listBoardRules(trigger.workspaceId)));
    if (!(await rules).some((rule) => ruleWants(rule, trigger))) continue;
    messages.push({ eventId: uuidv5(`rule:${recordId}:${trigger.type}`), trigger, at });
  }
  if (messages.length) {
    await sendRuleMessages(messages);
    logger.debug('Rule triggers queued', { triggers: triggers.length, messages: messages.length });
  }
  return messages.length;
}

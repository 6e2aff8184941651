/**
 * The board-rule queue (issue 38 "through a queue in order per card"; decisions BR4): a FIFO queue whose
 * message groups are cards, so one card's runs happen one after another, in the order of its changes. The
 * stream consumer and the past-due schedule send; the rule runner (functions/src/handlers/rules/run.ts)
 * reads. The queue URL is `RULE_QUEUE_URL`; the SQS client is the webhooks' (../webhooks/queue.ts).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { requireEnv } from '../env';
import { sqsClient } from '../webhooks/queue';
import type { ReviewerRemoval } from './reviewer-removals';
import type { RuleTriggerEvent } from './rule-triggers';

/** The body of one queue message: the trigger, and the id of the event that made it (stable across retries). */
export interface RuleMessage {
  eventId: string;
  trigger: RuleTriggerEvent;
  /** When the triggering change was made (ISO). */
  at: string;
}

/**
 * An Approver who no longer counts as a reviewer (decisions RE6): the runner settles the open rounds of the
 * workspace's cards that asked them. Grouped by workspace, so two removals there are settled in order.
 */
export interface RemovalMessage {
  eventId: string;
  removal: ReviewerRemoval;
  at: string;
}

/** What the rule queue carries. */
export type QueueMessage = RuleMessage | RemovalMessage;

/** The FIFO group of a message: its card, or for a removal its workspace. */
const groupOf = (m: QueueMessage) => ('trigger' in m ? m.trigger.cardId : `workspace:${m.removal.workspaceId}`);

export const ruleQueueUrl = () => requireEnv('RULE_QUEUE_URL');

/**
 * Send the messages, 10 per SendMessageBatch, retrying refused entries up to 3 times.
 * @throws Error when entries are still refused (the stream batch is then retried; the event ids dedupe).
 */
export async function sendRuleMessages(messages: readonly QueueMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 10) {
    let entries = messages.slice(start, start + 10).map((m, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify(m),
      MessageGroupId: groupOf(m),
      MessageDeduplicationId: m.eventId,
    }));
    for (let attempt = 1; entries.length; attempt++) {
      const result = await sqsClient().send(
        new SendMessageBatchCommand({ QueueUrl: ruleQueueUrl(), Entries: entries }),
      );
      const failed = new Set((result.Failed ?? []).map((f) => f.Id));
      if (!failed.size) break;
      if (attempt >= 3) throw new Error(`Rule queue refused ${failed.size} messages: ${result.Failed?.[0]?.Message}`);
      entries = entries.filter((entry) => failed.has(entry.Id));
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

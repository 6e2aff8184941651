/**
 * The DynamoDB Streams consumer (BRIEF §7 "Live updates"): every committed change of the table arrives
 * here (NEW_AND_OLD_IMAGES), is turned into channel events by the item's entity
 * (functions/src/services/realtime/item-events.ts) and posted to the subscribed connections
 * (functions/src/services/realtime/fan-out.ts). In AWS, Lambda's event source mapping polls the stream; the
 * local stack polls DynamoDB Local's stream and calls this same handler (infra/local/streams.ts).
 *
 * Records of entities that publish nothing (connections, subscriptions, rate limits…) are skipped, so the
 * consumer's own writes never feed back. A batch that fails is retried by the event source mapping;
 * a failing post to one connection only logs (fan-out.ts).
 *
 * The same records feed the organization's webhooks (issue 29; functions/src/services/webhooks/publish.ts):
 * their events go to the webhook queue after the realtime posts; a failure to queue fails the batch, whose
 * retry re-sends the same event ids (deduplicated by the FIFO queue).
 *
 * And they start the workspaces' board rules (issue 38; functions/src/services/rules/publish-triggers.ts):
 * a card's or content's change that an enabled rule wants goes to the rule queue, grouped by card.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { applyRevocations, publish } from '../../services/realtime/fan-out';
import {
  eventsOfChange,
  publishesEvents,
  type ChannelEvent,
  type ItemChange,
  type Revocation,
} from '../../services/realtime/item-events';
import { logger } from '../../lib/observability';
import { makesWebhookEvents } from '../../lib/webhooks/item-webhooks';
import { publishWebhookEvents, type RecordedChange } from '../../services/webhooks/publish';
import { makesRuleTriggers } from '../../lib/rules/rule-triggers';
import { publishRuleTriggers } from '../../services/rules/publish-triggers';

type StreamImage = Record<string, AttributeValue>;

/** The entity name (`__edb_e__`) of a raw stream image, read before unmarshalling anything else. */
function entityOf(image: unknown): string | undefined {
  const marker = (image as Record<string, { S?: string } | undefined> | undefined)?.__edb_e__;
  return marker?.S;
}

/**
 * The record as an `ItemChange`, or null for records of entities that publish nothing (read from the raw
 * image, so their attributes are never unmarshalled) and records without an entity name.
 */
export function toItemChange(record: DynamoDBStreamEvent['Records'][number]): ItemChange | null {
  const entity = entityOf(record.dynamodb?.NewImage) ?? entityOf(record.dynamodb?.OldImage);
  if (!entity || !record.eventName) return null;
  if (!(publishesEvents(entity) || makesWebhookEvents(entity) || makesRuleTriggers(entity))) return null;
  const read = (image: unknown) => (image ? unmarshall(image as StreamImage, { wrapNumbers: false }) : undefined);
  return {
    eventName: record.eventName,
    entity,
    newImage: read(record.dynamodb?.NewImage),
    oldImage: read(record.dynamodb?.OldImage),
  };
}

/** @returns how many messages were posted (the local poller logs it at debug level). */
export const handler = async (event: DynamoDBStreamEvent): Promise<{ posted: number }> => {
  const events: ChannelEvent[] = [];
  const revocations: Revocation[] = [];
  const webhookChanges: RecordedChange[] = [];
  const ruleChanges: RecordedChange[] = [];
  for (const record of event.Records) {
    let change: ItemChange | null;
    try {
      change = toItemChange(record);
    } catch (error) {
      // One unreadable record must not hold back the batch's other events.
      logger.error('Stream record skipped', { eventID: record.eventID, reason: (error as Error).message });
      continue;
    }
    if (!change) continue;
    const recorded: RecordedChange = {
      change,
      recordId: record.eventID ?? `${record.dynamodb?.SequenceNumber}`,
      at: (record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000) * 1000,
    };
    if (makesWebhookEvents(change.entity)) webhookChanges.push(recorded);
    if (makesRuleTriggers(change.entity)) ruleChanges.push(recorded);
    if (!publishesEvents(change.entity)) continue;
    const outcome = eventsOfChange(change);
    events.push(...outcome.events);
    revocations.push(...outcome.revocations);
  }
  // Access first: a member removed in this batch must not receive its later events.
  if (revocations.length) await applyRevocations(revocations);
  const posted = events.length ? await publish(events) : 0;
  if (events.length) logger.debug('Realtime fan-out', { records: event.Records.length, events: events.length, posted });
  if (webhookChanges.length) await publishWebhookEvents(webhookChanges);
  if (ruleChanges.length) await publishRuleTriggers(ruleChanges);
  return { posted };
};

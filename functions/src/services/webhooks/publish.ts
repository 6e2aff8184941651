/**
 * The stream consumer's webhook half (issue 29 "Events"; BRIEF §8 "the stream consumer puts events on an
 * SQS queue"; decisions H7–H13): the changed items of one stream batch → webhook events → one queue message
 * per (event, endpoint that is enabled and wants its type).
 *
 * Per batch, each workspace's organization, each checklist's workspace and each organization's endpoints
 * are read once (GetItem, GetItem, Query), and the actors' names in one BatchGet. An event's id is the UUIDv5
 * of its stream record and type, so a retried batch makes the same ids, which the FIFO queue deduplicates.
 *
 * `created_at` is the change's instant to the millisecond, from the item itself (its `created_at` or
 * `updated_at`); the stream record's time, which is cut to the second or the minute, only when the item has
 * none (a removal). `actor` is the user who made the change, with their name, or null (issue 35; EX4).
 */
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '../../../../shared/schemas/webhooks';
import { getItem } from '../../data/access';
import { getUsers } from '../../data/users';
import { fullName } from '../../lib/text/names';
import { Checklist } from '../../data/entities/checklist';
import { Workspace } from '../../data/entities/workspace';
import { listWebhookEndpoints, type WebhookEndpointRecord } from '../../data/webhooks';
import { uuidv5 } from '../../lib/ids/uuid';
import { logger } from '../../lib/observability';
import type { ItemChange } from '../../lib/realtime/item-change';
import { changeInstant, webhookDraftsOf, type WebhookDraft } from '../../lib/webhooks/item-webhooks';
import { sendWebhookMessages, type OutgoingWebhookMessage } from '../../lib/webhooks/queue';

/** One changed item with what its stream record says about it. */
export interface RecordedChange {
  change: ItemChange;
  /** The stream record's id (stable across retries of the batch). */
  recordId: string;
  /** When the change was made, epoch ms. */
  at: number;
}

/** Per-batch memo of async lookups: each key is read once, concurrent callers share the read. */
function memo<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) cache.set(key, (value = read(key)));
    return value;
  };
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

/**
 * Queue the webhook events of a batch's changes.
 * @returns how many messages were sent.
 * @throws the queue's or the table's error: the stream batch is retried, and its event ids dedupe.
 */
export async function publishWebhookEvents(changes: readonly RecordedChange[]): Promise<number> {
  const drafts = changes.flatMap(({ change, recordId, at }) => {
    const instant = changeInstant(change) ?? new Date(at).toISOString();
    return webhookDraftsOf(change).map((draft) => ({ draft, recordId, at: instant }));
  });
  if (!drafts.length) return 0;
  const organizationOf = memo(
    async (workspaceId) => (await getItem(Workspace, { workspace_id: workspaceId }))?.organization_id ?? null,
  );
  const workspaceOfList = memo(async (key) => {
    const [cardId, listId] = key.split('|') as [string, string];
    return (await getItem(Checklist, { card_id: cardId, list_id: listId }))?.workspace_id ?? null;
  });
  const endpointsOf = memo(async (organizationId) =>
    (await listWebhookEndpoints(organizationId)).filter((e) => e.enabled !== false),
  );

  const messages: OutgoingWebhookMessage[] = [];
  const acted: Array<{ event: WebhookEvent; actorId: string | null }> = [];
  // In batch order, so a card's events enter its message groups in the order they happened.
  const resolved = await Promise.all(
    drafts.map(async ({ draft, recordId, at }) => ({
      draft,
      recordId,
      at,
      ...(await placeOf(draft, organizationOf, workspaceOfList)),
    })),
  );
  for (const { draft, recordId, at, organizationId, workspaceId } of resolved) {
    if (!organizationId || !KNOWN_TYPES.has(draft.type)) continue;
    const wanting = (await endpointsOf(organizationId)).filter((endpoint: WebhookEndpointRecord) =>
      endpoint.event_types.includes(draft.type),
    );
    if (!wanting.length) continue;
    const object =
      draft.object.workspace_id === null && workspaceId ? { ...draft.object, workspace_id: workspaceId } : draft.object;
    const event: WebhookEvent = {
      id: uuidv5(`webhook:${recordId}:${draft.type}`),
      type: draft.type,
      created_at: at,
      organization_id: organizationId,
      workspace_id: workspaceId ?? null,
      actor: null,
      data: { object, ...(draft.previous ? { previous_attributes: draft.previous } : {}) },
    };
    acted.push({ event, actorId: draft.actorId });
    for (const endpoint of wanting)
      messages.push({
        message: { endpoint_id: endpoint.endpoint_id, organization_id: organizationId, redelivery: false, event },
        groupId: draft.groupId,
      });
  }
  // The names of the actors of the events that go out, in one BatchGet (the messages share each event object).
  const actors = await webhookActors(acted.map((a) => a.actorId));
  for (const { event, actorId } of acted) event.actor = actorId ? (actors.get(actorId) ?? null) : null;
  if (messages.length) {
    await sendWebhookMessages(messages);
    logger.debug('Webhook events queued', { drafts: drafts.length, messages: messages.length });
  }
  return messages.length;
}

/** The actors of the drafts as payloads name them: `{id, name}` (never an e-mail address); a deleted user is "Former user". */
export async function webhookActors(
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const users = await getUsers(wanted);
  return new Map(
    wanted.map((id) => {
      const user = users.get(id);
      return [id, { id, name: user ? fullName(user.first_name, user.last_name) : 'Former user' }];
    }),
  );
}

/** The draft's organization and workspace, read from the table where the item does not name them. */
async function placeOf(
  draft: WebhookDraft,
  organizationOf: (workspaceId: string) => Promise<string | null>,
  workspaceOfList: (key: string) => Promise<string | null>,
): Promise<{ organizationId: string | null; workspaceId: string | null }> {
  const workspaceId =
    draft.workspaceId ?? (draft.listOf ? await workspaceOfList(`${draft.listOf.cardId}|${draft.listOf.listId}`) : null);
  const organizationId = draft.organizationId ?? (workspaceId ? await organizationOf(workspaceId) : null);
  return { organizationId, workspaceId };
}

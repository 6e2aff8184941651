/**
 * An organization's webhook endpoints: list, read, create (at most 20), change, rotate the secret, delete
 * (issue 29 "Webhooks"; BRIEF §8; docs/data-model.md patterns 200–205; decisions H1–H6). The delivery log
 * is ./webhook-deliveries.ts.
 *
 * Creating and deleting an endpoint change the organization's tally in the same TransactWrite, conditioned
 * so that a 21st endpoint is refused however many creates race (nothing is stored).
 */
import { $add, $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint as WebhookEndpointView,
  type WebhookEventType,
} from '../../../shared/schemas/webhooks';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http/errors';
import { getItem, isConditionFailure, keyQuery, patchItem, queryAll, type Item } from './access';
import { createTransaction, removeTransaction, runTransaction, updateTransaction } from './transactions';
import {
  WEBHOOK_ENDPOINT_BY_ORGANIZATION,
  WEBHOOK_ENDPOINT_MODEL,
  WebhookEndpoint,
  WebhookEndpointTally,
} from './entities/webhook';

export type WebhookEndpointRecord = Item<typeof WebhookEndpoint>;

/** The endpoint as the API shows it: never its secrets. */
export function toWebhookEndpointView(record: WebhookEndpointRecord): WebhookEndpointView {
  return {
    id: record.endpoint_id,
    url: record.url,
    description: record.description ?? '',
    event_types: record.event_types as WebhookEventType[],
    enabled: record.enabled !== false,
    disabled_reason: record.disabled_reason ?? null,
    failing_since: record.failing_since ?? null,
    secret_rotated_at: record.secret_rotated_at ?? null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Pattern 200: an organization's endpoints, oldest first (1 Query of its partition, ≤ 20 items). */
export async function listWebhookEndpoints(
  organizationId: string,
  options: { consistent?: boolean } = {},
): Promise<WebhookEndpointRecord[]> {
  return queryAll(
    WebhookEndpoint,
    keyQuery(WEBHOOK_ENDPOINT_MODEL, WEBHOOK_ENDPOINT_BY_ORGANIZATION, { organization_id: organizationId }),
    options,
  );
}

/** Pattern 201: one endpoint of the organization (1 GetItem); an id of another organization's is simply not there. */
export async function getWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  options: { consistent?: boolean } = {},
): Promise<WebhookEndpointRecord | null> {
  return getItem(WebhookEndpoint, { organization_id: organizationId, endpoint_id: endpointId }, options);
}

/** The endpoint, or the route's 404. */
export async function requireWebhookEndpoint(
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpointRecord> {
  const endpoint = await getWebhookEndpoint(organizationId, endpointId, { consistent: true });
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

/** Attempts at a write the tally's concurrent writers cancelled (TransactionConflict); each reads again. */
const TALLY_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));

/** The organization's endpoint count as stored (strongly consistent). */
async function endpointCount(organizationId: string): Promise<number> {
  return (
    (await getItem(WebhookEndpointTally, { organization_id: organizationId }, { consistent: true }))?.endpoint_count ??
    0
  );
}

/**
 * Pattern 202: create an endpoint. One TransactWrite: the tally +1 on condition it is below 20 (or absent),
 * and the endpoint `attribute_not_exists`. A cancellation is read again: a full tally is the 20-endpoint
 * refusal, anything else (a concurrent create or delete) is tried again.
 * @throws BadRequestError (the 20-endpoint message) when the organization has 20 already; nothing is stored.
 * @throws ConflictError when concurrent writes kept cancelling it.
 */
export async function createWebhookEndpoint(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord> {
  for (let attempt = 1; attempt <= TALLY_ATTEMPTS; attempt++) {
    const result = await runTransaction([
      updateTransaction(
        WebhookEndpointTally,
        { organization_id: record.organization_id, endpoint_count: $add(1) } as never,
        {
          or: [
            { attr: 'endpoint_count', exists: false },
            { attr: 'endpoint_count', lt: WEBHOOK_LIMITS.maxEndpoints },
          ],
        } as never,
      ),
      createTransaction(WebhookEndpoint, record),
    ]);
    if (!result.canceled) return record;
    if ((await endpointCount(record.organization_id)) >= WEBHOOK_LIMITS.maxEndpoints) {
      throw new BadRequestError(WEBHOOK_MESSAGES.tooMany, { webhook_endpoints: [WEBHOOK_MESSAGES.tooMany] });
    }
    await pause(attempt);
  }
  throw new ConflictError('The webhook endpoints were changed meanwhile. Please try again.');
}

/** What PATCH, rotate and the delivery function may change. `null` removes an optional attribute. */
export type WebhookEndpointChanges = Partial<{
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  secret_rotated_at: string;
  updated_at: string;
}>;

/**
 * Pattern 203: change an endpoint (1 UpdateItem, conditioned on it existing; `onlyIf` adds a condition,
 * e.g. "still enabled"). @returns the endpoint after the change, or null when it is gone (or `onlyIf` failed).
 */
export async function updateWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  changes: WebhookEndpointChanges,
  onlyIf?: Record<string, unknown>,
): Promise<WebhookEndpointRecord | null> {
  // A list or object is replaced whole: DynamoDB-Toolbox would otherwise update it element by element,
  // and a shorter event_types or secrets list would keep the old tail.
  const values = Object.fromEntries(
    Object.entries(changes)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === null ? $remove() : typeof v === 'object' ? $set(v) : v]),
  );
  try {
    return (await patchItem(
      WebhookEndpoint,
      { organization_id: organizationId, endpoint_id: endpointId, ...values } as never,
      { returnValues: 'ALL_NEW', ...(onlyIf ? { condition: onlyIf } : {}) } as never,
    )) as WebhookEndpointRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Pattern 204: delete an endpoint and count it off the tally (1 TransactWrite; tried again when a concurrent
 * tally write cancelled it). Its delivery log is left to its TTL (decisions H5).
 * @returns false when it was not there.
 */
export async function deleteWebhookEndpoint(organizationId: string, endpointId: string): Promise<boolean> {
  for (let attempt = 1; attempt <= TALLY_ATTEMPTS; attempt++) {
    const result = await runTransaction([
      removeTransaction(WebhookEndpoint, { organization_id: organizationId, endpoint_id: endpointId }),
      updateTransaction(WebhookEndpointTally, { organization_id: organizationId, endpoint_count: $add(-1) } as never),
    ]);
    if (!result.canceled) return true;
    if (!(await getWebhookEndpoint(organizationId, endpointId, { consistent: true }))) return false;
    await pause(attempt);
  }
  throw new ConflictError('The webhook endpoints were changed meanwhile. Please try again.');
}

/**
 * Recorded-shape Lambda events (BRIEF §5 "Tests"; issue 11): `events/<source>/<case>.json` at the
 * repository root, in the shapes AWS delivers (API Gateway HTTP API payload v2 with the JWT authorizer,
 * API Gateway WebSocket, EventBridge Scheduler with our `{time}` input, Cognito triggers, DynamoDB Streams
 * batches as Lambda's event source mapping delivers them; issue 29: the Lambda REQUEST authorizer's context
 * as `requestContext.authorizer.lambda`, and an SQS FIFO batch for the webhook delivery function).
 *
 * `loadEvent(name)` returns a deep copy, so a test may change it freely; `eventShape(value)` lists
 * every key path with its value type, for checking the local stack's event builders against them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository's `events/` folder. */
export const EVENTS_DIR = resolve(import.meta.dirname, '../../events');

/** Every fixture the tests require; a missing file fails `tests/unit/event-fixtures.test.ts`. */
export const REQUIRED_EVENTS = [
  'http-api/signed-in',
  'http-api/public',
  'http-api/bad-token',
  'http-api/signed-in-api-key',
  'websocket/connect',
  'websocket/default',
  'websocket/disconnect',
  'scheduler/due-reminders',
  'scheduler/bin-purge',
  'scheduler/account-deletion',
  'cognito/post-confirmation-sign-up',
  'cognito/post-confirmation-forgot-password',
  'dynamodb-streams/card-moved',
  'dynamodb-streams/checklist-item-removed',
  'dynamodb-streams/minimized-card-inserted',
  'sqs/webhook-delivery',
] as const;

export type EventName = (typeof REQUIRED_EVENTS)[number];

/** Absolute path of a fixture: `events/<source>/<case>.json`. */
export function eventPath(name: EventName): string {
  return resolve(EVENTS_DIR, `${name}.json`);
}

/** Whether the fixture file exists. */
export function hasEvent(name: EventName): boolean {
  return existsSync(eventPath(name));
}

const cache = new Map<EventName, unknown>();

/**
 * A deep copy of the fixture `name`, typed as `T` (e.g. `APIGatewayProxyEventV2WithJWTAuthorizer`).
 * @throws Error when the file is missing or is not JSON.
 */
export function loadEvent<T = Record<string, unknown>>(name: EventName): T {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(eventPath(name), 'utf8')));
  return structuredClone(cache.get(name)) as T;
}

/** `null`, `array`, or the `typeof` of a JSON value. */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Every key path of `value` with its type, sorted: `requestContext.http.method: string`. Objects at a
 * path listed in `maps` (headers, claims, query) hold data as keys, so their keys collapse to `*` and only
 * their value types count. Array items collapse to `[]`.
 */
export function eventShape(value: unknown, maps: readonly string[] = [], path = ''): string[] {
  const type = typeOf(value);
  const lines = path ? [`${path}: ${type}`] : [];
  if (type === 'array') {
    const items = new Set((value as unknown[]).flatMap((item) => eventShape(item, maps, `${path}[]`)));
    return [...lines, ...[...items].sort()];
  }
  if (type !== 'object') return lines;
  const isMap = maps.includes(path);
  const children = new Set<string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = `${path ? `${path}.` : ''}${isMap ? '*' : key}`;
    for (const line of eventShape(child, maps, childPath)) children.add(line);
  }
  return [...lines, ...[...children].sort()];
}

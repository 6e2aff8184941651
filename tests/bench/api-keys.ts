/**
 * `npm run bench`: what a personal API key's authorization costs (issue 29 "Performance: a key's
 * authorization adds at most one DynamoDB read to a request"; decisions P6). Opens the same board with
 * the session's token and with a key of the same user, counting DynamoDB requests (the SDK client's
 * request listener: the authorizer and the handler run in the bench's process) and timing both; prints the
 * difference, which must be at most 1.
 */
import { loadavg } from 'node:os';
import { createApiKey } from '../../functions/src/data/api-keys';
import { onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { percentile } from './board-browser';

/** The bound of issue 29: DynamoDB requests a key adds to a request. */
export const KEY_EXTRA_REQUESTS = 1;
const RUNS = 30;

async function measure(
  url: string,
  authorization: string,
): Promise<{ times: number[]; counts: number[]; commands: Set<string> }> {
  const times: number[] = [];
  const counts: number[] = [];
  const commands = new Set<string>();
  for (let i = 0; i < RUNS; i++) {
    let requests = 0;
    const stop = onDynamoRequest((name) => {
      requests += 1;
      commands.add(name);
    });
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization } });
    const body = await res.text();
    times.push(performance.now() - started);
    stop();
    if (!res.ok) throw new Error(`API key bench failed: ${res.status} ${body}`);
    counts.push(requests);
  }
  return { times, counts, commands };
}

/** Open `GET /api/v1/workspaces/{workspaceId}` as the session (`authorization`) and as a key of `userId`. */
export async function benchApiKeyAuthorization(options: {
  url: string;
  userId: string;
  workspaceId: string;
  authorization: string;
}): Promise<void> {
  const { key } = await createApiKey(options.userId, { name: 'Bench', expires_in_days: 30, scope: 'read' });
  const url = `${options.url}/api/v1/workspaces/${options.workspaceId}`;
  const session = await measure(url, options.authorization);
  const keyed = await measure(url, `Bearer ${key}`);
  const added = Math.max(...keyed.counts) - Math.min(...session.counts);
  const [one, five] = loadavg();
  console.log(
    `${'open board, API key'.padEnd(22)} p50 ${percentile(keyed.times, 50).toFixed(1)} ms (session ${percentile(session.times, 50).toFixed(1)} ms)   ` +
      `DynamoDB requests ${Math.min(...keyed.counts)}–${Math.max(...keyed.counts)} (session ${Math.min(...session.counts)}–${Math.max(...session.counts)})   ` +
      `added by the key ${added} [${[...keyed.commands].filter((c) => !session.commands.has(c)).join(', ') || 'same commands'}]   ` +
      `load average ${one!.toFixed(2)} / ${five!.toFixed(2)}   target ≤ ${KEY_EXTRA_REQUESTS}: ${added <= KEY_EXTRA_REQUESTS ? 'met' : 'MISSED'}`,
  );
}

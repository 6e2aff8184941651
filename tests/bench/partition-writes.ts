/**
 * Writes per DynamoDB partition key while a benchmark runs (issue 39 "the busiest partition key's write rate
 * under the 50-client move benchmark, against DynamoDB's 1,000 WCU per partition"; docs/capacity.md).
 *
 * Counts every item written (Put, Update, Delete, and each item of a TransactWrite or BatchWrite) by its table
 * `pk`, from the requests' inputs, and the write capacity units DynamoDB reported, which are shared out over
 * a request's items by count (DynamoDB reports one total per request). Index partitions (gsiNpk) are not
 * counted: an Update's input does not name them.
 */
import { onDynamoResult, reportConsumedCapacity } from '../../functions/src/lib/aws/dynamodb';

interface PartitionCount {
  pk: string;
  items: number;
  writeUnits: number;
}

/** The table keys of the items a write request writes. */
function writtenKeys(command: string, input: Readonly<Record<string, unknown>>): string[] {
  const pkOf = (part: { Key?: { pk?: unknown }; Item?: { pk?: unknown } } | undefined) =>
    String(part?.Key?.pk ?? part?.Item?.pk ?? '?');
  if (/^(Put|Update|Delete)/.test(command)) return [pkOf(input as never)];
  if (command.startsWith('TransactWrite'))
    return ((input.TransactItems ?? []) as Array<Record<string, never>>).flatMap((entry) =>
      ['Put', 'Update', 'Delete'].filter((kind) => entry[kind]).map((kind) => pkOf(entry[kind])),
    );
  if (command.startsWith('BatchWrite'))
    return Object.values((input.RequestItems ?? {}) as Record<string, Array<Record<string, never>>>)
      .flat()
      .map((request) => pkOf((request.PutRequest ?? request.DeleteRequest) as never));
  return [];
}

/** Starts counting; `stop()` answers every partition key written, busiest first. */
export function countPartitionWrites(): { stop(): PartitionCount[] } {
  const counts = new Map<string, PartitionCount>();
  reportConsumedCapacity(true);
  const stopResults = onDynamoResult((command, input, output) => {
    const keys = writtenKeys(command, input);
    if (keys.length === 0) return;
    const consumed = [output.ConsumedCapacity ?? []].flat() as Array<{ CapacityUnits?: number }>;
    const units =
      consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) * (command.startsWith('Transact') ? 2 : 1);
    for (const pk of keys) {
      const count = counts.get(pk) ?? { pk, items: 0, writeUnits: 0 };
      count.items += 1;
      count.writeUnits += units / keys.length;
      counts.set(pk, count);
    }
  });
  return {
    stop() {
      stopResults();
      reportConsumedCapacity(false);
      return [...counts.values()].sort((a, b) => b.writeUnits - a.writeUnits);
    },
  };
}

/**
 * Compare a restored Greenlight table with the live one (issue 40 "Restore for operators": "a script that checks
 * a restored table against the live one's counts per entity"; docs/deploy.md "Restore"; decisions MO7).
 *
 * Scans both tables (a projection of the entity attribute only, `__edb_e__`, which DynamoDB-Toolbox writes on
 * every item: docs/data-model.md) and counts items per entity. Prints one line per entity with both counts, and
 * exits 0 when every count matches, 1 when one differs, 2 on bad arguments or a failed scan.
 *
 *   npx tsx infra/scripts/compare-tables.ts --live greenlight-prod-Table --restored greenlight-prod-restored \
 *     [--region eu-west-1] [--endpoint http://127.0.0.1:8000] [--segments 4]
 *
 * `--endpoint` is for DynamoDB Local (the integration test); otherwise the SDK's usual credentials, region and
 * `AWS_ENDPOINT_URL_DYNAMODB` apply. A scan reads every item: on a large table, run it off-peak (on-demand billing
 * charges the reads; about 1 read unit per 4 KB, eventually consistent: half).
 */
import { DynamoDBClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** DynamoDB-Toolbox's (ElectroDB's) entity-name attribute (functions/src/data/table.ts ENTITY_ATTRIBUTE). */
export const ENTITY_ATTRIBUTE = '__edb_e__';
/** The bucket of items without an entity name (none is expected). */
export const NO_ENTITY = '(no entity)';

/** Items per entity name in `tableName`, by a parallel Scan of `segments` segments. */
export async function countByEntity(
  client: DynamoDBClient,
  tableName: string,
  segments = 4,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: ScanCommandOutput['LastEvaluatedKey'];
      do {
        const page: ScanCommandOutput = await client.send(
          new ScanCommand({
            TableName: tableName,
            ProjectionExpression: '#e',
            ExpressionAttributeNames: { '#e': ENTITY_ATTRIBUTE },
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const entity = item[ENTITY_ATTRIBUTE]?.S ?? NO_ENTITY;
          counts.set(entity, (counts.get(entity) ?? 0) + 1);
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return counts;
}

/** One entity's counts in both tables. */
export interface EntityCount {
  entity: string;
  live: number;
  restored: number;
}

/** Every entity of either table with both counts, sorted by name; `differs` when one count differs. */
export function compareCounts(live: Map<string, number>, restored: Map<string, number>) {
  const entities = [...new Set([...live.keys(), ...restored.keys()])].sort();
  const rows: EntityCount[] = entities.map((entity) => ({
    entity,
    live: live.get(entity) ?? 0,
    restored: restored.get(entity) ?? 0,
  }));
  return { rows, differs: rows.some((row) => row.live !== row.restored) };
}

const USAGE =
  'Usage: npx tsx infra/scripts/compare-tables.ts --live <table> --restored <table> [--region <region>] [--endpoint <url>] [--segments <1-100>]';

/** Run with `argv` (without node and the script). @returns the exit code. */
export async function main(argv: string[], print = console.log): Promise<number> {
  let options: { live?: string; restored?: string; region?: string; endpoint?: string; segments?: string };
  try {
    options = parseArgs({
      args: argv,
      options: {
        live: { type: 'string' },
        restored: { type: 'string' },
        region: { type: 'string' },
        endpoint: { type: 'string' },
        segments: { type: 'string' },
      },
    }).values;
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const segments = Number(options.segments ?? 4);
  if (!options.live || !options.restored || !Number.isInteger(segments) || segments < 1 || segments > 100) {
    print(USAGE);
    return 2;
  }
  const client = new DynamoDBClient({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  try {
    const [live, restored] = await Promise.all([
      countByEntity(client, options.live, segments),
      countByEntity(client, options.restored, segments),
    ]);
    const { rows, differs } = compareCounts(live, restored);
    const width = Math.max(6, ...rows.map((row) => row.entity.length));
    print(`${'entity'.padEnd(width)}  ${'live'.padStart(8)}  ${'restored'.padStart(8)}`);
    for (const row of rows)
      print(
        `${row.entity.padEnd(width)}  ${String(row.live).padStart(8)}  ${String(row.restored).padStart(8)}${row.live === row.restored ? '' : '  DIFFERS'}`,
      );
    const total = (key: 'live' | 'restored') => rows.reduce((sum, row) => sum + row[key], 0);
    print(`${'total'.padEnd(width)}  ${String(total('live')).padStart(8)}  ${String(total('restored')).padStart(8)}`);
    print(differs ? 'The tables differ.' : 'Every entity has the same count in both tables.');
    return differs ? 1 : 0;
  } catch (error) {
    print(`Scan failed: ${(error as Error).name}: ${(error as Error).message}`);
    return 2;
  } finally {
    client.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}

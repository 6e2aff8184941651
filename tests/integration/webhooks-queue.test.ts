/**
 * The local SQS (infra/local/sqs.ts, sqs-queue.ts; decisions H23), through the real @aws-sdk/client-sqs
 * client over its AWS JSON 1.0 protocol: visibility timeouts and ChangeMessageVisibility, receive counts, the
 * redrive to a dead-letter queue, FIFO order within a group and independence across groups, and
 * deduplication. A queue server of its own, so the stack's webhook poller does not take these messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { startSqs, type LocalSqs } from '../../infra/local/sqs';

describe('local SQS', () => {
  let sqs: LocalSqs;
  let client: SQSClient;
  let queueUrl: string;
  let dlqUrl: string;

  beforeAll(async () => {
    sqs = await startSqs([
      { name: 'test-dlq.fifo' },
      { name: 'test.fifo', visibilityTimeout: 30, redrive: { deadLetterQueue: 'test-dlq.fifo', maxReceiveCount: 2 } },
    ]);
    client = new SQSClient({
      endpoint: sqs.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    queueUrl = (await client.send(new GetQueueUrlCommand({ QueueName: 'test.fifo' }))).QueueUrl!;
    dlqUrl = (await client.send(new GetQueueUrlCommand({ QueueName: 'test-dlq.fifo' }))).QueueUrl!;
  });
  afterAll(async () => {
    client?.destroy();
    await sqs?.stop();
  });

  const receive = async (url = queueUrl, max = 10) =>
    (
      await client.send(
        new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: max, MessageSystemAttributeNames: ['All'] }),
      )
    ).Messages ?? [];

  it('keeps a group in order, holds it while one of its messages is in flight, and serves other groups meanwhile', async () => {
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: [
          { Id: '1', MessageBody: 'a1', MessageGroupId: 'a', MessageDeduplicationId: 'a1' },
          { Id: '2', MessageBody: 'a2', MessageGroupId: 'a', MessageDeduplicationId: 'a2' },
          { Id: '3', MessageBody: 'b1', MessageGroupId: 'b', MessageDeduplicationId: 'b1' },
        ],
      }),
    );
    const first = await receive(queueUrl, 1);
    expect(first.map((m) => m.Body)).toEqual(['a1']);
    // a1 is in flight: a2 waits, b1 does not.
    expect((await receive()).map((m) => m.Body)).toEqual(['b1']);
    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: first[0]!.ReceiptHandle }));
    const next = await receive();
    expect(next.map((m) => m.Body)).toEqual(['a2']);
    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: next[0]!.ReceiptHandle }));
  });

  it('drops a duplicate deduplication id', async () => {
    const one = await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: 'once',
        MessageGroupId: 'd',
        MessageDeduplicationId: 'same',
      }),
    );
    const two = await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: 'once',
        MessageGroupId: 'd',
        MessageDeduplicationId: 'same',
      }),
    );
    expect(two.MessageId).toBe(one.MessageId);
    const got = (await receive()).filter((m) => m.Body === 'once');
    expect(got).toHaveLength(1);
    await client.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: got[0]!.ReceiptHandle }));
  });

  it('shows a message again after ChangeMessageVisibility, counts its receives, and redrives it to the DLQ after maxReceiveCount', async () => {
    await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: 'poison',
        MessageGroupId: 'p',
        MessageDeduplicationId: 'poison',
      }),
    );
    const first = (await receive()).find((m) => m.Body === 'poison')!;
    expect(first.Attributes?.ApproximateReceiveCount).toBe('1');
    expect(first.Attributes?.MessageGroupId).toBe('p');
    expect((await receive()).some((m) => m.Body === 'poison')).toBe(false);
    await client.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: first.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    const second = (await receive()).find((m) => m.Body === 'poison')!;
    expect(second.Attributes?.ApproximateReceiveCount).toBe('2');
    await client.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: second.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    // Received twice already (maxReceiveCount 2): the next receive moves it to the dead-letter queue.
    expect((await receive()).some((m) => m.Body === 'poison')).toBe(false);
    expect((await receive(dlqUrl)).map((m) => m.Body)).toEqual(['poison']);
  });

  it('answers SQS errors the SDK understands', async () => {
    await expect(
      client.send(
        new SendMessageCommand({
          QueueUrl: `${sqs.endpoint}/000000000000/nope.fifo`,
          MessageBody: 'x',
          MessageGroupId: 'g',
          MessageDeduplicationId: 'x',
        }),
      ),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'x', MessageDeduplicationId: 'x' })),
    ).rejects.toMatchObject({ name: 'MissingParameter' });
  });
});

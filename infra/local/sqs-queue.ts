/**
 * The in-memory queues of the local SQS (./sqs.ts; issue 29; decisions H23): what SQS does that the webhook
 * delivery relies on, and nothing more.
 *
 * - Visibility timeouts: a received message is hidden for the queue's timeout (or the receive's), and
 *   `ChangeMessageVisibility` moves that instant (the delivery's backoff); 0 shows it at once.
 * - `ApproximateReceiveCount`, and the redrive policy: a message received `maxReceiveCount` times and offered
 *   again goes to the dead-letter queue instead.
 * - FIFO queues (`.fifo`): each message needs a group; a group's messages are received in order, and none of a
 *   group while one of it is in flight; a `MessageDeduplicationId` seen in the last 5 minutes is accepted but
 *   not enqueued again.
 */
import { createHash, randomUUID } from 'node:crypto';

/** An SQS error as the JSON protocol names it (`__type` without the namespace). */
export class SqsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly queryCode = type,
  ) {
    super(message);
  }
}

export interface StoredMessage {
  messageId: string;
  body: string;
  md5: string;
  groupId?: string;
  dedupId?: string;
  sequence: number;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  receiptHandle?: string;
}

export interface QueueSettings {
  /** Seconds a received message stays hidden by default. */
  visibilityTimeout: number;
  /** After this many receives, the next one moves the message to `deadLetterQueue`. */
  maxReceiveCount?: number;
  deadLetterQueue?: LocalQueue;
}

/** How long a FIFO queue remembers a deduplication id (SQS: 5 minutes). */
const DEDUP_WINDOW_MS = 5 * 60 * 1000;

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export class LocalQueue {
  readonly fifo: boolean;
  private messages: StoredMessage[] = [];
  private readonly dedup = new Map<string, { messageId: string; until: number }>();
  private sequence = 0;
  /** Called whenever a message may have become receivable (a send, a visibility change). */
  onChange: () => void = () => undefined;

  constructor(
    readonly name: string,
    readonly url: string,
    readonly arn: string,
    readonly settings: QueueSettings,
  ) {
    this.fifo = name.endsWith('.fifo');
  }

  /** Enqueue one message. @returns its id and sequence number. @throws SqsError for a FIFO message without a group. */
  send(
    input: { body: string; groupId?: string; dedupId?: string },
    now = Date.now(),
  ): { messageId: string; md5: string; sequence?: string } {
    if (typeof input.body !== 'string' || !input.body.length)
      throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    const md5 = md5Hex(input.body);
    if (this.fifo) {
      if (!input.groupId)
        throw new SqsError('MissingParameter', 'The request must contain the parameter MessageGroupId.');
      if (!input.dedupId)
        throw new SqsError(
          'InvalidParameterValue',
          'The queue should either have ContentBasedDeduplication enabled or MessageDeduplicationId provided explicitly',
        );
      const seen = this.dedup.get(input.dedupId);
      if (seen && seen.until > now) return { messageId: seen.messageId, md5, sequence: String(this.sequence) };
    }
    const message: StoredMessage = {
      messageId: randomUUID(),
      body: input.body,
      md5,
      groupId: input.groupId,
      dedupId: input.dedupId,
      sequence: ++this.sequence,
      sentAt: now,
      visibleAt: now,
      receiveCount: 0,
    };
    if (this.fifo && input.dedupId)
      this.dedup.set(input.dedupId, { messageId: message.messageId, until: now + DEDUP_WINDOW_MS });
    this.messages.push(message);
    this.onChange();
    return {
      messageId: message.messageId,
      md5,
      ...(this.fifo ? { sequence: String(message.sequence).padStart(20, '0') } : {}),
    };
  }

  /** Receive up to `max` messages (1–10), hiding them for `visibilityTimeout` seconds (default: the queue's). */
  receive(max: number, visibilityTimeout = this.settings.visibilityTimeout, now = Date.now()): StoredMessage[] {
    this.forgetOldDedupIds(now);
    const taken: StoredMessage[] = [];
    const blockedGroups = new Set<string>();
    for (const message of [...this.messages]) {
      if (taken.length >= max) break;
      const group = message.groupId;
      if (this.fifo && group && blockedGroups.has(group)) continue;
      if (message.visibleAt > now) {
        // A FIFO group with a message in flight gives nothing more until it is deleted or visible again.
        if (this.fifo && group) blockedGroups.add(group);
        continue;
      }
      const { maxReceiveCount, deadLetterQueue } = this.settings;
      if (maxReceiveCount && deadLetterQueue && message.receiveCount >= maxReceiveCount) {
        this.remove(message);
        deadLetterQueue.send(
          {
            body: message.body,
            groupId: message.groupId,
            dedupId: message.dedupId ? `${message.dedupId}:dlq` : undefined,
          },
          now,
        );
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + visibilityTimeout * 1000;
      message.receiptHandle = `${message.messageId}#${randomUUID()}`;
      taken.push(message);
    }
    return taken;
  }

  /** Delete the message this receipt handle belongs to (a stale handle of a deleted message is accepted, as SQS does). */
  delete(receiptHandle: string): void {
    const message = this.byHandle(receiptHandle);
    if (message) {
      this.remove(message);
      this.onChange();
    }
  }

  /** Show the message `seconds` from now (0–43,200). @throws SqsError for an unknown or not-in-flight handle. */
  changeVisibility(receiptHandle: string, seconds: number, now = Date.now()): void {
    if (typeof seconds !== 'number' || seconds < 0 || seconds > 43_200)
      throw new SqsError('InvalidParameterValue', `Value ${seconds} for parameter VisibilityTimeout is invalid.`);
    const message = this.byHandle(receiptHandle);
    if (!message)
      throw new SqsError(
        'ReceiptHandleIsInvalid',
        `The input receipt handle "${receiptHandle}" is not a valid receipt handle.`,
      );
    if (message.visibleAt <= now)
      throw new SqsError(
        'MessageNotInflight',
        'Message does not exist or is not available for visibility timeout change.',
        'AWS.SimpleQueueService.MessageNotInflight',
      );
    message.visibleAt = now + seconds * 1000;
    if (seconds === 0) this.onChange();
  }

  /** The counts GetQueueAttributes answers. */
  counts(now = Date.now()): { visible: number; inFlight: number } {
    const inFlight = this.messages.filter((m) => m.visibleAt > now && m.receiveCount > 0).length;
    return { visible: this.messages.length - inFlight, inFlight };
  }

  /** When the next hidden message shows again (epoch ms), or null. */
  nextVisibleAt(now = Date.now()): number | null {
    const later = this.messages.filter((m) => m.visibleAt > now).map((m) => m.visibleAt);
    return later.length ? Math.min(...later) : null;
  }

  purge(): void {
    this.messages = [];
  }

  private byHandle(receiptHandle: string): StoredMessage | undefined {
    return this.messages.find((m) => m.receiptHandle === receiptHandle);
  }

  private remove(message: StoredMessage): void {
    this.messages = this.messages.filter((m) => m !== message);
  }

  private forgetOldDedupIds(now: number): void {
    for (const [id, entry] of this.dedup) if (entry.until <= now) this.dedup.delete(id);
  }
}

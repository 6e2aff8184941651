/**
 * The e-mail outbox (issue 40 "mail queued while SES is down and sent once after"; decisions MO1–MO4): with SES
 * failing (the local stack's fault injection, `PUT /_local/faults`), an invitation still answers 2xx and no mail
 * arrives; the e-mail waits in the queue; when SES is back it arrives exactly once. A message that SQS hands
 * over twice (at-least-once delivery) is sent once, by the sender's marker in the table.
 */
import { randomUUID } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import type { EmailOutboxMessage } from '../../functions/src/lib/email/send-email';

const setFaults = async (spec: string) => {
  const res = await fetch(`${baseUrl()}/_local/faults`, { method: 'PUT', body: spec });
  expect(res.status).toBe(200);
};
const outbox = async () =>
  (await (await fetch(`${baseUrl()}/_local/outbox`)).json()) as {
    visible: number;
    inFlight: number;
    inHand: number;
    deadLetters: number;
  };

describe('e-mail outbox', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  const invite = (email: string) =>
    api('POST', `/api/v1/workspaces/${workspaceId}/workspace_users`, {
      token: owner.token,
      body: { invited_users: [{ first_name: 'Olga', last_name: 'Outbox', email, workspace_role_id: 'approver' }] },
    });

  beforeAll(async () => {
    owner = await signedInUser('outbox', { canCreateOrganization: true });
    const organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Outbox Inc' } })
    ).body.data.id;
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Outbox work', organization_id: organizationId },
      })
    ).body.data.id;
  });

  afterEach(() => setFaults(''));

  it('answers an invitation while SES is down, and sends its e-mail once when SES is back', async () => {
    const email = `olga-${randomUUID()}@client.example`;
    await setFaults('ses=1');
    const res = await invite(email);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    // The store answers once the outbox tried the e-mail: SES failed, so none arrived, and it waits to be retried.
    expect(await mailTo(email)).toEqual([]);
    // One reading: it is in flight until its visibility timeout, or (on a loaded machine) already back for
    // the retry; it is neither lost nor dead-lettered. Two readings raced the timeout (CI, 2026-12-08).
    const waiting = await outbox();
    expect(waiting.deadLetters).toBe(0);
    expect(waiting.inFlight + waiting.visible + waiting.inHand).toBeGreaterThanOrEqual(1);
    // Retried while SES stays down: still nothing.
    await expect
      .poll(async () => (await outbox()).visible + (await outbox()).inHand, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(await mailTo(email)).toEqual([]);

    await setFaults('');
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    await expect.poll(outbox).toMatchObject({ visible: 0, inFlight: 0, inHand: 0, deadLetters: 0 });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toMatch(/https?:\/\//);
  });

  it('sends an e-mail that the queue hands over twice only once', async () => {
    const email = `twice-${randomUUID()}@client.example`;
    const message: EmailOutboxMessage = {
      id: randomUUID(),
      to: email,
      content: { subject: 'Once only', html: '<p>Once</p>', text: 'Once' },
      queued_at: new Date().toISOString(),
    };
    const sqs = new SQSClient({});
    // Two deliveries of one e-mail (SQS is at-least-once); distinct deduplication ids get both past the queue.
    for (const copy of ['a', 'b'])
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: process.env.EMAIL_QUEUE_URL,
          MessageBody: JSON.stringify(message),
          MessageGroupId: `${message.id}:${copy}`,
          MessageDeduplicationId: `${message.id}:${copy}`,
        }),
      );
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    await expect.poll(outbox).toMatchObject({ visible: 0, inFlight: 0, inHand: 0 });
    expect((await mailTo(email)).map((m) => m.subject)).toEqual(['Once only']);
  });
});

/**
 * The outbox sender's markers in the table (issue 40; decisions MO2; docs/data-model.md patterns 230–232):
 * the DynamoDB side of `SendMarkers` (../services/email/deliver-outbox.ts). One item per e-mail id; every write
 * is a single conditional PutItem, UpdateItem or DeleteItem on its key.
 */
import { EmailSend, type EmailSendStatus } from './entities/email-send';
import { createItem, deleteItem, getItem, isConditionFailure, updateItem } from './access';
import type { SendMarkers } from '../services/email/deliver-outbox';

/**
 * How long a marker is kept: longer than an e-mail can live in the queue (4 days) and then its dead-letter queue
 * (14 days), so a redriven message still finds its marker.
 */
const MARKER_DAYS = 21;

const expiresAt = (now: number) => Math.floor(now / 1000) + MARKER_DAYS * 24 * 3600;

/** The markers of the single table. */
export const tableSendMarkers: SendMarkers = {
  async claim(emailId, attemptId, now, leaseMs) {
    try {
      await createItem(EmailSend, {
        email_id: emailId,
        status: 'sending',
        attempt_id: attemptId,
        lease_until: now + leaseMs,
        updated: new Date(now).toISOString(),
        expires_at: expiresAt(now),
      });
      return { claimed: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const held = await getItem(EmailSend, { email_id: emailId }, { consistent: true });
    // Gone between the put and the read (its attempt released it): the next receive claims it.
    if (!held) return { claimed: false, status: 'sending', leaseUntil: now + leaseMs };
    return { claimed: false, status: held.status as EmailSendStatus, leaseUntil: held.lease_until };
  },

  async settle(emailId, attemptId, status, now, sesMessageId) {
    await updateItem(
      EmailSend,
      {
        email_id: emailId,
        status,
        attempt_id: attemptId,
        updated: new Date(now).toISOString(),
        ...(sesMessageId ? { ses_message_id: sesMessageId } : {}),
      },
      { condition: { attr: 'attempt_id', eq: attemptId } as never, returnValues: 'NONE' },
    );
  },

  async release(emailId, attemptId) {
    await deleteItem(
      EmailSend,
      { email_id: emailId },
      {
        condition: {
          and: [
            { attr: 'attempt_id', eq: attemptId },
            { attr: 'status', eq: 'sending' },
          ],
        } as never,
      },
    );
  },
};

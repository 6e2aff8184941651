/**
 * The outbox sender's marker, one per queued e-mail (issue 40 "Nothing is sent twice"; decisions MO2;
 * docs/data-model.md pattern "an e-mail's send marker"): `email_send` (pk `email_id_{id}`, sk `$email_send_1`).
 * Written with a conditional put before SES is called (`sending`, with the attempt's id and a lease) and
 * updated after (`sent`, `refused`, `unknown`); an attempt that fails on SES's side deletes its own claim so
 * the retry may claim again. DynamoDB TTL (`expires_at`, 21 days: longer than the queue and its dead-letter queue keep a message) drops it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const EMAIL_SEND_STATUSES = ['sending', 'sent', 'refused', 'unknown'] as const;
export type EmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

export const EMAIL_SEND_MODEL = modelOf('email_send');
/** The table keys: one partition per e-mail id. */
export const EMAIL_SEND_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['email_id'] },
  sk: { field: 'sk', composite: [] },
};

export const EmailSend = new Entity({
  name: EMAIL_SEND_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    email_id: string().key(),
    status: string().enum(...EMAIL_SEND_STATUSES),
    /** The attempt holding (or that held) the claim. */
    attempt_id: string(),
    /** Epoch ms until which a `sending` claim belongs to its attempt. */
    lease_until: number(),
    ses_message_id: string().optional(),
    /** ISO instant of the status. */
    updated: string(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(EMAIL_SEND_MODEL, EMAIL_SEND_BY_ID),
});

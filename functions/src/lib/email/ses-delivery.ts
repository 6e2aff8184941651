/**
 * Hand one e-mail to SES v2's SendEmail (accounts spec §1 e-mails; BRIEF §1; issue 24: the AWS SDK v3 clients).
 * Since issue 40 only the outbox sender (functions/src/handlers/email/send.ts) calls it: requests queue their
 * mail (./send-email.ts), so an SES outage no longer fails them (decisions MO1).
 * The client is created once per runtime, on first use. Endpoint: the SDK's `AWS_ENDPOINT_URL_SESV2` (the local
 * stack's aws-ses-v2-local, whose viewer the gateway serves at /_local/mail), else the region's.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from '../env';
import type { EmailContent } from './templates';
import { awsClientConfig } from '../aws/client-config';

let client: SESv2Client | undefined;

/** The SES v2 client of this runtime. */
export function sesClient(): SESv2Client {
  client ??= new SESv2Client(awsClientConfig('ses'));
  return client;
}

/** SES errors that say this message will never go out as it is: the recipient or our sender is refused. */
const REFUSED = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'SendingPausedException',
]);

/** Whether SES refused the message for good (retrying it would be refused again). */
export function isRefusal(error: unknown): boolean {
  return REFUSED.has((error as Error | undefined)?.name ?? '');
}

/**
 * Send `content` (subject, HTML and text bodies, UTF-8) from MAIL_FROM to `to`.
 * @returns SES's message id.
 * @throws the SDK's error: a refusal (see `isRefusal`), or a transient failure (throttling, 5xx, timeout).
 */
export async function deliverEmail(to: string, content: EmailContent): Promise<string | undefined> {
  const { MessageId } = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: content.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: content.html, Charset: 'UTF-8' }, Text: { Data: content.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return MessageId;
}

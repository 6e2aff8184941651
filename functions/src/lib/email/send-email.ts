/**
 * Send one e-mail through SES v2's SendEmail (accounts spec §1 e-mails; BRIEF §1; issue 24: the AWS SDK
 * v3 clients). The client is created once per runtime, on first use. Endpoint: the SDK's
 * `AWS_ENDPOINT_URL_SESV2` (the local stack's aws-ses-v2-local, whose viewer the gateway serves at
 * /_local/mail), else the region's.
 * @throws HttpError 502 with a message a person can act on when SES refuses the message or the sender
 *   (`MessageRejected`, `MailFromDomainNotVerifiedException`, `AccountSuspendedException`,
 *   `SendingPausedException`); other SES errors as the SDK throws them (throttling → the API's 503).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from '../env';
import { HttpError } from '../http/errors';
import type { EmailContent } from './templates';
import { awsClientConfig } from '../aws/client-config';

let client: SESv2Client | undefined;

/** The SES v2 client of this runtime. */
export function sesClient(): SESv2Client {
  client ??= new SESv2Client(awsClientConfig('ses'));
  return client;
}

/** SES errors that say this message will not go out as it is: the recipient or our sender is refused. */
const REFUSED = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'SendingPausedException',
]);

/** What the user reads when SES refuses an e-mail (the request's own changes are kept; the e-mail can be sent again). */
export const emailRefusedMessage = (to: string) =>
  `We could not send the e-mail to ${to}. Check the address, or try again later.`;

/** Send `content` (subject, HTML and text bodies, UTF-8) from MAIL_FROM to `to`. */
export async function sendEmail(to: string, content: EmailContent): Promise<void> {
  await send(to, content).catch((error: unknown) => {
    if (REFUSED.has((error as Error).name)) throw new HttpError(502, emailRefusedMessage(to), undefined, true);
    throw error;
  });
}

function send(to: string, content: EmailContent) {
  return sesClient().send(
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
}

/**
 * Send one e-mail through SES v2 (accounts spec §1 e-mails; BRIEF §1). Locally SES is aws-ses-v2-local,
 * whose viewer the gateway serves at /_local/mail.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../aws/clients';
import { env } from '../env';
import type { EmailContent } from './templates';

export async function sendEmail(to: string, content: EmailContent): Promise<void> {
  await sesClient().send(
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

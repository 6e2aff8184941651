/**
 * Send one e-mail through SES v2's SendEmail (accounts spec §1 e-mails; BRIEF §1), a REST JSON call by
 * lib/aws/signed-fetch.ts (decisions I18). Locally SES is aws-ses-v2-local (AWS_ENDPOINT_URL_SESV2),
 * whose viewer the gateway serves at /_local/mail.
 * @throws AwsServiceError from SES (e.g. `MessageRejected`).
 */
import type { SendEmailRequest } from '@aws-sdk/client-sesv2';
import { awsRegion, serviceEndpoint, signedFetch } from '../aws/signed-fetch';
import { env } from '../env';
import type { EmailContent } from './templates';

export async function sendEmail(to: string, content: EmailContent): Promise<void> {
  const request: SendEmailRequest = {
    FromEmailAddress: env.mailFrom(),
    Destination: { ToAddresses: [to] },
    Content: {
      Simple: {
        Subject: { Data: content.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: content.html, Charset: 'UTF-8' }, Text: { Data: content.text, Charset: 'UTF-8' } },
      },
    },
  };
  await signedFetch({
    service: 'ses',
    url: `${serviceEndpoint('SESV2', `email.${awsRegion()}.amazonaws.com`)}/v2/email/outbound-emails`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

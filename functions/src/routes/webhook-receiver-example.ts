/**
 * The API reference's "Receive a webhook" example (issue 29 "The API reference … has a short 'receive a
 * webhook' example that verifies the signature"; beyond the spec, BRIEF §8): a whole Node program (ES module,
 * node:http and node:crypto only) that checks `Greenlight-Signature` as shared/webhooks/signature.ts makes
 * it: HMAC-SHA256 of `"{t}.{raw body}"` in hex, compared with `timingSafeEqual` against every `v1` (two
 * during a secret rotation), refusing a `t` more than 5 minutes away. It answers 200 quickly, 400 otherwise.
 *
 * It also shows the Standard Webhooks check (`STANDARD_WEBHOOKS_EXAMPLE`, issue 36).
 *
 * tests/unit/webhook-docs.test.ts runs this exact text with node against signatures made by the server's
 * signing module, so the documentation cannot drift from the delivery.
 */

/** The program, as the reference prints it. Reads `WEBHOOK_SECRET` and `PORT` (default 3001) from the environment. */
export const WEBHOOK_RECEIVER_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.WEBHOOK_SECRET; // whsec_… from the Webhooks page
const TOLERANCE_SECONDS = 5 * 60; // refuse replays: the signature's time must be within 5 minutes

/** Whether the Greenlight-Signature header signs this raw body with our secret, recently. */
function verifySignature(rawBody, header, secret) {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Math.floor(Date.now() / 1000) - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  // During a secret rotation the header has two v1 signatures: either may match.
  return parts
    .filter(([key, value]) => key === 'v1' && value)
    .some(([, value]) => {
      const given = Buffer.from(value, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8'); // verify the bytes as sent, before JSON.parse
    if (!verifySignature(rawBody, req.headers['greenlight-signature'], SECRET)) {
      res.writeHead(400).end('Bad signature');
      return;
    }
    const event = JSON.parse(rawBody);
    console.log(\`\${event.type} \${event.id}\`); // do the slow work after answering, keyed by event.id (at-least-once)
    res.writeHead(200).end('OK');
  });
});
server.listen(Number(process.env.PORT ?? 3001), () => console.log(\`Listening on port \${server.address().port}\`));
`;

/**
 * The same check with the `standardwebhooks` package (issue 36; decisions LB6): a fragment for the
 * receiver above, verifying the Standard Webhooks headers every delivery also carries.
 * tests/unit/webhook-docs.test.ts runs it against headers the server's signing module makes.
 */
export const STANDARD_WEBHOOKS_EXAMPLE = `import { Webhook } from 'standardwebhooks'; // npm install standardwebhooks

const webhook = new Webhook(process.env.WEBHOOK_SECRET); // whsec_… from the Webhooks page

/** The event, if the webhook-* headers sign this raw body with our secret, recently; throws otherwise. */
function verifiedEvent(rawBody, headers) {
  return webhook.verify(rawBody, headers); // headers: req.headers (webhook-id, webhook-timestamp, webhook-signature)
}
`;

/** The reference's section around the example (Markdown, for the document's `info.description`). */
export const RECEIVE_A_WEBHOOK_MARKDOWN = `## Receive a webhook

An organization's Owner and Admins add endpoints on the Webhooks page (or with \`POST /api/v1/organizations/{id}/webhook_endpoints\`). Each event is POSTed as JSON (the payloads are in this document's \`webhooks\` section) with the header \`Greenlight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}" keyed with the endpoint's whsec_… secret>\`. For 24 hours after a secret rotation the header carries two \`v1\` values, one per secret. Verify the raw body before parsing it, compare in constant time, and refuse a \`t\` more than 5 minutes from now. Answer 2xx within 10 seconds; timeouts, network errors, 429 and 5xx are retried with backoff for 24 hours, so an event can arrive more than once: use its \`id\` to ignore repeats.

\`\`\`js
${WEBHOOK_RECEIVER_EXAMPLE}\`\`\`

### With a Standard Webhooks library

Each delivery is also signed by the [Standard Webhooks](https://www.standardwebhooks.com) scheme, in the headers \`webhook-id\` (the event's \`id\`), \`webhook-timestamp\` (unix seconds) and \`webhook-signature\` (\`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{raw body}">\`, one per secret during a rotation, separated by a space). Its libraries (JavaScript, Python, Go, Ruby, PHP, Java, Rust, C#…) take the endpoint's \`whsec_…\` secret as it is and check the signature and the 5-minute window. In Node, the \`verifySignature\` call above becomes:

\`\`\`js
${STANDARD_WEBHOOKS_EXAMPLE}\`\`\`

Secrets made before these headers were added hold \`-\` or \`_\` (base64url), which the libraries do not decode: rotate such a secret to use them.
`;

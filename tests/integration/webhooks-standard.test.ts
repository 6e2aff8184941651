/**
 * Deliveries verified by a Standard Webhooks library (issue 36 "Habits": "sign webhooks with the Standard
 * Webhooks scheme as well"; decisions LB6), end to end on the local stack: a new secret is standard base64
 * after `whsec_`, a delivered request carries `webhook-id`, `webhook-timestamp` and `webhook-signature`
 * beside `Greenlight-Signature`, and the `standardwebhooks` package's `Webhook.verify` accepts it with the
 * endpoint's secret as given, with either secret during a rotation, and with the old one no longer after.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { verify } from '../../shared/webhooks/signature';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { createEndpoint, endpointsPath, startReceiver, type ReceivedRequest, type Receiver } from './webhooks-receiver';

/** `Webhook.verify` of `request` with `secret`, as of the request's own `webhook-timestamp` (the library reads Date.now()). */
function standardVerify(request: ReceivedRequest, secret: string): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: Number(request.headers['webhook-timestamp']) * 1000 });
  try {
    return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

describe('webhooks: Standard Webhooks signatures', () => {
  let owner: SignedInUser;
  let receiver: Receiver;

  beforeAll(async () => {
    owner = await signedInUser('hooks-standard');
    receiver = await startReceiver();
  }, 60_000);
  afterAll(() => receiver?.stop());

  it('delivers a test event that Webhook.verify accepts with the secret as shown, beside Greenlight-Signature', async () => {
    const endpoint = await createEndpoint(owner, owner.personalOrganizationId, receiver.url, ['card.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await api('POST', `${endpointsPath(owner.personalOrganizationId)}/${endpoint.id}/test`, { token: owner.token });
    await expect.poll(() => receiver.requests.length).toBe(1);
    const request = receiver.requests[0]!;
    const event = JSON.parse(request.body) as { id: string };
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(request.headers['webhook-id']).toBe(request.headers['greenlight-event-id']);
    const greenlight = String(request.headers['greenlight-signature']);
    expect(request.headers['webhook-timestamp']).toBe(/^t=(\d+),/.exec(greenlight)![1]);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verify(request.body, greenlight, endpoint.secret)).toBe(true);

    expect(new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>)).toEqual(event);
    expect(() =>
      new Webhook(endpoint.secret).verify(
        request.body.replace('ping', 'pong'),
        request.headers as Record<string, string>,
      ),
    ).toThrow(/signature/i);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        request.body,
        request.headers as Record<string, string>,
      ),
    ).toThrow(/signature/i);
  });

  it('verifies with either secret for 24 hours after a rotation, then with the new one only', async () => {
    const rotating = await startReceiver();
    try {
      const endpoint = await createEndpoint(owner, owner.personalOrganizationId, rotating.url, ['card.created']);
      const base = `${endpointsPath(owner.personalOrganizationId)}/${endpoint.id}`;
      const now = Date.now();
      const at = (ms: number) => ({ 'x-greenlight-clock': new Date(now + ms).toISOString() });
      const rotated = await api<{ secret: string }>('POST', `${base}/rotate_secret`, {
        token: owner.token,
        headers: at(0),
      });
      const newSecret = rotated.body.data.secret;
      expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

      await api('POST', `${base}/test`, { token: owner.token, headers: at(23 * 3600_000) });
      await expect.poll(() => rotating.requests.length).toBe(1);
      const first = rotating.requests[0]!;
      expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(standardVerify(first, newSecret)).toEqual(JSON.parse(first.body));
      expect(standardVerify(first, endpoint.secret)).toEqual(JSON.parse(first.body));

      await api('POST', `${base}/test`, { token: owner.token, headers: at(24 * 3600_000 + 60_000) });
      await expect.poll(() => rotating.requests.length).toBe(2);
      const second = rotating.requests[1]!;
      expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(standardVerify(second, newSecret)).toEqual(JSON.parse(second.body));
      expect(() => standardVerify(second, endpoint.secret)).toThrow(/signature/i);
    } finally {
      await rotating.stop();
    }
  });
});

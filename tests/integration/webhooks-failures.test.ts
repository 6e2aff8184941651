/**
 * Webhook failures and access (issue 29 "Tests", "Safety"; decisions H1, H17–H22): an endpoint failing
 * for 24 hours is disabled and its organization's admins are told (run as of a later time with the
 * injected clock); redirects and other 4xx are not retried; another organization's endpoint and the routes
 * of a member who is not Owner or Admin stay out of reach.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { WEBHOOK_MESSAGES, type WebhookEndpointList } from '../../shared/schemas/webhooks';
import type { WebhookDeliveryEvent } from '../../shared/schemas/webhook-deliveries';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { createEndpoint, endpointsPath, startReceiver } from './webhooks-receiver';

const endpointOf = async (user: SignedInUser, organizationId: string, id: string) =>
  (
    await api<WebhookEndpointList>('GET', endpointsPath(organizationId), { token: user.token })
  ).body.data.webhook_endpoints.find((e) => e.id === id);

/** The endpoint's attempts, newest event first and, within one, newest attempt first (the log groups them by event). */
const deliveriesOf = async (user: SignedInUser, organizationId: string, id: string) =>
  (
    await api<{ events: WebhookDeliveryEvent[] }>('GET', `${endpointsPath(organizationId)}/${id}/deliveries`, {
      token: user.token,
    })
  ).body.data.events.flatMap((e) => e.attempts);

describe('webhooks: failures', () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('hooks-fail');
    // A workspace, so the in-app notification has a place.
    await api('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Hooks', organization_id: owner.personalOrganizationId },
    });
  }, 60_000);

  it('disables an endpoint that has failed for 24 hours, and e-mails and notifies the admins', async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const org = owner.personalOrganizationId;
      const endpoint = await createEndpoint(owner, org, receiver.url, ['card.created']);
      const start = Date.now();
      const at = (ms: number) => ({ 'x-greenlight-clock': new Date(start + ms).toISOString() });
      await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, { token: owner.token, headers: at(0) });
      await expect
        .poll(async () => (await endpointOf(owner, org, endpoint.id))?.failing_since)
        .toBe(new Date(start).toISOString());
      expect((await endpointOf(owner, org, endpoint.id))?.enabled).toBe(true);

      // 23 hours on, still failing: not yet disabled.
      await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, {
        token: owner.token,
        headers: at(23 * 3600_000),
      });
      await expect
        .poll(async () =>
          (await deliveriesOf(owner, org, endpoint.id)).some(
            (d) => d.attempted_at === new Date(start + 23 * 3600_000).toISOString(),
          ),
        )
        .toBe(true);
      expect((await endpointOf(owner, org, endpoint.id))?.enabled).toBe(true);

      // 24 hours after the first failure, another failure disables it.
      await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, {
        token: owner.token,
        headers: at(24 * 3600_000 + 1000),
      });
      await expect.poll(async () => (await endpointOf(owner, org, endpoint.id))?.enabled).toBe(false);
      const disabled = await endpointOf(owner, org, endpoint.id);
      expect(disabled?.disabled_reason).toBe(WEBHOOK_MESSAGES.disabledAfterFailures);
      await expect
        .poll(
          async () => (await mailTo(owner.email)).filter((m) => m.subject === 'A webhook endpoint was disabled').length,
        )
        .toBe(1);
      const notices = await api<{ notifications?: Array<{ summary: string }> } | Array<{ summary: string }>>(
        'GET',
        '/api/v1/notifications',
        { token: owner.token },
      );
      expect(JSON.stringify(notices.body.data)).toContain(
        `The webhook endpoint ${receiver.url} was disabled after failing for 24 hours.`,
      );

      // Disabled: a test is refused.
      const refused = await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, { token: owner.token });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(WEBHOOK_MESSAGES.endpointDisabled);
      // Enabling it again clears the failure state.
      const enabled = await api<{
        webhook_endpoint: { enabled: boolean; failing_since: string | null; disabled_reason: string | null };
      }>('PATCH', `${endpointsPath(org)}/${endpoint.id}`, {
        token: owner.token,
        body: { enabled: true },
      });
      expect(enabled.body.data.webhook_endpoint).toMatchObject({
        enabled: true,
        failing_since: null,
        disabled_reason: null,
      });
    } finally {
      await receiver.stop();
    }
  });

  it('gives up an attempt on a receiver that never answers after 10 s, logs the timeout and retries', async () => {
    const silent = await startReceiver(() => null);
    try {
      const org = owner.personalOrganizationId;
      const endpoint = await createEndpoint(owner, org, silent.url, ['card.created']);
      await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, { token: owner.token });
      await expect
        .poll(async () => (await deliveriesOf(owner, org, endpoint.id)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(1);
      const [first] = (await deliveriesOf(owner, org, endpoint.id)).slice(-1);
      expect(first).toMatchObject({ attempt: 1, status_code: null, error: 'Timed out after 10 s' });
      expect(first!.duration_ms).toBeGreaterThanOrEqual(10_000);
      expect((await endpointOf(owner, org, endpoint.id))?.failing_since).toEqual(expect.any(String));
      // A timeout is retried: the receiver sees the same event again.
      await expect.poll(() => silent.requests.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(new Set(silent.events().map(({ event }) => event.id)).size).toBe(1);
      // Deleting the endpoint ends its retries (the queued message is dropped).
      expect((await api('DELETE', `${endpointsPath(org)}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
    } finally {
      await silent.stop();
    }
  }, 90_000);

  it('does not follow a redirect nor retry a 4xx other than 429: one attempt each, logged', async () => {
    for (const status of [302, 404]) {
      const receiver = await startReceiver(() => status);
      try {
        const endpoint = await createEndpoint(owner, owner.personalOrganizationId, receiver.url, ['card.created']);
        await api('POST', `${endpointsPath(owner.personalOrganizationId)}/${endpoint.id}/test`, { token: owner.token });
        await expect
          .poll(async () => (await deliveriesOf(owner, owner.personalOrganizationId, endpoint.id)).length)
          .toBe(1);
        const [delivery] = await deliveriesOf(owner, owner.personalOrganizationId, endpoint.id);
        expect(delivery).toMatchObject({ status_code: status, attempt: 1 });
        expect(delivery!.error).toBe(status === 302 ? 'Redirect (302) not followed' : 'HTTP 404');
        // A second, later test event is delivered after it: the first was not retried in between.
        await api('POST', `${endpointsPath(owner.personalOrganizationId)}/${endpoint.id}/test`, { token: owner.token });
        await expect
          .poll(async () => (await deliveriesOf(owner, owner.personalOrganizationId, endpoint.id)).length)
          .toBe(2);
        expect(new Set(receiver.events().map(({ event }) => event.id)).size).toBe(2);
        expect(receiver.requests).toHaveLength(2);
      } finally {
        await receiver.stop();
      }
    }
  });
});

describe('webhooks: access', () => {
  it("never shows or lets anyone use another organization's endpoint, and only the Owner and Admins use the routes", async () => {
    const owner = await signedInUser('hooks-a');
    const stranger = await signedInUser('hooks-b');
    const member = await signedInUser('hooks-member');
    const admin = await signedInUser('hooks-admin');
    const org = owner.personalOrganizationId;
    await putItem(OrganizationMember, { organization_id: org, user_id: member.userId, role: 'member' });
    await putItem(OrganizationMember, { organization_id: org, user_id: admin.userId, role: 'admin' });
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(owner, org, receiver.url, ['card.created']);
      await api('POST', `${endpointsPath(org)}/${endpoint.id}/test`, { token: owner.token });
      await expect.poll(async () => (await deliveriesOf(owner, org, endpoint.id)).length).toBe(1);
      const [delivery] = await deliveriesOf(owner, org, endpoint.id);
      const calls = (organizationId: string): Array<[string, string, unknown?]> => {
        const base = `${endpointsPath(organizationId)}/${endpoint.id}`;
        return [
          ['GET', endpointsPath(organizationId)],
          ['POST', endpointsPath(organizationId), { url: receiver.url, event_types: ['card.created'] }],
          ['PATCH', base, { description: 'x' }],
          ['POST', `${base}/rotate_secret`],
          ['GET', `${base}/deliveries`],
          ['GET', `${base}/deliveries/${delivery!.id}`],
          ['POST', `${base}/deliveries/${delivery!.id}/redeliver`],
          ['POST', `${base}/test`],
          ['DELETE', base],
        ];
      };
      // Another organization's user, naming this organization: 404 everywhere.
      for (const [method, path, body] of calls(org))
        expect((await api(method, path, { token: stranger.token, body })).status, `${method} ${path}`).toBe(404);
      // The same user in their own organization, naming this endpoint: not found (the list shows nothing of it).
      for (const [method, path, body] of calls(stranger.personalOrganizationId).slice(2)) {
        expect((await api(method, path, { token: stranger.token, body })).status, `${method} ${path}`).toBe(404);
      }
      const strangers = await api<WebhookEndpointList>('GET', endpointsPath(stranger.personalOrganizationId), {
        token: stranger.token,
      });
      expect(strangers.body.data.webhook_endpoints).toEqual([]);
      // A member who is not Owner or Admin: 403 everywhere.
      for (const [method, path, body] of calls(org))
        expect((await api(method, path, { token: member.token, body })).status, `${method} ${path}`).toBe(403);
      // An Admin may.
      const list = await api<WebhookEndpointList>('GET', endpointsPath(org), { token: admin.token });
      expect(list.body.data.webhook_endpoints.map((e) => e.id)).toEqual([endpoint.id]);
      // Nothing changed on the endpoint through any of it.
      expect((await endpointOf(owner, org, endpoint.id))?.description).toBe('');
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });
});

/**
 * The `webhooks` domain's part of the route table (./route-table.ts holds them all): an organization's
 * outgoing webhooks (issue 29; BRIEF §8; decisions H1–H30), beyond the spec. Owner and Admins only
 * (`can_update_organization`, decisions H1): anyone else in the organization gets 403, anyone outside it 404.
 */
import { API, type RouteEntry } from '../route-entry';
import { organization } from '../policies';

const ENDPOINTS = `${API}/organizations/{id}/webhook_endpoints`;
const ADMINS = organization('can_update_organization');

export const WEBHOOKS_ROUTES: readonly RouteEntry[] = [
  {
    method: 'GET',
    path: ENDPOINTS,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    summary: "The organization's webhook endpoints and the event types they can want",
  },
  {
    method: 'POST',
    path: ENDPOINTS,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    status: 201,
    idempotent: true,
    summary: 'Add a webhook endpoint; its signing secret is answered this once',
  },
  {
    method: 'PATCH',
    path: `${ENDPOINTS}/{endpoint_id}`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    summary: 'Change, disable or re-enable a webhook endpoint',
  },
  {
    method: 'DELETE',
    path: `${ENDPOINTS}/{endpoint_id}`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    status: 204,
    summary: 'Delete a webhook endpoint',
  },
  {
    method: 'POST',
    path: `${ENDPOINTS}/{endpoint_id}/rotate_secret`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    summary: 'A new signing secret; the old one still signs for 24 hours',
  },
  {
    method: 'GET',
    path: `${ENDPOINTS}/{endpoint_id}/deliveries`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    summary: "The endpoint's last 100 events, newest first, each with its delivery attempts",
  },
  {
    method: 'GET',
    path: `${ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    summary: 'One delivery attempt with the request as sent (URL, headers, body) and the answer',
  },
  {
    method: 'POST',
    path: `${ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}/redeliver`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    status: 202,
    summary: 'Send the event of a delivery attempt again',
  },
  {
    method: 'POST',
    path: `${ENDPOINTS}/{endpoint_id}/test`,
    domain: 'webhooks',
    policy: ADMINS,
    beyondSpec: true,
    status: 202,
    summary: 'Send a `ping` test event to the endpoint',
  },
];

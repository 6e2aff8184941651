/**
 * The `rules` domain's part of the route table (./route-table.ts holds them all): a workspace's board rules
 * and their run log (issue 38 "Board rules"; decisions BR1–BR12), beyond the spec. Owner, Admins and Team
 * Leads only (`can_access_update_workspace`, decisions BR1): any other member, guests included, gets 403,
 * anyone outside the workspace 404.
 */
import { API, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

const RULES = `${API}/workspaces/{id}/rules`;
const RULE_MANAGERS = workspace('can_access_update_workspace');

export const RULES_ROUTES: readonly RouteEntry[] = [
  {
    method: 'GET',
    path: RULES,
    domain: 'rules',
    policy: RULE_MANAGERS,
    beyondSpec: true,
    summary: "The workspace's board rules",
  },
  {
    method: 'POST',
    path: RULES,
    domain: 'rules',
    policy: RULE_MANAGERS,
    beyondSpec: true,
    status: 201,
    idempotent: true,
    summary: 'Add a board rule: a trigger, conditions and actions (at most 50 per workspace)',
  },
  {
    method: 'PATCH',
    path: `${RULES}/{rule_id}`,
    domain: 'rules',
    policy: RULE_MANAGERS,
    beyondSpec: true,
    summary: 'Change, enable or disable a board rule',
  },
  {
    method: 'DELETE',
    path: `${RULES}/{rule_id}`,
    domain: 'rules',
    policy: RULE_MANAGERS,
    beyondSpec: true,
    status: 204,
    summary: 'Delete a board rule',
  },
  {
    method: 'GET',
    path: `${RULES}/{rule_id}/runs`,
    domain: 'rules',
    policy: RULE_MANAGERS,
    beyondSpec: true,
    summary: "A board rule's last 100 runs: the card, the outcome and why a run was skipped or failed",
  },
];

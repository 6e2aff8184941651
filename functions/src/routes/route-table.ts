/**
 * The one route table: `method + path -> domain function + authorization policy` (BRIEF §1).
 *
 * CDK creates one API Gateway route per entry, pointing at the entry's domain Lambda
 * (`infra/lib/constructs/api.ts`); the local gateway dispatches with the same entries
 * (`infra/local/gateway.ts`); each domain Lambda routes internally with @middy/http-router.
 * Paths use API Gateway syntax (`{id}`). All spec §7 calls live under `/api/v1` (docs/decisions.md).
 */
import type { RouteEntry } from './route-entry';
import { HEALTH_ROUTES } from './domains/health';
import { AUTH_ROUTES } from './domains/auth';
import { USERS_ROUTES } from './domains/users';
import { ORGANIZATIONS_ROUTES } from './domains/organizations';
import { WORKSPACES_ROUTES } from './domains/workspaces';
import { STAGES_ROUTES } from './domains/stages';
import { CARDS_ROUTES } from './domains/cards';
import { ADMIN_ROUTES } from './domains/admin';
import { NOTIFICATIONS_ROUTES } from './domains/notifications';
import { CHECKLISTS_ROUTES } from './domains/checklists';
import { PREFERENCES_ROUTES } from './domains/preferences';
import { BIN_ROUTES } from './domains/bin';
import { CONTENTS_ROUTES } from './domains/contents';
import { COMMENTS_ROUTES } from './domains/comments';
import { APPROVALS_ROUTES } from './domains/approvals';
import { TIMERS_ROUTES } from './domains/timers';
import { CHAT_ROUTES } from './domains/chat';
import { WEBHOOKS_ROUTES } from './domains/webhooks';
import { RULES_ROUTES } from './domains/rules';
import { IMPORTS_ROUTES } from './domains/imports';

export { DOMAINS, type Domain, type HttpMethod, type RouteEntry } from './route-entry';

/** Every route of the API, domain by domain. */
export const ROUTES: readonly RouteEntry[] = [
  ...HEALTH_ROUTES,
  ...AUTH_ROUTES,
  ...USERS_ROUTES,
  ...ORGANIZATIONS_ROUTES,
  ...WORKSPACES_ROUTES,
  ...STAGES_ROUTES,
  ...CARDS_ROUTES,
  ...ADMIN_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...CHECKLISTS_ROUTES,
  ...PREFERENCES_ROUTES,
  ...BIN_ROUTES,
  ...CONTENTS_ROUTES,
  ...COMMENTS_ROUTES,
  ...APPROVALS_ROUTES,
  ...TIMERS_ROUTES,
  ...CHAT_ROUTES,
  ...WEBHOOKS_ROUTES,
  ...RULES_ROUTES,
  ...IMPORTS_ROUTES,
];

/**
 * Ids are checked against the forms Greenlight issues before anything reads with them (issue 10 "Ids are
 * not validated before they reach DynamoDB"; docs/decisions.md S20). An id that cannot be ours names
 * nothing, so it answers like an unknown one, 404, before any read: DynamoDB refuses keys over 2,048
 * bytes, so a long id that reached it would answer 500.
 *
 * The forms we issue:
 * - `uuid`: organizations, workspaces, stages, cards, labels, template stages, invitations (`randomUUID`,
 *   v4), notifications (UUIDv7, functions/src/lib/ids/uuid.ts) and users (the Cognito `sub`, a UUID);
 * - `popup`: the names of snoozable confirmation popups (`archive_card`, …; decisions K26);
 * - `token`: e-mailed link tokens, 32 random bytes in base64url (functions/src/data/account-tokens.ts);
 *   the only `{token}` routes are invitation links, so a malformed one answers what an unknown one does,
 *   400 "Invitation Expired" (a link cut short in an e-mail client reads as expired, not as missing).
 *
 * Path parameters are mapped by name (`ID_PARAMETERS`); a route-table test fails for a parameter name
 * not listed there. Query parameters, body fields and headers that name a scope are checked by name too;
 * ids deeper in a body are checked by the route's zod schema (`IdSchema`, 400).
 */
import { INVITE_MESSAGES } from '../../../../shared/schemas/invitation-limits';
import { isUuid } from '../ids/uuid';
import { POPUP_ID_PATTERN } from '../../../../shared/schemas/user-preference-limits';
import { BadRequestError, NotFoundError, type HttpError } from './errors';
import { ORGANIZATION_HEADERS } from '../auth/organization-scope';

export type IdKind = 'uuid' | 'token' | 'popup' | 'feed_token';

/** Every `{name}` of the route table and the id form it carries. */
export const ID_PARAMETERS: Readonly<Record<string, IdKind>> = {
  id: 'uuid',
  uid: 'uuid',
  sid: 'uuid',
  cid: 'uuid',
  label_id: 'uuid',
  list_id: 'uuid',
  item_id: 'uuid',
  history_id: 'uuid',
  content_id: 'uuid',
  version_id: 'uuid',
  comment_id: 'uuid',
  attachment_id: 'uuid',
  // A personal API key's id (issue 29): a UUIDv7.
  key_id: 'uuid',
  // The chat's `new_message/{id}/workspaces/{workspace_id}` (accounts spec §7 Chat).
  workspace_id: 'uuid',
  popup_id: 'popup',
  token: 'token',
  // The iCal feed's URL (issue 28): a 43-character token, optionally followed by `.ics`.
  feed_token: 'feed_token',
  // An organization's webhook endpoints and their delivery attempts (issue 29).
  endpoint_id: 'uuid',
  delivery_id: 'uuid',
  // A card's reviewer by link (issue 37).
  reviewer_id: 'uuid',
  // A workspace's board rule (issue 38).
  rule_id: 'uuid',
  // An organization's export and an import job (issue 40).
  export_id: 'uuid',
  import_id: 'uuid',
};

/**
 * Query parameters, top-level body fields and headers that name a resource, when present. Paging cursors
 * (`last_id`) are not resources: their zod schema answers 400 before any read.
 */
const QUERY_IDS = ['organization_id', 'workspace_id', 'notification_id'] as const;
const BODY_IDS = ['organization_id', 'workspace_id'] as const;
const HEADER_IDS = ORGANIZATION_HEADERS;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A calendar feed token in its URL: the token, and `.ics` as calendar apps expect (issue 28). */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}(\.ics)?$/;

/** Whether `value` has the form of an id of `kind`. */
export function isIdOf(kind: IdKind, value: unknown): boolean {
  if (kind === 'uuid') return isUuid(value as string);
  if (kind === 'feed_token') return typeof value === 'string' && FEED_TOKEN.test(value);
  return typeof value === 'string' && (kind === 'token' ? TOKEN : POPUP_ID_PATTERN).test(value);
}

/** The 404 an organization or workspace scope answers when unknown (as ../auth/authorize.ts words it). */
function notFound(name: string): NotFoundError {
  if (name.startsWith('org')) return new NotFoundError('Organization not found');
  if (name === 'workspace_id') return new NotFoundError('Workspace not found');
  return new NotFoundError();
}

function unknownPathId(kind: IdKind | undefined): HttpError {
  return kind === 'token' ? new BadRequestError(INVITE_MESSAGES.expired) : new NotFoundError();
}

export interface IdSources {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/**
 * Check every id a request carries in its path, query, top-level body and `org_id` header.
 * @throws NotFoundError (404) for the first id that is not of its form (BadRequestError "Invitation
 *   Expired" for a link token); a path parameter missing from ID_PARAMETERS is refused too (deny by default).
 */
export function assertWellFormedIds({ params, query, headers, body }: IdSources): void {
  for (const [name, value] of Object.entries(params)) {
    const kind = ID_PARAMETERS[name];
    if (value !== undefined && (!kind || !isIdOf(kind, value))) throw unknownPathId(kind);
  }
  for (const name of QUERY_IDS) {
    const value = query[name];
    if (value !== undefined && value !== '' && !isUuid(value)) throw notFound(name);
  }
  for (const name of HEADER_IDS) {
    const value = headers[name];
    if (value !== undefined && !isUuid(value)) throw notFound(name);
  }
  if (body && typeof body === 'object') {
    for (const name of BODY_IDS) {
      const value = (body as Record<string, unknown>)[name];
      if (value !== undefined && value !== null && !isUuid(value as string)) throw notFound(name);
    }
  }
}

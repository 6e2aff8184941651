/**
 * The iCal feed's and recurring cards' rights for `docs/permissions.md` (issue 28; beyond the spec; decisions
 * G13–G22). The recurring-card rows are derived from the matrix (a rule copies the card on a schedule, so it
 * takes `can_access_clone_content_group`; seeing it takes `view` and a visible card), so they cannot drift.
 */
import { WORKSPACE_ROLE_PERMISSIONS } from './matrix';
import { WORKSPACE_ROLES, WORKSPACE_ROLE_LABELS, isGuestRole } from './roles';

const mark = (allowed: boolean) => (allowed ? '✓' : '·');

/** The section's lines. */
export function renderCalendarRights(): string[] {
  const header = `| action | ${WORKSPACE_ROLES.map((r) => WORKSPACE_ROLE_LABELS[r]).join(' | ')} | Owner / admin |`;
  const rule = `|---|${WORKSPACE_ROLES.map(() => ':-:').join('|')}|:-:|`;
  const row = (action: string, allowed: (role: (typeof WORKSPACE_ROLES)[number]) => boolean) =>
    `| ${action} | ${WORKSPACE_ROLES.map((r) => mark(allowed(r))).join(' | ')} | ✓ |`;
  return [
    '## iCal feed and recurring cards (issue 28; beyond the spec; decisions G13–G22)',
    '',
    "The iCal feed is each user's own (`GET/POST/PUT/DELETE /calendar_feed`, any signed-in user, only their own",
    'feed); an API key may read it but not make, regenerate or revoke it (issue 35). The feed URL (`GET /calendar_feeds/{token}.ics`) needs no session: only its token authorizes it. It',
    'lists cards of the workspaces the user can see now (members; owners and admins: every workspace of their',
    'organizations), and guests only cards of client-visible stages. Recurring cards:',
    '',
    header,
    rule,
    row(
      "See a card's repeat rule and a copy's template (`GET …/recurrence`, the card must be visible; guests get none, issue 35)",
      (r) => !isGuestRole(r),
    ),
    row('Set, change or stop a repeat rule (`PUT`/`DELETE …/recurrence`: `can_access_clone_content_group`)', (r) =>
      WORKSPACE_ROLE_PERMISSIONS[r].has('can_access_clone_content_group'),
    ),
    row(
      "Feed lists hidden stages' cards (`can_see_hidden_stages`)",
      (r) => !isGuestRole(r) && WORKSPACE_ROLE_PERMISSIONS[r].has('can_see_hidden_stages'),
    ),
    '',
    "Another organization's ids answer 404 on every route; a guest asking for a card of a hidden stage gets 404.",
    '',
  ];
}

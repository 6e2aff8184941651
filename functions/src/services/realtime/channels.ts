/**
 * Realtime channels and who may subscribe to them (BRIEF §7 "Live updates"; accounts spec §7 realtime
 * subscriptions NotificationChannel and MinimizedCardChannel; cards spec §4 "A realtime subscription per
 * card"). Channel names:
 *
 * - `workspace:{w}`: the board (cards and stages created, changed, moved, binned); workspace `view`;
 * - `card:{c}` with the card's `workspace_id`: the popup's parts (checklists; contents, comments, approval
 *   and timer as they land); workspace `view` and the card visible to the caller (`visibleCardOf`);
 * - `user:{u}`: the caller's own notifications and minimized cards (NotificationChannel, MinimizedCardChannel);
 * - `chat:{w}`: the workspace chat; workspace `can_access_live_chat`.
 *
 * Every check is the HTTP routes' own: `authorize` with a workspace policy (membership, organization
 * owners and admins, ended sessions), so a socket can never read what the API would refuse.
 */
import { workspace as workspacePolicy } from '../../routes/policies';
import { visibleCardOf } from '../cards/card-access';
import { authorize, type Access } from '../access/authorize';
import type { Caller } from '../../lib/auth/caller';
import { isUuid } from '../../lib/ids/uuid';
import { HttpError } from '../../lib/http/errors';

export type Channel =
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'card'; cardId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'chat'; workspaceId: string };

/** Channel names, built in one place for the fan-out and the handler. */
export const channelName = {
  workspace: (workspaceId: string) => `workspace:${workspaceId}`,
  card: (cardId: string) => `card:${cardId}`,
  user: (userId: string) => `user:${userId}`,
  chat: (workspaceId: string) => `chat:${workspaceId}`,
};

/** The channel a name denotes, or null for anything else (unknown kind, an id that is not a UUID). */
export function parseChannel(name: unknown): Channel | null {
  if (typeof name !== 'string') return null;
  const match = /^(workspace|card|user|chat):([^:]+)$/.exec(name);
  if (!match || !isUuid(match[2])) return null;
  const [, kind, id] = match;
  if (kind === 'workspace' || kind === 'chat') return { kind, workspaceId: id };
  if (kind === 'card') return { kind, cardId: id };
  return { kind: 'user', userId: id };
}

/** What a granted subscription records: the channel's workspace and whether the caller sees hidden stages and lists. */
export interface SubscriptionScope {
  workspaceId?: string;
  team: boolean;
}

/** The message a refused subscribe answers with: the same for unknown and forbidden, so ids reveal nothing. */
export const SUBSCRIBE_DENIED = 'You are not authorized to access this page';

/** Team roles see hidden stages and hidden lists; guests (approver, contributor) see neither. */
function isTeam(access: Access): boolean {
  return access.can('can_see_hidden_stages') && access.can('can_show');
}

const scopeOf = (workspaceId: string) => ({
  path: '/realtime/subscribe',
  pathParameters: { workspace_id: workspaceId },
  query: {},
  body: null,
  headers: {},
});

/**
 * Whether `caller` may read `channel`, and the scope to record.
 * @param workspaceId the card's workspace, required for `card:` channels (the card key needs it).
 * @returns the scope, or null when the caller may not subscribe (not a member, no permission, card not
 *   visible, someone else's user channel, ended session).
 */
export async function authorizeChannel(
  caller: Caller,
  channel: Channel,
  workspaceId?: string,
): Promise<SubscriptionScope | null> {
  if (channel.kind === 'user') return channel.userId === caller.userId ? { team: true } : null;
  try {
    if (channel.kind === 'workspace' || channel.kind === 'chat') {
      const permission = channel.kind === 'chat' ? 'can_access_live_chat' : 'view';
      const access = await authorize(workspacePolicy(permission), caller, scopeOf(channel.workspaceId));
      return { workspaceId: channel.workspaceId, team: isTeam(access) };
    }
    if (!workspaceId || !isUuid(workspaceId)) return null;
    const access = await authorize(workspacePolicy('view'), caller, scopeOf(workspaceId));
    await visibleCardOf(workspaceId, channel.cardId, access);
    return { workspaceId, team: isTeam(access) };
  } catch (error) {
    // The HTTP errors (401 ended session, 403, 404) all mean "no"; anything else is a fault.
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * Ending every session of a user (issue 10: sign out everywhere, password change, password reset;
 * docs/decisions.md S10). Two halves, both needed:
 * - Cognito global sign-out (`AdminUserGlobalSignOut`) revokes the refresh tokens, so no session can be
 *   renewed (locally: infra/local/cognito-process.cjs, decision L3);
 * - the user's `tokens_valid_after` makes the API and the WebSocket refuse the access tokens already
 *   issued at once, though Cognito honours them until they expire (lib/auth/session.ts);
 * and the user's open WebSocket connections are closed, so no push reaches a signed-out session.
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lib/aws/cognito';
import { env } from '../../lib/env';
import { endSessionsOfUser } from '../../data/users';
import { closeConnectionsOfUser } from '../realtime/post-to-connection';
import { logger } from '../../lib/observability';

/**
 * End every session of the user: `userId` is the Greenlight id (Cognito `sub`; absent when there is no
 * record yet), `username` the Cognito username or e-mail. The cutoff is written first, so whatever fails
 * next, the API and the WebSocket already refuse the tokens; then the open WebSocket connections are
 * closed and the Cognito sign-out runs, each even when the other fails (a Cognito outage must not leave
 * signed-out sockets receiving pushes). A close that fails is logged and never fails the request (issue 40
 * "WebSocket posts … never fail the request that caused them"; decisions FT3): the socket's next subscribe
 * meets the cutoff and closes it.
 * @throws the Cognito call's failure, after the close was tried.
 */
export async function endAllSessions(user: { userId?: string; username: string }, now = Date.now()): Promise<void> {
  if (user.userId) await endSessionsOfUser(user.userId, now);
  const closing = user.userId
    ? closeConnectionsOfUser(user.userId).catch((error: Error) =>
        logger.error('Open WebSocket connections could not be closed at a sign-out', { reason: error.message }),
      )
    : Promise.resolve();
  const [, signOut] = await Promise.allSettled([
    closing,
    cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: user.username })),
  ]);
  if (signOut.status === 'rejected') throw signOut.reason;
}

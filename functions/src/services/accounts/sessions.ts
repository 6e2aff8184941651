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

/**
 * End every session of the user: `userId` is the Greenlight id (Cognito `sub`; absent when there is no
 * record yet), `username` the Cognito username or e-mail. The cutoff is written first, so whatever fails
 * next, the API and the WebSocket already refuse the tokens; then the open WebSocket connections are
 * closed and the Cognito sign-out runs, each even when the other fails (a Cognito outage must not leave
 * signed-out sockets receiving pushes).
 * @throws the first failure of the close or the Cognito call, after both were tried.
 */
export async function endAllSessions(user: { userId?: string; username: string }, now = Date.now()): Promise<void> {
  if (user.userId) await endSessionsOfUser(user.userId, now);
  const results = await Promise.allSettled([
    user.userId ? closeConnectionsOfUser(user.userId) : Promise.resolve(),
    cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: user.username })),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

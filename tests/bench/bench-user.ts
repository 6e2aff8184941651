/**
 * A confirmed user on a benchmark's own local stack (every `npm run bench` part and the standalone benches
 * need one): signed up and confirmed in cognito-local, its user item read back, and signed in through the API.
 * @returns the user item and an access token. @throws when the sign-in is refused.
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getUserByEmail, type UserRecord } from '../../functions/src/data/users';
import type { LocalStack } from '../../infra/local/stack';

export const BENCH_PASSWORD = 'Password1';

export async function benchUser(stack: LocalStack, email: string): Promise<{ user: UserRecord; token: string }> {
  const cognito = new CognitoIdentityProviderClient({});
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.serverClientId,
        Username: email,
        Password: BENCH_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
  } finally {
    cognito.destroy();
  }
  const user = (await getUserByEmail(email))!;
  const res = await fetch(`${stack.url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Bench sign-in of ${email}: ${res.status} ${await res.text()}`);
  return { user, token: ((await res.json()) as { data: { access_token: string } }).data.access_token };
}

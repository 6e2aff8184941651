/**
 * `npx tsx tests/bench/api-keys-only.ts`: the API-key part of `npm run bench` alone (./api-keys.ts; issue
 * 29 "a key's authorization adds at most one DynamoDB read"), on a fresh local stack with one small board,
 * for a quick check without seeding the whole bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getUserByEmail } from '../../functions/src/data/users';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard } from '../../functions/src/data/cards';
import { startLocalStack } from '../../infra/local/stack';
import { backdateMembership } from '../support/memberships';
import { benchApiKeyAuthorization } from './api-keys';

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-keys-bench-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'keys-bench@example.com';
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.serverClientId,
      Username: email,
      Password: 'Password1',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
  cognito.destroy();
  const user = (await getUserByEmail(email))!;
  const workspace = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Keys bench',
    ownerId: user.user_id,
  });
  for (let s = 0; s < 3; s++) {
    const stage = await createStage(workspace.workspace_id, {
      name: `Stage ${s + 1}`,
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: true,
      require_approval_from_client: false,
    });
    for (let c = 0; c < 5; c++)
      await createCard(workspace.workspace_id, {
        name: `Card ${c + 1}`,
        stageId: stage.stage_id,
        createdBy: user.user_id,
      });
  }
  await backdateMembership(workspace.workspace_id, user.user_id);
  const session = (await (
    await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    })
  ).json()) as { data: { access_token: string } };
  await benchApiKeyAuthorization({
    url: stack.url,
    userId: user.user_id,
    workspaceId: workspace.workspace_id,
    authorization: `Bearer ${session.data.access_token}`,
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The card-open bench alone (issue 27 "The card opens at least as fast as Planka's"; decisions W43):
 * `npx tsx tests/bench/card-open.bench.ts` (`npm run build:web` first). `npm run bench` runs the same
 * measurement (./card-open.ts) on its own stack after the board benches; this runner starts a fresh local
 * stack with one user and one stage of 8 cards, and nothing else. `CARD_OPEN_PROFILE=1` adds a CPU
 * profile of one warm open in Chromium: the script time by file and the functions that take the most.
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
import { REPO_ROOT, startLocalStack } from '../../infra/local/stack';
import { backdateMembership } from '../support/memberships';
import { benchCardOpen } from './card-open';

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-card-open-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'bench-card-open@example.com';
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
    name: 'Bench cards',
    ownerId: user.user_id,
  });
  const stage = await createStage(workspace.workspace_id, {
    name: 'Review',
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: true,
    require_approval_from_client: false,
  });
  const cardIds: string[] = [];
  for (let c = 0; c < 8; c++)
    cardIds.push(
      (
        await createCard(workspace.workspace_id, {
          name: `Open me ${c + 1}`,
          stageId: stage.stage_id,
          createdBy: user.user_id,
        })
      ).card_id,
    );
  await backdateMembership(workspace.workspace_id, user.user_id);
  const session = (await (
    await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    })
  ).json()) as { data: { access_token: string } };
  await benchCardOpen({
    session: { url: stack.url, email, password: 'Password1' },
    token: session.data.access_token,
    boardPath: `/organizations/${user.personal_organization_id}/workspaces/${workspace.workspace_id}/board`,
    workspaceId: workspace.workspace_id,
    cardIds,
    webDist: join(REPO_ROOT, 'web', 'dist'),
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

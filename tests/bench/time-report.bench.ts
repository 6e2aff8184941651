/**
 * The time report's bench alone (issue 28 "Performance"): `npx tsx tests/bench/time-report.bench.ts`
 * (`npm run build:web` first for the Chromium part). `npm run bench` runs the same measurement
 * (./reports.ts) on its own stack after the board benches; this runner starts a fresh local stack with
 * one user, two workspaces of 100 cards each, and nothing else.
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
import { benchTimeReport } from './reports';

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-reports-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'bench-reports@example.com';
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
  const workspaces: Array<{ id: string; cardIds: string[] }> = [];
  for (const name of ['Client A', 'Client B']) {
    const workspace = await createWorkspace({
      organizationId: user.personal_organization_id!,
      name,
      ownerId: user.user_id,
    });
    const stage = await createStage(workspace.workspace_id, {
      name: 'Doing',
      enable_revision: false,
      enable_timestamp: true,
      visible_to_client: false,
      require_approval_from_client: false,
    });
    const cardIds: string[] = [];
    for (let c = 0; c < 100; c++)
      cardIds.push(
        (
          await createCard(workspace.workspace_id, {
            name: `${name} card ${c + 1}`,
            stageId: stage.stage_id,
            createdBy: user.user_id,
          })
        ).card_id,
      );
    workspaces.push({ id: workspace.workspace_id, cardIds });
  }
  const session = (await (
    await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    })
  ).json()) as { data: { access_token: string } };
  await benchTimeReport({
    url: stack.url,
    token: session.data.access_token,
    email,
    password: 'Password1',
    userId: user.user_id,
    organizationId: user.personal_organization_id!,
    workspaces,
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

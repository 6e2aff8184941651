/**
 * The proofing viewer's measurements on their own (issue 26 "Performance"): `npx tsx
 * tests/bench/proofing-viewer.bench.ts` after `npm run build:web`. Starts a fresh local stack with one
 * user, workspace, stage and card, then runs ./proofing-viewer.ts, which `npm run bench`
 * (./board.bench.ts) also runs after the board measurements.
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
import { benchProofingViewer } from './proofing-viewer';

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-proofing-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
try {
  const email = 'bench-proofing@example.com';
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
    name: 'Proofing bench',
    ownerId: user.user_id,
  });
  const stage = await createStage(workspace.workspace_id, {
    name: 'Review',
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: true,
    require_approval_from_client: false,
  });
  const card = await createCard(workspace.workspace_id, {
    name: 'Proof',
    stageId: stage.stage_id,
    createdBy: user.user_id,
  });
  await backdateMembership(workspace.workspace_id, user.user_id);
  const session = (await (
    await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password1' }),
    })
  ).json()) as { data: { access_token: string } };
  await benchProofingViewer({
    url: stack.url,
    token: session.data.access_token,
    email,
    password: 'Password1',
    cardPath: `/organizations/${user.personal_organization_id}/workspaces/${workspace.workspace_id}/content/${card.card_id.replace(/-/g, '')}-proof`,
    workspaceId: workspace.workspace_id,
    cardId: card.card_id,
    webDist: join(REPO_ROOT, 'web', 'dist'),
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Test helpers for talking to the local stack the way the web app does: create confirmed users through
 * Cognito, sign in with `POST /api/v1/auth`, and call the API with the envelope unwrapped.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { checkContract } from './contract';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export const baseUrl = () => inject('stackUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  body: { status: string; data: T; message?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
}

/**
 * Call the API; `token` adds the bearer header. Never throws on HTTP errors: tests assert on them. Every
 * answer is checked against the served OpenAPI document (./contract.ts, issue 25).
 * @throws ContractError when the answer's status or body is not what the document declares for the route.
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  await checkContract(method, path, response.status, body);
  return { status: response.status, body: body ?? {} };
}

export const TEST_PASSWORD = 'Secret123';

/** A new confirmed user (the PostConfirmation trigger creates the record and personal organization); `email` picks the address. */
export async function createUser(
  prefix = 'user',
  options: { email?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new SignUpCommand({
      ClientId: process.env.USER_POOL_SERVER_CLIENT_ID!,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Test' },
        { Name: 'family_name', Value: prefix },
      ],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
  cognito.destroy();
  return { email, password: TEST_PASSWORD };
}

export interface SignedInUser {
  email: string;
  token: string;
  userId: string;
  personalOrganizationId: string;
}

/** Create a user and sign in through the API; `canCreateOrganization` grants the paid "Add Business". */
export async function signedInUser(
  prefix = 'user',
  options: { canCreateOrganization?: boolean } = {},
): Promise<SignedInUser> {
  const { email, password } = await createUser(prefix);
  if (options.canCreateOrganization) {
    const { allowOrganizationCreation, getUserByEmail } = await import('../../functions/src/data/users');
    await allowOrganizationCreation((await getUserByEmail(email))!.user_id);
  }
  const res = await api<{ access_token: string; user: { id: string; personal_organization_id: string } }>(
    'POST',
    '/api/v1/auth',
    {
      body: { email, password },
    },
  );
  if (res.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(res.body)}`);
  return {
    email,
    token: res.body.data.access_token,
    userId: res.body.data.user.id,
    personalOrganizationId: res.body.data.user.personal_organization_id,
  };
}

/** A workspace with stages named `stageNames` and `cardsPerStage` cards in each, owned by `user`. */
export async function boardFixture(user: SignedInUser, stageNames: string[], cardsPerStage: number) {
  const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
    token: user.token,
    body: { name: `Board ${randomUUID().slice(0, 4)}`, organization_id: user.personalOrganizationId },
  });
  const workspaceId = ws.body.data.id;
  const stages: Array<{ id: string; cardIds: string[] }> = [];
  for (const name of stageNames) {
    const stage = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: user.token,
      body: { name },
    });
    const cardIds: string[] = [];
    for (let i = 0; i < cardsPerStage; i++) {
      const card = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: user.token,
        body: { name: `${name} card ${i + 1}`, stage_id: stage.body.data.id },
      });
      cardIds.push(card.body.data.id);
    }
    stages.push({ id: stage.body.data.id, cardIds });
  }
  return { workspaceId, stages };
}

/** One of everything a route can name: a business organization with a workspace, stage, card, label and board stage. */
export interface ScopeFixture {
  organizationId: string;
  workspaceId: string;
  stageId: string;
  cardId: string;
  labelId: string;
  templateStageId: string;
}

/** Create a `ScopeFixture` owned by `owner` (who may create organizations), named after `name`. */
export async function scopeFixture(owner: SignedInUser, name: string): Promise<ScopeFixture> {
  const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
    token: owner.token,
    body: { name: `${name} Org` },
  });
  const organizationId = org.body.data.id;
  const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
    token: owner.token,
    body: { name, organization_id: organizationId },
  });
  const workspaceId = ws.body.data.id;
  const stage = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
    token: owner.token,
    body: { name: 'S' },
  });
  const card = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
    token: owner.token,
    body: { name: 'C', stage_id: stage.body.data.id },
  });
  const label = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/labels`, {
    token: owner.token,
    body: { name: 'L', color_hex: 'ff0000' },
  });
  const template = await api<{ id: string }>('POST', `/api/v1/template_stages?organization_id=${organizationId}`, {
    token: owner.token,
    body: { name: 'T' },
  });
  const fixture = {
    organizationId,
    workspaceId,
    stageId: stage.body.data.id,
    cardId: card.body.data.id,
    labelId: label.body.data.id,
    templateStageId: template.body.data.id,
  };
  if (!Object.values(fixture).every(Boolean)) throw new Error(`Scope fixture incomplete: ${JSON.stringify(fixture)}`);
  return fixture;
}

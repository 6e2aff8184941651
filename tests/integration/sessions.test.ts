/**
 * Ending sessions (issue 10): a password reset, a password change and "sign out everywhere" end every
 * session of the user at once: the old refresh token is refused by `POST /api/v1/auth/refresh`, and the
 * old access token by every route (401 `authentication_failure`) and by the WebSocket $connect, while a
 * new sign-in works straight away. Only access tokens are accepted as Bearer tokens.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, baseUrl, createUser, signedInUser } from '../support/api';
import { linkFromMail } from '../support/mail';
import { invokeCounting } from '../support/invoke';
import { backdateMembership } from '../support/memberships';

interface Session {
  access_token: string;
  id_token: string;
  refresh_token: string;
  user: { id: string; personal_organization_id: string };
}

async function signIn(email: string, password: string): Promise<Session> {
  const res = await api<Session>('POST', '/api/v1/auth', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.data;
}

const refresh = (session: Session) =>
  api<{ access_token: string }>('POST', '/api/v1/auth/refresh', { body: { refresh_token: session.refresh_token } });

/** The WebSocket $connect's answer: 101 when it opens, else the refusal's status. */
function connectStatus(token: string): Promise<number> {
  const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws?token=${token}`);
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  });
}

/** An open WebSocket of `token`, and a promise of its close. */
async function openSocket(token: string): Promise<{ closed: Promise<void> }> {
  const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws?token=${token}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { closed: new Promise((resolve) => ws.once('close', () => resolve())) };
}

/** Every kind of route refuses `token`, with the 401 `authentication_failure` envelope. */
async function expectRefusedEverywhere(session: Session, workspaceId: string): Promise<void> {
  const token = session.access_token;
  for (const [method, path] of [
    ['POST', '/api/v1/users/detail'], // signed in
    ['GET', `/api/v1/organizations/${session.user.personal_organization_id}/edit`], // organization
    ['GET', `/api/v1/workspaces/${workspaceId}`], // workspace
  ] as const) {
    const res = await api(method, path, { token });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(res.body).toMatchObject({ status: 'authentication_failure' });
  }
  expect(await connectStatus(token)).toBe(401);
}

async function newWorkspace(session: Session): Promise<string> {
  const res = await api<{ id: string }>('POST', '/api/v1/workspaces', {
    token: session.access_token,
    body: { name: 'Sessions', organization_id: session.user.personal_organization_id },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

describe('ending sessions', () => {
  it('a password reset ends every session: the old refresh and access tokens are refused, a new sign-in works', async () => {
    const { email, password } = await createUser('reset-sessions');
    const old = await signIn(email, password);
    const workspaceId = await newWorkspace(old);
    expect((await refresh(old)).status).toBe(200);
    expect(await connectStatus(old.access_token)).toBe(101);

    await api('POST', '/api/v1/user/password/new', { body: { email } });
    const token = (await linkFromMail(email, /Reset/)).searchParams.get('reset_password_token');
    const reset = await api('PUT', '/api/v1/user/password/update', {
      body: { reset_password_token: token, password: 'Brandnew1', password_confirmation: 'Brandnew1' },
    });
    expect(reset.status).toBe(200);

    const refused = await refresh(old);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: 'authentication_failure' });
    await expectRefusedEverywhere(old, workspaceId);

    const fresh = await signIn(email, 'Brandnew1');
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: fresh.access_token })).status).toBe(200);
    expect((await refresh(fresh)).status).toBe(200);
  });

  it('a password change ends every session, the current one too', async () => {
    const { email, password } = await createUser('change-sessions');
    const other = await signIn(email, password);
    const current = await signIn(email, password);
    const workspaceId = await newWorkspace(current);

    const changed = await api('PUT', '/api/v1/users/update_password', {
      token: current.access_token,
      body: { current_password: password, password: 'Changed12', password_confirmation: 'Changed12' },
    });
    expect(changed.status).toBe(200);

    for (const session of [other, current]) {
      expect((await refresh(session)).status).toBe(401);
      await expectRefusedEverywhere(session, workspaceId);
    }
    const fresh = await signIn(email, 'Changed12');
    expect((await api('POST', '/api/v1/users/detail', { token: fresh.access_token })).status).toBe(200);
  });

  it('sign out everywhere refuses the access tokens already issued at once, closes open WebSockets, and a sign-in in the same second works', async () => {
    const { email, password } = await createUser('logout-sessions');
    const first = await signIn(email, password);
    const second = await signIn(email, password);
    const workspaceId = await newWorkspace(first);
    const socket = await openSocket(second.access_token);

    expect((await api('DELETE', '/api/v1/logout', { token: first.access_token })).status).toBe(200);
    // The other session's open WebSocket was closed by the sign-out (it had closed when the call answered).
    await socket.closed;
    // Straight after the sign-out, usually within the same second.
    const fresh = await signIn(email, password);

    for (const session of [first, second]) {
      expect((await refresh(session)).status).toBe(401);
      await expectRefusedEverywhere(session, workspaceId);
    }
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: fresh.access_token })).status).toBe(200);
    expect(await connectStatus(fresh.access_token)).toBe(101);
    const renewed = await refresh(fresh);
    expect(renewed.status).toBe(200);
    expect((await api('POST', '/api/v1/users/detail', { token: renewed.body.data.access_token })).status).toBe(200);
  });
});

describe("the board's ended-session check (decisions S26)", () => {
  /** `GET /api/v1/workspaces/{id}` in-process, for a token whose session began at `authTime` (s). */
  async function openBoard(workspaceId: string, userId: string, authTime: number) {
    const { handler } = await import('../../functions/src/handlers/http/workspaces');
    return invokeCounting(handler, {
      routeKey: 'GET /api/v1/workspaces/{id}',
      path: `/api/v1/workspaces/${workspaceId}`,
      pathParameters: { id: workspaceId },
      userId,
      authTime,
    });
  }

  it('refuses an ended session from the cutoff a sign-out copied onto the membership, with no read of the user item', async () => {
    const { email, password } = await createUser('board-cutoff');
    const session = await signIn(email, password);
    const user = { userId: session.user.id };
    const workspaceId = await newWorkspace(session);
    await backdateMembership(workspaceId, user.userId); // joined before this session began
    const began = Math.floor(Date.now() / 1000) - 5;
    const before = await openBoard(workspaceId, user.userId, began);
    expect(before.statusCode).toBe(200);
    expect(before.requests).toEqual(['QueryCommand']);

    expect((await api('DELETE', '/api/v1/logout', { token: session.access_token })).status).toBe(200);
    const { getWorkspaceWithMember } = await import('../../functions/src/data/workspaces');
    const { getItem } = await import('../../functions/src/data/access');
    const { WorkspaceMember } = await import('../../functions/src/data/entities/workspace');
    const membership = await getItem(WorkspaceMember, { workspace_id: workspaceId, user_id: user.userId });
    expect(membership?.tokens_valid_after).toBeGreaterThan(began);
    expect((await getWorkspaceWithMember(workspaceId, user.userId)).role).toBe('team_lead');

    const after = await openBoard(workspaceId, user.userId, began);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject({ status: 'authentication_failure' });
    expect(after.requests).toEqual(['QueryCommand']);
    // A session begun after the sign-out opens the board.
    expect((await openBoard(workspaceId, user.userId, (membership?.tokens_valid_after ?? 0) + 1)).statusCode).toBe(200);
  });

  it('reads the user item for a session older than the membership, so joining after a sign-out does not revive an ended session', async () => {
    const { email, password } = await createUser('joined-after');
    const session = await signIn(email, password);
    const user = { userId: session.user.id, personalOrganizationId: session.user.personal_organization_id };
    const began = Math.floor(Date.now() / 1000) - 5;
    expect((await api('DELETE', '/api/v1/logout', { token: session.access_token })).status).toBe(200);
    // Joined after the sign-out: the membership has no copied cutoff, and the session is older than it.
    const { createWorkspace } = await import('../../functions/src/data/workspaces');
    const { workspace_id: workspaceId } = await createWorkspace({
      organizationId: user.personalOrganizationId,
      name: 'Joined later',
      ownerId: user.userId,
    });
    const stale = await openBoard(workspaceId, user.userId, began);
    expect(stale.statusCode).toBe(401);
    expect([...stale.requests].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
  });

  it("refuses an organization admin's ended session on a workspace they are not a member of (one read brings role and user item)", async () => {
    const owner = await createUser('cutoff-owner');
    const ownerSession = await signIn(owner.email, owner.password);
    const admin = await signedInUser('cutoff-admin');
    const workspaceId = await newWorkspace(ownerSession);
    const { putItem } = await import('../../functions/src/data/access');
    const { OrganizationMember } = await import('../../functions/src/data/entities/organization');
    await putItem(OrganizationMember, {
      organization_id: ownerSession.user.personal_organization_id,
      user_id: admin.userId,
      role: 'admin',
    });
    const began = Math.floor(Date.now() / 1000) - 5;
    const opened = await openBoard(workspaceId, admin.userId, began);
    expect(opened.statusCode).toBe(200);
    expect([...opened.requests].sort()).toEqual(['QueryCommand', 'TransactGetItemsCommand']);
    expect((await api('DELETE', '/api/v1/logout', { token: admin.token })).status).toBe(200);
    const refused = await openBoard(workspaceId, admin.userId, began);
    expect(refused.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('accepts access tokens only: an id token is refused on every route, as on the WebSocket', async () => {
    const { email, password } = await createUser('id-token');
    const session = await signIn(email, password);
    expect((await api('GET', '/api/v1/organizations', { token: session.access_token })).status).toBe(200);
    expect((await api('GET', '/api/v1/organizations', { token: session.id_token })).status).toBe(401);
    expect((await api('POST', '/api/v1/users/detail', { token: session.id_token })).status).toBe(401);
    expect(await connectStatus(session.id_token)).toBe(401);
  });

  it('the handlers refuse id-token claims too (what API Gateway passes for an id token whose aud is a client)', async () => {
    const user = await signedInUser('id-claims');
    const { handler } = await import('../../functions/src/handlers/http/users');
    const now = String(Math.floor(Date.now() / 1000));
    const event = (tokenUse: string) => ({
      version: '2.0',
      routeKey: 'POST /api/v1/users/detail',
      rawPath: '/api/v1/users/detail',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/v1/users/detail' },
        authorizer: {
          jwt: { claims: { sub: user.userId, token_use: tokenUse, auth_time: now, iat: now }, scopes: [] },
        },
      },
    });
    const call = async (tokenUse: string) =>
      (await handler(event(tokenUse) as never, { getRemainingTimeInMillis: () => 30_000 } as never)) as {
        statusCode: number;
        body: string;
      };
    expect((await call('access')).statusCode).toBe(200);
    const refused = await call('id');
    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 'authentication_failure' });
  });
});

/**
 * Sign-in through `POST /api/v1/auth` (accounts spec §7) and the PostConfirmation trigger's effects.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, createUser } from '../support/api';

describe('POST /api/v1/auth', () => {
  it('signs in a confirmed user and returns Cognito tokens with the user and their personal organization', async () => {
    const { email, password } = await createUser('signin');
    const res = await api<{ access_token: string; user: { email: string; personal_organization_id: string } }>(
      'POST',
      '/api/v1/auth',
      {
        body: { email, password },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    const orgs = await api<Array<{ id: string; name: string; organization_type: string }>>(
      'GET',
      '/api/v1/organizations',
      {
        token: res.body.data.access_token,
      },
    );
    expect(orgs.body.data).toEqual([
      expect.objectContaining({
        id: res.body.data.user.personal_organization_id,
        name: 'My Workspace',
        organization_type: 'personal',
      }),
    ]);
  });

  it('refuses a wrong password with a clear message', async () => {
    const { email } = await createUser('wrongpw');
    const res = await api('POST', '/api/v1/auth', { body: { email, password: 'not-the-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'error', message: 'Invalid email or password.' });
  });

  it("returns the spec's field messages for bad input", async () => {
    const res = await api('POST', '/api/v1/auth', { body: { email: 'nope', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Invalid email'], password: ['Required'] });
    const empty = await api('POST', '/api/v1/auth', { body: {} });
    expect(empty.body.errors).toMatchObject({ email: ['Required'], password: ['Required'] });
  });

  it('sends a welcome e-mail on confirmation that the mail viewer shows', async () => {
    const { email } = await createUser('mail');
    const store = (await (await fetch(`${baseUrl()}/_local/mail/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string }>;
    };
    expect(store.emails.find((m) => m.destination.to.includes(email))?.subject).toBe('Welcome to Greenlight');
    const viewer = await (await fetch(`${baseUrl()}/_local/mail`)).text();
    expect(viewer).toContain('/_local/mail/store');
  });

  it('signs out everywhere: the refresh token stops working', async () => {
    const { email, password } = await createUser('logout');
    const session = await api<{ access_token: string; refresh_token: string }>('POST', '/api/v1/auth', {
      body: { email, password },
    });
    const { CognitoIdentityProviderClient, InitiateAuthCommand } =
      await import('@aws-sdk/client-cognito-identity-provider');
    const cognito = new CognitoIdentityProviderClient({});
    const refresh = () =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: process.env.USER_POOL_SERVER_CLIENT_ID!,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: session.body.data.refresh_token },
        }),
      );
    await expect(refresh()).resolves.toHaveProperty('AuthenticationResult');
    expect((await api('DELETE', '/api/v1/logout', { token: session.body.data.access_token })).status).toBe(200);
    await expect(refresh()).rejects.toThrow();
    cognito.destroy();
  });
});

describe('POST /api/v1/auth/request (third-party sign-in)', () => {
  it('creates the user record and personal organization from Cognito, not from the body', async () => {
    const { signedInUser } = await import('../support/api');
    const { deleteItem } = await import('../../functions/src/data/access');
    const { User } = await import('../../functions/src/data/entities/user');
    const user = await signedInUser('federated');
    // A first sign-in through the Hosted UI has a Cognito user but no Greenlight record yet.
    await deleteItem(User, { user_id: user.userId });
    const res = await api<{ id: string; email: string; personal_organization_id: string }>(
      'POST',
      '/api/v1/auth/request',
      {
        token: user.token,
        body: { user: { email: 'spoofed@example.com' } },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.userId, email: user.email });
    const orgs = await api<Array<{ id: string; organization_type: string }>>('GET', '/api/v1/organizations', {
      token: user.token,
    });
    expect(orgs.body.data.map((o) => o.id)).toContain(res.body.data.personal_organization_id);
  });
});

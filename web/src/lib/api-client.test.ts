import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from './i18n/i18n-store';

// The client's own messages (network failure…) come from the `common` catalogue (issue 41).
beforeAll(() => setLanguage('en', ['common']));

// A minimal browser for `session.ts`: localStorage and window events (tests run in plain node).
beforeAll(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.c',
  first_name: 'A',
  last_name: 'B',
  name_initials: 'AB',
  send_email_notification: true,
  enable_notification_ring: true,
  can_create_organization: false,
  personal_organization_id: null,
  logo: null,
  language: 'en' as const,
};

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

async function load() {
  const session = await import('./session');
  const client = await import('./api-client');
  return { session, client };
}

describe('apiClient', () => {
  it('unwraps data, sends the bearer token and drops empty query values', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    const fetchMock = respond(200, { status: 'ok', data: [1, 2] });
    vi.stubGlobal('fetch', fetchMock);
    const call = client.apiClient.GET('/api/v1/workspaces/{id}/stages/{sid}/list_data', {
      params: { path: { id: 'w', sid: 's' }, query: { page: 2, per_page: 20, search: '', cursor: undefined } },
    });
    await expect(client.unwrap(call)).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost/api/v1/workspaces/w/stages/s/list_data?page=2&per_page=20');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    const { client } = await load();
    vi.stubGlobal(
      'fetch',
      respond(422, { status: 'error', message: 'Name is invalid', errors: { name: ['Required'] } }),
    );
    const error = await client
      .unwrap(client.apiClient.POST('/api/v1/workspaces', { body: { name: '', organization_id: 'o' } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Name is invalid', errors: { name: ['Required'] } });
    expect(client.fieldError(error, 'name')).toBe('Required');
  });

  it('ends a signed-in session on authentication_failure, and on the authorizer’s bare 401', async () => {
    const { session, client } = await load();
    for (const body of [
      { status: 'authentication_failure', message: 'Session expired' },
      { message: 'Unauthorized' },
    ]) {
      session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
      vi.stubGlobal('fetch', respond(401, body));
      const error = await client.unwrap(client.apiClient.GET('/api/v1/organizations')).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, authenticationFailure: true });
      expect(session.getStoredUser()).toBeNull();
      expect(session.getSessionEndReason()).toBe('expired');
    }
  });

  it('refreshes and retries once when only the access token was refused', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'stale', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url.endsWith('/api/v1/auth/refresh')) {
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'r' });
        return new Response(
          JSON.stringify({ status: 'ok', data: { access_token: 'fresh', id_token: 'id2', expires_in: 3600 } }),
          { status: 200 },
        );
      }
      if (auth === 'Bearer fresh') return new Response(JSON.stringify({ status: 'ok', data: 'yes' }), { status: 200 });
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client.unwrap(client.apiClient.GET('/api/v1/organizations'))).resolves.toBe('yes');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(session.getStoredTokens()).toMatchObject({ access_token: 'fresh', refresh_token: 'r' });
    expect(session.getStoredUser()).not.toBeNull();
  });

  it('refreshes before calling when the token is inside the 2-minute window', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'old', id_token: 'id', refresh_token: 'r', expires_in: 60, user });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${(init.headers as Record<string, string>).Authorization ?? ''}`.trim());
        if (url.endsWith('/api/v1/auth/refresh')) {
          return new Response(
            JSON.stringify({ status: 'ok', data: { access_token: 'new', id_token: 'id2', expires_in: 3600 } }),
            { status: 200 },
          );
        }
        return new Response(JSON.stringify({ status: 'ok', data: 1 }), { status: 200 });
      }),
    );
    await client.unwrap(client.apiClient.GET('/api/v1/organizations'));
    expect(calls).toEqual(['http://localhost/api/v1/auth/refresh', 'http://localhost/api/v1/organizations Bearer new']);
  });

  it('shares one refresh between concurrent refused calls, and ends the session when it is refused', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'stale', id_token: 'id', refresh_token: 'revoked', expires_in: 3600, user });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/api/v1/auth/refresh')
        ? new Response(
            JSON.stringify({
              status: 'authentication_failure',
              message: 'Your session has already expired. Please sign in again.',
            }),
            { status: 401 },
          )
        : new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([
      client.unwrap(client.apiClient.GET('/api/v1/organizations')).catch((e: unknown) => e),
      client.unwrap(client.apiClient.GET('/api/v1/permissions')).catch((e: unknown) => e),
    ]);
    for (const error of results) expect(error).toMatchObject({ status: 401, authenticationFailure: true });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(1);
    expect(session.getStoredUser()).toBeNull();
    expect(session.getSessionEndReason()).toBe('expired');
  });

  it('treats a signed-in user without usable tokens as an expired session', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    window.localStorage.setItem('greenlight.tokens', '{not json');
    const fetchMock = respond(401, { message: 'Unauthorized' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client.unwrap(client.apiClient.GET('/api/v1/organizations'))).rejects.toMatchObject({ status: 401 });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'Authorization',
    );
    expect(session.getStoredUser()).toBeNull();
    expect(session.getSessionEndReason()).toBe('expired');
  });

  it('does not treat a failed sign-in (no token) as an expiry', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    session.clearSession('logout');
    vi.stubGlobal('fetch', respond(401, { status: 'authentication_failure', message: 'Invalid email or password.' }));
    const error = await client
      .unwrap(client.apiClient.POST('/api/v1/auth', { body: { email: 'a@b.c', password: 'x' } }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Invalid email or password.' });
    expect(session.getSessionEndReason()).toBe('logout');
  });

  it('reports network failures in plain words', async () => {
    const { client } = await load();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(client.unwrap(client.apiClient.GET('/api/v1/organizations'))).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Could not reach Greenlight'),
    });
  });

  it('resolves a 204 without a body, and refuses a success that is not the envelope', async () => {
    const { client } = await load();
    vi.stubGlobal('fetch', respond(204, undefined));
    await expect(client.noContent(client.apiClient.DELETE('/api/v1/calendar_feed'))).resolves.toBeUndefined();
    vi.stubGlobal('fetch', respond(200, { organizations: [] }));
    await expect(client.unwrap(client.apiClient.GET('/api/v1/organizations'))).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an unexpected response.',
    });
  });

  it('encodes path parameters and sends a typed body as JSON', async () => {
    const { client } = await load();
    const fetchMock = respond(200, { status: 'ok', data: { id: 'x' } });
    vi.stubGlobal('fetch', fetchMock);
    await client.unwrap(
      client.apiClient.DELETE('/api/v1/decline_invitation/{token}', { params: { path: { token: 'a/b c' } } }),
    );
    await client.unwrap(
      client.apiClient.POST('/api/v1/resent_notification', {
        params: { query: { workspace_id: 'w' } },
        body: { id: 'i' },
      }),
    );
    const [[firstUrl], [secondUrl, init]] = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(firstUrl).toBe('http://localhost/api/v1/decline_invitation/a%2Fb%20c');
    expect(secondUrl).toBe('http://localhost/api/v1/resent_notification?workspace_id=w');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id: 'i' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

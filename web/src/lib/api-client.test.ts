import { beforeAll, describe, expect, it, vi } from 'vitest';

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
  id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', first_name: 'A', last_name: 'B', name_initials: 'AB',
  send_email_notification: true, enable_notification_ring: true, can_create_organization: false, personal_organization_id: null, logo: null,
};

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function load() {
  const session = await import('./session');
  const client = await import('./api-client');
  return { session, client };
}

describe('apiRequest', () => {
  it('unwraps data, sends the bearer token and drops empty query values', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    const fetchMock = respond(200, { status: 'ok', data: [1, 2] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client.api.get('/api/v1/x', { a: 'b', search: '', page: 2, none: undefined })).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/x?a=b&page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    const { client } = await load();
    vi.stubGlobal('fetch', respond(422, { status: 'error', message: 'Name is invalid', errors: { name: ['Required'] } }));
    const error = await client.api.post('/api/v1/workspaces', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Name is invalid', errors: { name: ['Required'] } });
    expect(client.fieldError(error, 'name')).toBe('Required');
  });

  it('ends a signed-in session on authentication_failure, and on the authorizer’s bare 401', async () => {
    const { session, client } = await load();
    for (const body of [{ status: 'authentication_failure', message: 'Session expired' }, { message: 'Unauthorized' }]) {
      session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
      vi.stubGlobal('fetch', respond(401, body));
      const error = await client.api.get('/api/v1/organizations').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, authenticationFailure: true });
      expect(session.getStoredUser()).toBeNull();
      expect(session.getSessionEndReason()).toBe('expired');
    }
  });

  it('does not treat a failed sign-in (no token) as an expiry', async () => {
    const { session, client } = await load();
    session.saveSession({ access_token: 'tok', id_token: 'id', refresh_token: 'r', expires_in: 3600, user });
    session.clearSession('logout');
    vi.stubGlobal('fetch', respond(401, { status: 'authentication_failure', message: 'Invalid email or password.' }));
    const error = await client.api.post('/api/v1/auth', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Invalid email or password.' });
    expect(session.getSessionEndReason()).toBe('logout');
  });

  it('reports network failures in plain words', async () => {
    const { client } = await load();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    await expect(client.api.get('/api/v1/x')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Could not reach Greenlight') });
  });
});

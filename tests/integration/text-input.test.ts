/**
 * Text input (issue 11; issue 10): every route that stores user text, generated from a list of route +
 * field, refuses a NUL, a line break, a C1 control, a bidi override and an unpaired surrogate with a
 * clear message and stores nothing; a well-formed name is stored NFC-normalized and trimmed.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../shared/schemas/text';
import { api, signedInUser, type SignedInUser, scopeFixture, type ScopeFixture } from '../support/api';

type Fixture = ScopeFixture;

interface TextRoute {
  method: string;
  path: (f: Fixture) => string;
  /** The field path as `errors` names it. */
  field: string;
  body: (value: string, f: Fixture) => unknown;
  /** Whether the answer echoes the stored text (false: invitations and registration answer other shapes). */
  echoes?: boolean;
}

const person = (value: string) => ({
  first_name: value,
  last_name: 'Doe',
  email: `text-${randomUUID().slice(0, 8)}@example.com`,
});

const TEXT_ROUTES: TextRoute[] = [
  { method: 'POST', path: () => '/api/v1/organizations', field: 'name', body: (name) => ({ name }) },
  {
    method: 'PATCH',
    path: (f) => `/api/v1/organizations/${f.organizationId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'POST',
    path: () => '/api/v1/workspaces',
    field: 'name',
    body: (name, f) => ({ name, organization_id: f.organizationId }),
  },
  { method: 'PUT', path: (f) => `/api/v1/workspaces/${f.workspaceId}`, field: 'name', body: (name) => ({ name }) },
  {
    method: 'POST',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/stages`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'PUT',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/stages/${f.stageId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'POST',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/content_groups`,
    field: 'name',
    body: (name, f) => ({ name, stage_id: f.stageId }),
  },
  {
    method: 'PUT',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/content_groups/${f.cardId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'POST',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/labels`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'PUT',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/labels/${f.labelId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'POST',
    path: (f) => `/api/v1/template_stages?organization_id=${f.organizationId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'PUT',
    path: (f) => `/api/v1/template_stages/${f.templateStageId}?organization_id=${f.organizationId}`,
    field: 'name',
    body: (name) => ({ name }),
  },
  {
    method: 'PUT',
    path: () => '/api/v1/users/update_detail',
    field: 'first_name',
    body: (first_name) => ({ first_name }),
  },
  {
    method: 'PUT',
    path: () => '/api/v1/users/update_detail',
    field: 'last_name',
    body: (last_name) => ({ first_name: 'Text', last_name }),
  },
  {
    method: 'POST',
    path: (f) => `/api/v1/workspaces/${f.workspaceId}/workspace_users`,
    field: 'invited_users.0.first_name',
    body: (value) => ({ invited_users: [{ ...person(value), workspace_role_id: 'production' }] }),
    echoes: false,
  },
  {
    method: 'POST',
    path: (f) => `/api/v1/multi_users?organization_id=${f.organizationId}`,
    field: 'user_roles.0.last_name',
    body: (value, f) => ({
      user_roles: [
        {
          ...person('Jane'),
          last_name: value,
          workspace_users: [{ workspace_id: f.workspaceId, workspace_role_id: 'production' }],
        },
      ],
    }),
    echoes: false,
  },
  {
    method: 'POST',
    path: () => '/api/v1/users',
    field: 'first_name',
    body: (value) => ({ ...person(value), password: 'Secret123', password_confirmation: 'Secret123' }),
    echoes: false,
  },
];

const REFUSED: Array<[string, string, string]> = [
  ['a NUL', 'Bad\u0000name', TEXT_MESSAGES.controlCharacter],
  ['a line break', 'Bad\nname', TEXT_MESSAGES.controlCharacter],
  ['a C1 control', 'Bad\u0085name', TEXT_MESSAGES.controlCharacter],
  ['a right-to-left override', 'Bad\u202ename', TEXT_MESSAGES.bidiCharacter],
  ['a first-strong isolate', 'Bad\u2068name', TEXT_MESSAGES.bidiCharacter],
  ['an unpaired surrogate', 'Bad\ud800name', TEXT_MESSAGES.unpairedSurrogate],
];

describe('text input', () => {
  let owner: SignedInUser;
  let f: Fixture;

  beforeAll(async () => {
    owner = await signedInUser('text-owner', { canCreateOrganization: true });
    f = await scopeFixture(owner, 'Text');
  }, 120_000);

  describe.each(
    TEXT_ROUTES.map((r) => [`${r.method} ${r.path({} as Fixture).replace(/\?.*/, '')} ${r.field}`, r] as const),
  )('%s', (_, route) => {
    it.each(REFUSED)('refuses %s with a clear message', async (_what, value, message) => {
      const res = await api(route.method, route.path(f), { token: owner.token, body: route.body(value, f) });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[route.field]).toEqual([message]);
    });

    it('stores a name NFC-normalized and trimmed', async () => {
      const res = await api(route.method, route.path(f), {
        token: owner.token,
        body: route.body('  Cafe\u0301 Noir  ', f),
      });
      expect(res.status).toBeLessThan(300);
      if (route.echoes !== false) expect(JSON.stringify(res.body.data)).toContain('"Caf\u00e9 Noir"');
    });
  });

  it('keeps refused names out of the store', async () => {
    const board = await api<{ name: string }>('GET', `/api/v1/workspaces/${f.workspaceId}`, { token: owner.token });
    expect(JSON.stringify(board.body.data)).not.toMatch(/Bad/);
    const labels = await api('GET', `/api/v1/workspaces/${f.workspaceId}/labels`, { token: owner.token });
    expect(JSON.stringify(labels.body.data)).not.toMatch(/Bad/);
  });
});

/**
 * Board stages (organization template stages) seed new workspaces; the permissions listing (issue 5).
 */
import { describe, expect, it } from 'vitest';
import { api, signedInUser } from '../support/api';

describe('board stages', () => {
  it('defaults to "Untitled" with all flags off, and new workspaces start with the board stages in order', async () => {
    const owner = await signedInUser('templates', { canCreateOrganization: true });
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Templated' } })
    ).body.data.id;
    const q = `?organization_id=${org}`;
    const defaults = await api('GET', `/api/v1/template_stages/new${q}`, { token: owner.token });
    expect(defaults.body.data).toEqual({
      name: 'Untitled',
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: false,
      require_approval_from_client: false,
    });
    expect((await api<unknown[]>('GET', `/api/v1/template_stages${q}`, { token: owner.token })).body.data).toEqual([]);
    const first = await api<{ id: string; name: string }>('POST', `/api/v1/template_stages${q}`, {
      token: owner.token,
      body: {},
    });
    expect(first.body.data.name).toBe('Untitled');
    await api('PUT', `/api/v1/template_stages/${first.body.data.id}${q}`, {
      token: owner.token,
      body: { name: 'Brief' },
    });
    await api('POST', `/api/v1/template_stages${q}`, {
      token: owner.token,
      body: { name: 'Client Review', visible_to_client: true, require_approval_from_client: true },
    });
    const doomed = await api<{ id: string }>('POST', `/api/v1/template_stages${q}`, {
      token: owner.token,
      body: { name: 'Gone' },
    });
    expect(
      (await api('DELETE', `/api/v1/template_stages/${doomed.body.data.id}${q}`, { token: owner.token })).status,
    ).toBe(200);

    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'From template', organization_id: org },
    });
    const stages = await api<Array<{ name: string; visible_to_client: boolean }>>(
      'GET',
      `/api/v1/workspaces/${ws.body.data.id}/stages`,
      { token: owner.token },
    );
    expect(stages.body.data.map((s) => [s.name, s.visible_to_client])).toEqual([
      ['Brief', false],
      ['Client Review', true],
    ]);
  });

  it('lists organization and workspace roles with their groups for the /permission page', async () => {
    const user = await signedInUser('perm');
    const res = await api<{
      organization_roles: Array<{ id: string }>;
      workspace_roles: Array<{ id: string; group: string; name: string }>;
    }>('GET', '/api/v1/permissions', { token: user.token });
    expect(res.body.data.organization_roles.map((r) => r.id)).toEqual(['owner', 'admin', 'member']);
    expect(res.body.data.workspace_roles.map((r) => `${r.name}:${r.group}`)).toEqual([
      'Team Lead:team',
      'Coordinator:team',
      'Production:team',
      'Spectator:team',
      'Approver:guest',
      'Contributor:guest',
    ]);
  });
});

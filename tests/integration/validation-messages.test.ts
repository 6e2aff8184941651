/**
 * Validation messages read as the spec writes them, with no field prefix (issue 30 item 11: "content:
 * Please write a message", "first_name: Required"). The field travels in `errors`, keyed by its path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';

describe('validation messages', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  beforeAll(async () => {
    owner = await signedInUser('messages-owner');
    const fixture = await boardFixture(owner, ['Doing'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
  });

  it('answers the message alone, and names the field in errors', async () => {
    const cases: Array<[string, string, unknown, string, string]> = [
      [
        'POST',
        `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments`,
        { comment: { description: '', internal: true } },
        'description',
        'Please write a comment or add an attachment.',
      ],
      ['PUT', '/api/v1/users/update_detail', { first_name: '' }, 'first_name', 'Required'],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await api(method, path, { token: owner.token, body });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
      expect(Object.keys(res.body.errors ?? {}), path).toContain(field);
    }
  });

  it('never starts a 400 message with a field name', async () => {
    const bad: Array<[string, string, unknown]> = [
      ['POST', `/api/v1/workspaces/${workspaceId}/stages`, { name: 'x'.repeat(5000) }],
      ['POST', `/api/v1/workspaces/${workspaceId}/content_groups`, { stage_id: 'x' }],
      ['PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, { content_group: { name: '' } }],
      [
        'POST',
        `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/lists`,
        { list: { title: 'x'.repeat(5000) } },
      ],
      ['GET', `/api/v1/organizations/${owner.personalOrganizationId}/content_groups/deleted_index?page=0`, undefined],
    ];
    for (const [method, path, body] of bad) {
      const res = await api(method, path, { token: owner.token, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message, `${method} ${path}`).not.toMatch(/^[a-z_][a-z0-9_.]*: /);
    }
  });
});

/**
 * Importing a Trello board (issue 40 "From Trello"; decisions FT7, FT8): `POST /organizations/{id}/imports/trello`
 * with the board's JSON export creates a workspace whose stages are the open lists in order, with the open
 * cards' descriptions (Markdown rendered), due dates, labels, checklists and attributed Team comments. A file
 * that is not a board export, or a board over 500 open cards, answers 400 and creates nothing; only those
 * who may create workspaces in the organization may import.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, scopeFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspace, listWorkspacesOfOrganization } from '../../functions/src/data/workspaces';
import { NOT_A_TRELLO_BOARD } from '../../functions/src/services/imports/trello-board';
import { tooManyTrelloCards } from '../../functions/src/services/imports/import-trello';
import type { CardPopup } from '../../shared/schemas/card-popup';

const fixture = () => JSON.parse(readFileSync(new URL('../fixtures/trello-board.json', import.meta.url), 'utf8'));

interface Board {
  id: string;
  name: string;
  stages: Array<{ id: string; name: string; content_groups: Array<{ id: string; name: string }> }>;
}

describe('Trello import (issue 40)', () => {
  let owner: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  let organizationId: string;
  const importPath = (org = organizationId) => `/api/v1/organizations/${org}/imports/trello`;
  const workspaceNames = async () => (await listWorkspacesOfOrganization(organizationId)).map((w) => w.name).sort();

  beforeAll(async () => {
    [owner, member, outsider] = await Promise.all([
      signedInUser('trello-owner', { canCreateOrganization: true }),
      signedInUser('trello-member'),
      signedInUser('trello-outsider'),
    ]);
    const scope = await scopeFixture(owner, 'Trello');
    organizationId = scope.organizationId;
    await addWorkspaceMember((await getWorkspace(scope.workspaceId))!, member.userId, 'production');
  });

  it('creates a workspace with the open lists as stages and the open cards with all they carry', async () => {
    const created = await api<{ id: string; name: string }>('POST', importPath(), {
      token: owner.token,
      body: fixture(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.name).toBe('Spring campaign');
    const board = (await api<Board>('GET', `/api/v1/workspaces/${created.body.data.id}`, { token: owner.token })).body
      .data;
    expect(board.stages.map((s) => [s.name, s.content_groups.map((c) => c.name)])).toEqual([
      ['To do', ['Hero banner', 'Instagram carousel']],
      ['In review', ['Launch video']],
      ['Done', []],
    ]);

    const carouselId = board.stages[0]!.content_groups[1]!.id;
    const popup = (
      await api<CardPopup>('GET', `/api/v1/workspaces/${board.id}/content_groups/${carouselId}/popup`, {
        token: owner.token,
      })
    ).body.data;
    expect(popup.card.description).toContain('<strong>square</strong>');
    expect(popup.card.due_date).toBe('2027-03-15T16:00:00.000Z');
    expect(popup.card.labels.map((l) => [l.name, l.color_hex]).sort()).toEqual([
      ['Social', '6cc3e0'],
      ['Urgent', 'f87168'],
    ]);
    expect(popup.checklists.map((c) => [c.title, c.items.map((i) => [i.description, i.done])])).toEqual([
      [
        'Slides',
        [
          ['Slide 1: cover', true],
          ['Slide 2: product', false],
        ],
      ],
    ]);
    const comments = popup.comments.page.comments.filter((c) => !c.event_type).map((c) => c.description);
    expect(comments).toHaveLength(2);
    expect(comments.join('\n')).toContain('Imported from Trello: <strong>Bea Designer</strong> wrote on 2027-02-11');
    expect(comments.join('\n')).toContain('Client asked for a warmer palette.');
  });

  it('refuses a file that is not a board export, and creates nothing', async () => {
    const before = await workspaceNames();
    const answer = await api('POST', importPath(), { token: owner.token, body: { hello: 'world' } });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toBe(NOT_A_TRELLO_BOARD);
    expect(await workspaceNames()).toEqual(before);
  });

  it('refuses a board over 500 open cards with what to do, and creates nothing', async () => {
    const before = await workspaceNames();
    const board = fixture();
    const listId = board.lists[0].id;
    board.cards = Array.from({ length: 501 }, (_, i) => ({ id: `big${i}`, name: `Card ${i}`, idList: listId, pos: i }));
    const answer = await api('POST', importPath(), { token: owner.token, body: board });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toBe(tooManyTrelloCards(501));
    expect(await workspaceNames()).toEqual(before);
  });

  it('lets only those who may create workspaces import: a member 403, another organization 404', async () => {
    const before = await workspaceNames();
    expect((await api('POST', importPath(), { token: member.token, body: fixture() })).status).toBe(403);
    expect((await api('POST', importPath(), { token: outsider.token, body: fixture() })).status).toBe(404);
    expect(await workspaceNames()).toEqual(before);
  });
});

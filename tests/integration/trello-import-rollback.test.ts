/**
 * A Trello import is whole or absent (issue 40 "A half-failed import must be rolled back … never half
 * there"; decisions FT8): when a write fails after the workspace, its stages, labels and a card exist, the
 * new workspace is deleted with everything it holds (its partition, its cards and their checklists) and the
 * error reaches the caller. The failure is a checklist item write that throws, as a DynamoDB call would
 * after the SDK's retries; the workspace and card writes run for real and are recorded to be checked.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/api';
import { getUser } from '../../functions/src/data/users';
import { getWorkspace, listWorkspacesOfOrganization, loadWorkspaceSkeleton } from '../../functions/src/data/workspaces';
import { getCard, listCardIdsOfWorkspace } from '../../functions/src/data/cards';
import { readChecklists } from '../../functions/src/data/checklists';
import { importTrelloBoard } from '../../functions/src/services/imports/import-trello';
import { readTrelloBoard } from '../../functions/src/services/imports/trello-board';

const failure = new Error('DynamoDB failed');
const written = vi.hoisted(() => ({ workspaceIds: [] as string[], cardIds: [] as string[] }));

vi.mock('../../functions/src/data/checklists', async (original) => ({
  ...(await original<typeof import('../../functions/src/data/checklists')>()),
  createChecklistItem: vi.fn(async () => {
    throw failure;
  }),
}));
vi.mock('../../functions/src/data/workspaces', async (original) => {
  const real = await original<typeof import('../../functions/src/data/workspaces')>();
  return {
    ...real,
    createWorkspace: async (...args: Parameters<typeof real.createWorkspace>) => {
      const workspace = await real.createWorkspace(...args);
      written.workspaceIds.push(workspace.workspace_id);
      return workspace;
    },
  };
});
vi.mock('../../functions/src/data/cards', async (original) => {
  const real = await original<typeof import('../../functions/src/data/cards')>();
  return {
    ...real,
    createCard: async (...args: Parameters<typeof real.createCard>) => {
      const card = await real.createCard(...args);
      written.cardIds.push(card.card_id);
      return card;
    },
  };
});

const fixture = () => JSON.parse(readFileSync(new URL('../fixtures/trello-board.json', import.meta.url), 'utf8'));

describe('Trello import rollback', () => {
  let owner: SignedInUser;

  beforeAll(async () => {
    owner = await signedInUser('trello-rollback');
  });

  it('deletes the new workspace with all it holds when a write fails, and rethrows', async () => {
    const importer = (await getUser(owner.userId))!;
    const before = await listWorkspacesOfOrganization(owner.personalOrganizationId);
    await expect(importTrelloBoard(owner.personalOrganizationId, importer, readTrelloBoard(fixture()))).rejects.toBe(
      failure,
    );
    // It got as far as a workspace and a card before the failure…
    expect(written.workspaceIds).toHaveLength(1);
    expect(written.cardIds.length).toBeGreaterThan(0);
    const [workspaceId] = written.workspaceIds as [string];
    // …and none of it is left.
    expect(await getWorkspace(workspaceId)).toBeNull();
    expect((await loadWorkspaceSkeleton(workspaceId)).stages).toEqual([]);
    expect(await listCardIdsOfWorkspace(workspaceId)).toEqual([]);
    for (const cardId of written.cardIds) {
      expect(await getCard(workspaceId, cardId)).toBeNull();
      expect((await readChecklists(cardId)).lists).toEqual([]);
    }
    expect((await listWorkspacesOfOrganization(owner.personalOrganizationId)).map((w) => w.workspace_id)).toEqual(
      before.map((w) => w.workspace_id),
    );
  });
});

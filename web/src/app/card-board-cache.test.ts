import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { WorkspaceDetail } from '../../../shared/schemas/workspace';
import { getWorkspaceQueryOptions } from '../features/board/api/get-workspace';
import { findBoardCard, patchBoardCard } from './card-board-cache';

/** A board of the fields the patch reads: stages and their cards' ids and unread counts. */
const boardOf = (...cardIds: string[]) =>
  ({
    id: 'w',
    stages: [
      {
        id: 's',
        content_groups: cardIds.map((id) => ({ id, unread_comments: { team: 3, guest: 1 } })),
      },
    ],
  }) as unknown as WorkspaceDetail;

describe('patchBoardCard (issue 39, decisions CO3)', () => {
  it("writes the card's fields into every cached board of the workspace that holds it, and nothing else", () => {
    const client = new QueryClient();
    const all = getWorkspaceQueryOptions('w').queryKey;
    const searched = getWorkspaceQueryOptions('w', 'brief').queryKey;
    const other = getWorkspaceQueryOptions('w', 'none').queryKey;
    const contents = ['workspaces', 'w', 'cards', 'c1', 'contents'];
    client.setQueryData(all, boardOf('c1', 'c2'));
    client.setQueryData(searched, boardOf('c1'));
    const without = boardOf('c2');
    client.setQueryData(other, without);
    client.setQueryData(contents, [{ id: 'x' }]);

    patchBoardCard(client, 'w', 'c1', { unread_comments: { team: 0, guest: 0 } });

    const unread = (key: readonly unknown[], cardId: string) =>
      client.getQueryData<WorkspaceDetail>(key)!.stages[0].content_groups.find((c) => c.id === cardId)!.unread_comments;
    expect(unread(all, 'c1')).toEqual({ team: 0, guest: 0 });
    expect(unread(searched, 'c1')).toEqual({ team: 0, guest: 0 });
    expect(unread(all, 'c2')).toEqual({ team: 3, guest: 1 });
    expect(client.getQueryData(other)).toBe(without);
    expect(client.getQueryData(contents)).toEqual([{ id: 'x' }]);
  });
});

describe('findBoardCard (issue 39, decisions CO5)', () => {
  it("finds the card on any cached board of its workspace, with that board's flags, and nothing elsewhere", () => {
    const client = new QueryClient();
    const searched = { ...boardOf('c2'), permissions: { can_access_show_content_details: true } };
    client.setQueryData(getWorkspaceQueryOptions('w', 'brief').queryKey, searched);
    client.setQueryData(getWorkspaceQueryOptions('other').queryKey, { ...boardOf('c3'), permissions: {} });

    expect(findBoardCard(client, 'w', 'c2')).toEqual({
      card: searched.stages[0].content_groups[0],
      permissions: { can_access_show_content_details: true },
    });
    // Another workspace's board is not searched, and an unknown card is not found.
    expect(findBoardCard(client, 'w', 'c3')).toBeNull();
    expect(findBoardCard(client, 'w', 'nope')).toBeNull();
  });
});

/**
 * Realtime push end to end on the local stack (BRIEF §7 "Live updates"; issue 15): a write commits, DynamoDB
 * Local's stream feeds the fan-out consumer, and the event reaches subscribed connections only.
 * Subscribing is checked with the HTTP routes' permission module; guests never receive what a hidden stage
 * or list holds; another organization's member cannot subscribe; a removed member loses the subscription;
 * connections that answer 410 are removed with their subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { liveClient, type LiveClient } from '../support/live';
import { postToPresigned } from '../support/uploads';
import sharp from 'sharp';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getConnection, listSubscribers, saveConnection, saveSubscription } from '../../functions/src/data/connections';
import { publish } from '../../functions/src/services/realtime/fan-out';

describe('live updates', () => {
  let owner: SignedInUser;
  let teamMate: SignedInUser;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let visibleStage: { id: string; cardIds: string[] };
  let hiddenStage: { id: string; cardIds: string[] };
  const clients: LiveClient[] = [];
  const connect = async (user: SignedInUser) => {
    const client = await liveClient(baseUrl(), user.token);
    clients.push(client);
    return client;
  };
  const board = () => `workspace:${workspaceId}`;
  const moveToEnd = (cardId: string, stageId: string, user = owner) =>
    api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/update_stage?stage_id=${stageId}`, {
      token: user.token,
    });

  beforeAll(async () => {
    [owner, teamMate, guest, stranger] = await Promise.all(
      ['lv-owner', 'lv-team', 'lv-guest', 'lv-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review', 'Internal', 'Done'], 2);
    workspaceId = fixture.workspaceId;
    [visibleStage, hiddenStage] = fixture.stages;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${visibleStage.id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, teamMate.userId, 'production');
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('delivers a move to a team subscriber after it commits, with what patches the board', async () => {
    const watcher = await connect(teamMate);
    expect(await watcher.subscribe(board())).toBe(true);
    const cardId = visibleStage.cardIds[0];
    expect((await moveToEnd(cardId, hiddenStage.id)).status).toBe(200);
    const moved = await watcher.next((m) => m.event === 'card.moved' && m.data?.id === cardId);
    expect(moved).toMatchObject({
      type: 'event',
      channel: board(),
      data: { id: cardId, stage_id: hiddenStage.id, from_stage_id: visibleStage.id },
    });
    expect(typeof moved.data?.position).toBe('string');
  });

  it('subscribes only to channels the caller may read', async () => {
    const outsider = await connect(stranger);
    expect(await outsider.subscribe(board())).toBe(false);
    expect(await outsider.subscribe(`chat:${workspaceId}`)).toBe(false);
    expect(await outsider.subscribe(`card:${visibleStage.cardIds[1]}`, workspaceId)).toBe(false);
    expect(await outsider.subscribe(`user:${owner.userId}`)).toBe(false);
    expect(await outsider.subscribe('workspace:not-an-id')).toBe(false);
    expect(await outsider.subscribe(`user:${stranger.userId}`)).toBe(true);

    const guestClient = await connect(guest);
    expect(await guestClient.subscribe(board())).toBe(true);
    // A card in a stage hidden from clients is unknown to a guest, as over HTTP.
    expect(await guestClient.subscribe(`card:${hiddenStage.cardIds[0]}`, workspaceId)).toBe(false);
    expect(await guestClient.subscribe(`card:${visibleStage.cardIds[1]}`, workspaceId)).toBe(true);
    // The card channel needs the card's own workspace.
    expect(await guestClient.subscribe(`card:${visibleStage.cardIds[1]}`)).toBe(false);
  });

  it('keeps hidden-stage changes from guests and other organizations, while the team receives them', async () => {
    const [team, guestClient, outsider] = await Promise.all([connect(teamMate), connect(guest), connect(stranger)]);
    expect(await team.subscribe(board())).toBe(true);
    expect(await guestClient.subscribe(board())).toBe(true);
    expect(await outsider.subscribe(board())).toBe(false);
    // A rename inside the hidden stage, then a marker change in the visible one: events arrive in order,
    // so once the guest has the marker, the hidden change would have come before it.
    const hiddenCard = hiddenStage.cardIds[1];
    const visibleCard = visibleStage.cardIds[1];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${hiddenCard}`, {
      token: owner.token,
      body: { name: 'Secret plan' },
    });
    await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${visibleCard}`, {
      token: owner.token,
      body: { name: 'Public marker' },
    });
    await team.next((m) => m.event === 'card.changed' && m.data?.id === visibleCard);
    await guestClient.next((m) => m.event === 'card.changed' && m.data?.id === visibleCard);
    expect(team.events(board(), 'card.changed').some((m) => m.data?.id === hiddenCard)).toBe(true);
    expect(guestClient.events(board()).some((m) => m.data?.id === hiddenCard)).toBe(false);
    expect(JSON.stringify(guestClient.messages)).not.toContain('Secret plan');
    expect(outsider.events(board())).toEqual([]);
  });

  it('keeps a hidden checklist from guests on the card channel', async () => {
    const cardId = visibleStage.cardIds[1];
    const [team, guestClient] = await Promise.all([connect(teamMate), connect(guest)]);
    expect(await team.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
    expect(await guestClient.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
    const lists = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/lists`;
    const hidden = await api<{ id: string }>('POST', lists, {
      token: owner.token,
      body: { list: { title: 'Team only', hidden: true } },
    });
    const open = await api<{ id: string }>('POST', lists, { token: owner.token, body: { list: { title: 'Shared' } } });
    await api('POST', `${lists}/${hidden.body.data.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'Private step' } },
    });
    const item = await api<{ id: string }>('POST', `${lists}/${open.body.data.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'Shared step' } },
    });
    await api('PATCH', `${lists}/${open.body.data.id}/list_items/${item.body.data.id}`, {
      token: owner.token,
      body: { list_item: { done: true } },
    });
    const toggled = (m: { event?: string; data?: Record<string, unknown> }) =>
      m.event === 'checklist_item.changed' && m.data?.item_id === item.body.data.id && m.data?.done === true;
    await team.next(toggled);
    await guestClient.next(toggled);
    expect(JSON.stringify(team.messages)).toContain('Private step');
    expect(JSON.stringify(guestClient.messages)).not.toContain('Private step');
    expect(JSON.stringify(guestClient.messages)).not.toContain('Team only');
  });

  it('pushes contents on the card channel and a preview refresh on the board; a hidden content reaches guests as deleted', async () => {
    // The first card moved to a hidden stage in the first test.
    const cardId = visibleStage.cardIds[1];
    const [team, guestClient] = await Promise.all([connect(teamMate), connect(guest)]);
    expect(await team.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
    expect(await team.subscribe(board(), workspaceId)).toBe(true);
    expect(await guestClient.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
    const contents = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const presigned = await api<PresignedPost>('POST', `${contents}/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: image.length, filename: 'team-secret.png' },
    });
    expect(await postToPresigned(presigned.body.data, image, 'image/png')).toBeLessThan(300);
    const content = await api<{ id: string }>('POST', contents, {
      token: owner.token,
      body: { key: presigned.body.data.key, filename: 'team-secret.png' },
    });
    const about = (type: string) => (m: { event?: string; data?: Record<string, unknown> }) =>
      m.event === type && m.data?.id === content.body.data.id;
    await team.next(about('content.created'));
    await guestClient.next(about('content.created'));
    // The board's card gets a new preview (a signed URL): the board refetches.
    await team.next(
      (m) => m.event === 'card.changed' && m.channel === board() && m.data?.id === cardId && m.data?.refresh === true,
    );

    await api('PUT', `${contents}/${content.body.data.id}/hide`, { token: owner.token });
    await team.next(about('content.changed'));
    await guestClient.next(about('content.deleted'));
    expect(
      guestClient
        .events(`card:${cardId}`)
        .map((m) => m.event)
        .filter((e) => e?.startsWith('content.')),
    ).toEqual(['content.created', 'content.deleted']);
    expect(JSON.stringify([...team.messages, ...guestClient.messages])).not.toContain('team-secret');
  });

  it('drops the subscriptions of a member removed from the workspace, and sends them nothing more', async () => {
    const leaver = await signedInUser('lv-leaver');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, leaver.userId, 'production');
    const client = await connect(leaver);
    expect(await client.subscribe(board())).toBe(true);
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${workspaceId}/workspace_users/${leaver.userId}`, {
          token: owner.token,
        })
      ).status,
    ).toBeLessThan(300);
    const revoked = await client.next((m) => m.type === 'revoked');
    expect(revoked.channels).toContain(board());
    expect((await listSubscribers(board())).some((s) => s.user_id === leaver.userId)).toBe(false);
    expect(await client.subscribe(board())).toBe(false);
  });

  it('pushes the dock on the user channel (MinimizedCardChannel): bulk_destroy_minimized_cards when a minimized card is binned', async () => {
    const cardId = visibleStage.cardIds[1];
    const [mine, theirs] = await Promise.all([connect(teamMate), connect(guest)]);
    expect(await mine.subscribe(`user:${teamMate.userId}`)).toBe(true);
    expect(await theirs.subscribe(`user:${guest.userId}`)).toBe(true);
    for (const user of [teamMate, guest]) {
      const docked = await api('POST', '/api/v1/minimized_content_groups', {
        token: user.token,
        body: { workspace_id: workspaceId, content_group_id: cardId },
      });
      expect(docked.status).toBeLessThan(300);
    }
    await mine.next((m) => m.event === 'minimized_card.created' && m.data?.content_group_id === cardId);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, { token: owner.token }))
        .status,
    ).toBeLessThan(300);
    for (const [client, user] of [
      [mine, teamMate],
      [theirs, guest],
    ] as const) {
      const destroyed = await client.next((m) => m.event === 'bulk_destroy_minimized_cards');
      expect(destroyed).toMatchObject({ channel: `user:${user.userId}`, data: { content_group_ids: [cardId] } });
    }
    // Nobody else's user channel carries them.
    expect(mine.messages.some((m) => m.channel === `user:${guest.userId}`)).toBe(false);
  });

  it('removes a connection that answers 410, with its subscriptions', async () => {
    const goneId = 'gone-connection-for-test';
    await saveConnection(goneId, teamMate.userId);
    const connection = (await getConnection(goneId))!;
    await saveSubscription(connection, board(), { workspaceId, team: true });
    expect((await listSubscribers(board())).some((s) => s.connection_id === goneId)).toBe(true);
    await publish([
      { channel: board(), type: 'card.changed', data: { id: 'x' }, audience: { team: true, guests: true } },
    ]);
    expect(await getConnection(goneId)).toBeNull();
    expect((await listSubscribers(board())).some((s) => s.connection_id === goneId)).toBe(false);
  });
});

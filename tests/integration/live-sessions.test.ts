/**
 * Ended sessions and open WebSockets (issue 25 "Logout ends live sessions"; issue 10; decisions S10): a
 * sign-out (and a password change or reset, through the same `endAllSessions`) closes every socket the
 * user already had open and forgets its subscriptions, so nothing more reaches it; and a subscribe on a
 * connection whose session has ended is refused by the `$default` handler itself, whatever the gateway did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { liveClient, type LiveClient } from '../support/live';
import { getConnection, listConnectionsOfUser, listSubscribers } from '../../functions/src/data/connections';
import { endSessionsOfUser } from '../../functions/src/data/users';

/** Send one frame on a socket that may have been closed: false when it could not be sent. */
function trySend(socket: WebSocket, data: string): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return Promise.resolve(false);
  return new Promise((resolve) => socket.send(data, (error) => resolve(!error)));
}

describe('a sign-out ends the live sessions it ends on HTTP', () => {
  let owner: SignedInUser;
  let leaver: SignedInUser;
  let workspaceId: string;
  let stage: { id: string; cardIds: string[] };
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    owner = await signedInUser('ls-owner');
    leaver = await signedInUser('ls-leaver');
    const fixture = await boardFixture(owner, ['Doing'], 2);
    workspaceId = fixture.workspaceId;
    stage = fixture.stages[0];
    const { addWorkspaceMember, getWorkspaceWithMember } = await import('../../functions/src/data/workspaces');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, leaver.userId, 'production');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('closes the sockets already open, forgets their subscriptions, and the socket receives nothing more', async () => {
    const board = `workspace:${workspaceId}`;
    const own = `user:${leaver.userId}`;
    const client = await liveClient(baseUrl(), leaver.token);
    clients.push(client);
    expect(await client.subscribe(board, workspaceId)).toBe(true);
    expect(await client.subscribe(own)).toBe(true);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));

    expect((await api('DELETE', '/api/v1/logout', { token: leaver.token })).status).toBe(200);
    const seenAtLogout = client.messages.length;

    // The socket is closed by the server (no client action needed) and its records are gone.
    await closed;
    expect(await listConnectionsOfUser(leaver.userId)).toEqual([]);
    expect((await listSubscribers(board)).some((s) => s.user_id === leaver.userId)).toBe(false);
    expect((await listSubscribers(own)).some((s) => s.user_id === leaver.userId)).toBe(false);

    // A subscribe can no longer be sent, and a change on the board reaches nobody of that session.
    expect(await trySend(client.socket, JSON.stringify({ action: 'subscribe', channel: own }))).toBe(false);
    const watcher = await liveClient(baseUrl(), owner.token);
    clients.push(watcher);
    expect(await watcher.subscribe(board, workspaceId)).toBe(true);
    const renamed = await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${stage.cardIds[0]}`, {
      token: owner.token,
      body: { name: 'Renamed after the sign-out' },
    });
    expect(renamed.status).toBe(200);
    await watcher.next((m) => m.type === 'event' && m.data?.id === stage.cardIds[0]);
    expect(client.messages.slice(seenAtLogout)).toEqual([]);
  });
});

describe('the $default handler refuses a subscribe on an ended session', () => {
  it('to its own user channel and to a workspace channel, when the socket outlived the cutoff', async () => {
    const user = await signedInUser('ls-stale');
    const { workspaceId } = await boardFixture(user, ['S'], 0);
    const channels = [`user:${user.userId}`, `workspace:${workspaceId}`];
    // One socket per channel (a refused socket is closed), both opened before the sign-out.
    const sockets = await Promise.all(channels.map(() => liveClient(baseUrl(), user.token)));
    const connections = await listConnectionsOfUser(user.userId);
    expect(connections).toHaveLength(2);
    // The cutoff alone, as if the sign-out's close had not reached these sockets (yet): the handler decides.
    await endSessionsOfUser(user.userId);

    for (const [i, channel] of channels.entries()) {
      expect(await sockets[i].subscribe(channel, workspaceId), channel).toBe(false);
      expect(
        (await listSubscribers(channel)).some((s) => s.user_id === user.userId),
        channel,
      ).toBe(false);
      // The ended session's socket is closed with the refusal.
      await expect.poll(() => sockets[i].socket.readyState).toBe(WebSocket.CLOSED);
    }
    // …and its connection record dropped.
    for (const { connection_id } of connections) await expect.poll(() => getConnection(connection_id)).toBeNull();
  });

  it('still subscribes a session begun after the cutoff', async () => {
    const user = await signedInUser('ls-fresh');
    await endSessionsOfUser(user.userId, Date.now() - 10_000);
    const client = await liveClient(baseUrl(), user.token);
    expect(await client.subscribe(`user:${user.userId}`)).toBe(true);
    await client.close();
  });
});

describe("the local gateway's DeleteConnection (management API)", () => {
  it('closes at once: 410 from then on, later frames dropped, and a peer that ignores the close frame is cut off', async () => {
    const user = await signedInUser('ls-delete');
    const client = await liveClient(baseUrl(), user.token);
    const [{ connection_id: id }] = await listConnectionsOfUser(user.userId);
    const management = `${baseUrl()}/@connections/${id}`;
    // A peer that reads nothing (so never answers the close frame) but still sends.
    client.socket.pause();
    const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));

    expect((await fetch(management, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(management, { method: 'POST', body: JSON.stringify({ type: 'late' }) })).status).toBe(410);
    expect((await fetch(management, { method: 'GET' })).status).toBe(410);
    expect(await trySend(client.socket, JSON.stringify({ action: 'subscribe', channel: `user:${user.userId}` }))).toBe(
      true,
    );

    // Cut off while it still reads nothing: the server's close runs $disconnect, which forgets the record.
    await expect.poll(() => getConnection(id)).toBeNull();
    client.socket.resume();
    await closed;
    expect(client.messages).toEqual([]);
    expect((await listSubscribers(`user:${user.userId}`)).some((s) => s.user_id === user.userId)).toBe(false);
  });
});

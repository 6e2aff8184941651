/**
 * The card channel's comment events (BRIEF §7 "Live updates"): the event's tab is refetched, the other
 * tab and the mention picker are left alone; a resync refetches what was read before it.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { COMMENT_LIVE_EVENTS, resyncComments } from './live-comments';
import { commentKeys } from './comments-path';

function seeded() {
  const client = new QueryClient();
  for (const key of [
    commentKeys.stream('c1', 'team', true),
    commentKeys.stream('c1', 'guest', true),
    commentKeys.mentionable('c1', 'team'),
    commentKeys.stream('c2', 'team', true),
  ]) {
    client.setQueryData(key, { pages: [], pageParams: [] });
  }
  return client;
}
const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'));

describe('comment live events', () => {
  it('refetch the stream of the event tab on that card only', () => {
    const client = seeded();
    COMMENT_LIVE_EVENTS['comment.created'](client, {
      type: 'event',
      channel: 'card:c1',
      event: 'comment.created',
      data: { tab: 'team', card_id: 'c1' },
    });
    expect(stale(client)).toEqual(['comments/c1/team/stream/true']);
  });

  it('ignore events of other channels, and resync only what is older', () => {
    const client = seeded();
    COMMENT_LIVE_EVENTS['comment.deleted'](client, {
      type: 'event',
      channel: 'workspace:w',
      event: 'comment.deleted',
      data: { tab: 'guest' },
    });
    expect(stale(client)).toEqual([]);
    resyncComments(client, 'c1', Date.now() + 1000);
    expect(stale(client).sort()).toEqual(['comments/c1/guest/stream/true', 'comments/c1/team/stream/true']);
  });
});

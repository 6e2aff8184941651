/**
 * The "refreshed" indicator (accounts spec §4 and §9: the workspace view refreshes every 5 s and shows
 * a refreshed indicator for 5 s). It lights up only when a background refresh brought a visible change
 * (another member's edit): the first load, our own changes (optimistic updates and the refetch that
 * follows them) and refreshes that change nothing visible do not count.
 */
import { useEffect, useState } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';

/** How long the indicator stays on (accounts spec §9). */
export const REFRESHED_INDICATOR_MS = 5_000;

/** What the user can see of a board: stage order and names, card order, names and dates. */
export function boardSignature(detail: WorkspaceDetail | undefined): string {
  if (!detail) return '';
  return JSON.stringify([
    detail.name,
    detail.stages.map((s) => [
      s.id,
      s.name,
      s.content_groups_count,
      s.content_groups.map((c) => [c.id, c.name, c.due_date, c.completed]),
    ]),
  ]);
}

/** True for 5 s after a background refresh of `queryKey` changed what the board shows. */
export function useRefreshedIndicator(queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const [refreshedAt, setRefreshedAt] = useState<{ hash: string; at: number } | null>(null);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    let last = boardSignature(cache.get<WorkspaceDetail>(hash)?.state.data);
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      const action = event.action;
      if (action.type !== 'success') return;
      const next = boardSignature(event.query.state.data as WorkspaceDetail | undefined);
      // Our own changes refetch while their mutation is still pending (they await the refetch).
      const fromOthers = !action.manual && queryClient.isMutating() === 0;
      if (fromOthers && last !== '' && next !== last) setRefreshedAt({ hash, at: Date.now() });
      last = next;
    });
  }, [queryClient, hash]);

  useEffect(() => {
    if (!refreshedAt) return;
    const timer = window.setTimeout(() => setRefreshedAt(null), REFRESHED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [refreshedAt]);

  return refreshedAt !== null && refreshedAt.hash === hash;
}

/**
 * The contents area's optimistic changes (cards spec §4 Contents "drag to reorder", §6 `can_sort_attachments`;
 * hide and unhide): the cached list changes at once, goes back to its snapshot on a refusal (the error is
 * shown), and is refetched either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsQueryOptions, setContentHidden, sortContents, type ContentsScope } from '../api/contents-api';
import type { Content } from '../api/types';

/** `sort` takes the content ids in their new order; `hide` a content and whether it is hidden from guests. */
export function useOptimisticContents(
  scope: ContentsScope,
  refresh: () => Promise<void>,
  showError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const { queryKey } = contentsQueryOptions(scope, false);
  const sort = useMutation({
    mutationFn: (orderedIds: string[]) => sortContents(scope, orderedIds),
    onMutate: async (orderedIds) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<Content[]>(queryKey);
      if (snapshot) {
        const byId = new Map(snapshot.map((c) => [c.id, c]));
        queryClient.setQueryData(
          queryKey,
          orderedIds.map((id) => byId.get(id)).filter((c): c is Content => Boolean(c)),
        );
      }
      return { snapshot };
    },
    onError: (error, _ids, context) => {
      if (context?.snapshot) queryClient.setQueryData(queryKey, context.snapshot);
      showError(error);
    },
    onSettled: refresh,
  });

  const hide = useMutation({
    mutationFn: ({ content, hidden }: { content: Content; hidden: boolean }) =>
      setContentHidden(scope, content.id, hidden),
    onMutate: async ({ content, hidden }) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<Content[]>(queryKey);
      if (snapshot)
        queryClient.setQueryData(
          queryKey,
          snapshot.map((c) => (c.id === content.id ? { ...c, is_active: !hidden } : c)),
        );
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      if (context?.snapshot) queryClient.setQueryData(queryKey, context.snapshot);
      showError(error);
    },
    onSettled: refresh,
  });
  return { sort, hide };
}

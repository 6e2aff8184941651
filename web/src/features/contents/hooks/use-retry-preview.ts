/**
 * The strip's "Retry preview" on a content whose previews failed (issue 40 "a content whose rendition keeps
 * failing says so on its tile"; decisions FT2): asks the API to try again, then refreshes the contents; a
 * failed request goes to the contents area's alert. A retry that fails again leaves the tile's "Preview failed".
 */
import { useMutation } from '@tanstack/react-query';
import type { Content } from '../api/types';
import { retryContentPreview, type ContentsScope } from '../api/contents-api';

/** The strip's `onRetryPreview` and `retryingId` (the content being retried, or null). */
export function useRetryPreview(
  scope: ContentsScope,
  onStart: () => void,
  onDone: () => Promise<void>,
  onError: (error: unknown) => void,
) {
  const retry = useMutation({
    mutationFn: (contentId: string) => retryContentPreview(scope, contentId),
    onMutate: onStart,
    onSuccess: onDone,
    onError,
  });
  return {
    onRetryPreview: (content: Content) => retry.mutate(content.id),
    retryingId: retry.isPending ? retry.variables : null,
  };
}

/**
 * The proofing viewer's calls (issue 26; BRIEF §8; decisions R44–R46), under
 * `/api/v1/workspaces/{w}/content_groups/{c}`: a version's annotations, resolve and reopen, carry-over,
 * and a content's earlier versions. Query keys start with `['comments', cardId, 'annotations']`, so
 * everything cached about the card's comments (and the live handler of ./live-annotations.ts) reaches them.
 * Type-only schema imports keep zod out of the viewer's chunk.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Annotation } from '../../../../../shared/schemas/annotations';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';

/** The card a call is about. */
export interface ProofingScope {
  workspaceId: string;
  cardId: string;
}

/** Which annotations the threads list shows (issue 26 "Filters: open, resolved, mine"). */
export type AnnotationFilter = 'open' | 'resolved' | 'mine' | 'all';

const noRetryOn4xx = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status < 500);

/** Query keys of the viewer. */
export const proofingKeys = {
  /** Every annotation list of the card. */
  all: (cardId: string) => ['comments', cardId, 'annotations'] as const,
  version: (cardId: string, contentId: string, versionId: string, status: 'open' | 'all') =>
    ['comments', cardId, 'annotations', contentId, versionId, status] as const,
  /** Same key as the contents feature's versions query, so both share one cache entry. */
  versions: (scope: ProofingScope, contentId: string) =>
    ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents', contentId, 'versions'] as const,
};

/** `GET …/contents/{content_id}/versions/{version_id}/annotations?status=`: the caller's visible annotations by number. */
export function useAnnotations(
  scope: ProofingScope,
  contentId: string,
  versionId: string | null,
  status: 'open' | 'all' = 'all',
) {
  return useQuery({
    queryKey: proofingKeys.version(scope.cardId, contentId, versionId ?? '', status),
    // No version yet: no call (skipToken disables the query).
    queryFn:
      versionId === null
        ? skipToken
        : ({ signal }) =>
            unwrap(
              apiClient.GET(
                '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations',
                {
                  params: {
                    path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId, version_id: versionId },
                    query: { status },
                  },
                  signal,
                },
              ),
            ).then((a) => a.annotations),
    retry: noRetryOn4xx,
  });
}

/** `GET …/contents/{id}/versions`: the content's earlier files, newest first (needs `can_access_content_versions`). */
export function useVersions(scope: ProofingScope, contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: proofingKeys.versions(scope, contentId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions', {
          params: { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId } },
          signal,
        }),
      ),
    enabled,
    retry: noRetryOn4xx,
  });
}

/** `PUT …/comments/{id}/resolve` or `/reopen` (idempotent, decisions R44). @throws ApiError with the server's message. */
export function setResolved(scope: ProofingScope, commentId: string, resolved: boolean): Promise<unknown> {
  const params = { path: { id: scope.workspaceId, cid: scope.cardId, comment_id: commentId } };
  return resolved
    ? unwrap(apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/resolve', { params }))
    : unwrap(apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/reopen', { params }));
}

/** `POST …/versions/{version_id}/annotations/carry_over {comment_ids?}` (decisions R45): the new annotations and those left behind. */
export function carryOver(
  scope: ProofingScope,
  contentId: string,
  versionId: string,
  commentIds?: string[],
): Promise<{ annotations: Annotation[]; skipped_ids: string[] }> {
  return unwrap(
    apiClient.POST(
      '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations/carry_over',
      {
        params: { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId, version_id: versionId } },
        body: commentIds ? { comment_ids: commentIds } : {},
      },
    ),
  );
}

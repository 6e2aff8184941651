/**
 * The contents calls of a card (cards spec §7 Contents, under
 * `/api/v1/workspaces/{w}/content_groups/{c}`), one small function each, and the contents query: pushed
 * over the card channel, and polled every 10 s while the popup is open, not read-only and the socket is
 * down (cards spec §4 Contents, §9 "Content polling 10 s").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import type { Content, PresignedPost } from './types';
import type { ContentMime } from '../utils/file-checks';

/** Polling interval of a card's contents (cards spec §9). */
export const CONTENTS_POLL_MS = 10_000;

/** A refusal (4xx) is an answer, not a hiccup: only network and server errors are retried, twice. */
function noRetryOn4xx(count: number, error: unknown): boolean {
  return count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Where one card's contents live. */
export interface ContentsScope {
  workspaceId: string;
  cardId: string;
}

/** Query options of the card's contents, under the workspace's key so a workspace refresh includes them. */
export function contentsQueryOptions(scope: ContentsScope, poll: boolean) {
  return queryOptions({
    queryKey: ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/contents', {
          params: { path: { id: scope.workspaceId, cid: scope.cardId } },
          signal,
        }),
      ),
    refetchInterval: poll ? CONTENTS_POLL_MS : false,
    retry: noRetryOn4xx,
  });
}

/**
 * The card's contents in order; guests never receive hidden ones. Kept current by the card channel's
 * pushes (./live-contents.ts) and polled every 10 s only while those cannot arrive.
 */
export function useContents(scope: ContentsScope, poll: boolean) {
  const live = useLiveChannel(liveChannel.card(scope.cardId), scope.workspaceId);
  return useQuery(contentsQueryOptions(scope, poll && !live));
}

/** The query key of `GET …/contents/new` (the app seeds it from the popup's one request, issue 27). */
export const uploadInfoQueryKey = (scope: ContentsScope) =>
  ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents-new'] as const;

/** `GET …/contents/new`: the caller's file limit and the workspace's remaining storage. */
export function useUploadInfo(scope: ContentsScope, enabled: boolean) {
  return useQuery({
    queryKey: uploadInfoQueryKey(scope),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/contents/new', {
          params: { path: { id: scope.workspaceId, cid: scope.cardId } },
          signal,
        }),
      ),
    enabled,
    retry: noRetryOn4xx,
  });
}

/** `POST …/contents/new`: a presigned POST for one file. */
export function presignContent(scope: ContentsScope, file: File, contentType: ContentMime): Promise<PresignedPost> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/contents/new', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { content_type: contentType, size: file.size, filename: file.name },
    }),
  );
}

/** `POST …/contents`: the uploaded object becomes a content. */
export async function confirmContent(scope: ContentsScope, key: string, file: File): Promise<Content> {
  const answer = await unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/contents', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { key, filename: file.name },
    }),
  );
  // One file (`{key, filename}`) is answered with one content; the list form only answers `{contents}`.
  return Array.isArray(answer) ? answer[0] : answer;
}

/** `PUT …/contents/{id}` with `replace`: the uploaded object becomes the content's new version. */
export function replaceContent(scope: ContentsScope, contentId: string, key: string, file: File): Promise<Content> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId } },
      body: { replace: true, key, filename: file.name },
    }),
  );
}

/** `POST …/contents/{id}/renditions`: try again to make a content's previews that failed (issue 40). */
export function retryContentPreview(scope: ContentsScope, contentId: string): Promise<Content> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/renditions', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId } },
    }),
  );
}

/** `PUT …/contents/{id}/hide` or `/unhide` (spec §7's GET is a deprecated alias: decisions A32). */
export function setContentHidden(scope: ContentsScope, contentId: string, hidden: boolean): Promise<Content> {
  const params = { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId } };
  return hidden
    ? unwrap(apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide', { params }))
    : unwrap(apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide', { params }));
}

/** `PUT …/contents/sort_attachments`: the new order, as a list of `{id}`. */
export function sortContents(scope: ContentsScope, orderedIds: string[]): Promise<unknown> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/contents/sort_attachments', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { contents: orderedIds.map((id) => ({ id })) },
    }),
  );
}

/** `DELETE …/contents/destroy_multi {ids}` (a JSON body, as the spec gives it). */
export function destroyContents(scope: ContentsScope, ids: string[]): Promise<unknown> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/contents/destroy_multi', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { ids },
    }),
  );
}

/** `GET …/contents/{id}/versions`: the content's earlier files, newest first. */
export function useContentVersions(scope: ContentsScope, contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents', contentId, 'versions'] as const,
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

/**
 * The contents calls of a card (cards spec §7 Contents, under
 * `/api/v1/workspaces/{w}/content_groups/{c}`), one small function each, and the contents query: pushed
 * over the card channel, and polled every 10 s while the popup is open, not read-only and the socket is
 * down (cards spec §4 Contents, §9 "Content polling 10 s").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest, ApiError } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import type { Content, ContentsUploadInfo, ContentVersion, PresignedPost } from './types';
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

/** `/api/v1/workspaces/{w}/content_groups/{c}/contents`. */
export function contentsPath({ workspaceId, cardId }: ContentsScope): string {
  return `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;
}

/** Query options of the card's contents, under the workspace's key so a workspace refresh includes them. */
export function contentsQueryOptions(scope: ContentsScope, poll: boolean) {
  return queryOptions({
    queryKey: ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents'] as const,
    queryFn: ({ signal }) => api.get<Content[]>(contentsPath(scope), undefined, signal),
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
export const uploadInfoQueryKey = (scope: ContentsScope) => ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents-new'] as const;

/** `GET …/contents/new`: the caller's file limit and the workspace's remaining storage. */
export function useUploadInfo(scope: ContentsScope, enabled: boolean) {
  return useQuery({
    queryKey: uploadInfoQueryKey(scope),
    queryFn: ({ signal }) => api.get<ContentsUploadInfo>(`${contentsPath(scope)}/new`, undefined, signal),
    enabled,
    retry: noRetryOn4xx,
  });
}

/** `POST …/contents/new`: a presigned POST for one file. */
export function presignContent(scope: ContentsScope, file: File, contentType: ContentMime): Promise<PresignedPost> {
  return api.post<PresignedPost>(`${contentsPath(scope)}/new`, { content_type: contentType, size: file.size, filename: file.name });
}

/** `POST …/contents`: the uploaded object becomes a content. */
export function confirmContent(scope: ContentsScope, key: string, file: File): Promise<Content> {
  return api.post<Content>(contentsPath(scope), { key, filename: file.name });
}

/** `PUT …/contents/{id}` with `replace`: the uploaded object becomes the content's new version. */
export function replaceContent(scope: ContentsScope, contentId: string, key: string, file: File): Promise<Content> {
  return api.put<Content>(`${contentsPath(scope)}/${contentId}`, { replace: true, key, filename: file.name });
}

/** `PUT …/contents/{id}/hide` or `/unhide` (spec §7's GET is a deprecated alias: decisions A32). */
export function setContentHidden(scope: ContentsScope, contentId: string, hidden: boolean): Promise<Content> {
  return api.put<Content>(`${contentsPath(scope)}/${contentId}/${hidden ? 'hide' : 'unhide'}`);
}

/** `PUT …/contents/sort_attachments`: the new order, as a list of `{id}`. */
export function sortContents(scope: ContentsScope, orderedIds: string[]): Promise<unknown> {
  return api.put(`${contentsPath(scope)}/sort_attachments`, { contents: orderedIds.map((id) => ({ id })) });
}

/** `DELETE …/contents/destroy_multi {ids}` (a JSON body, as the spec gives it). */
export function destroyContents(scope: ContentsScope, ids: string[]): Promise<unknown> {
  return apiRequest(`${contentsPath(scope)}/destroy_multi`, { method: 'DELETE', body: { ids } });
}

/** `GET …/contents/{id}/versions`: the content's earlier files, newest first. */
export function useContentVersions(scope: ContentsScope, contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workspaces', scope.workspaceId, 'cards', scope.cardId, 'contents', contentId, 'versions'] as const,
    queryFn: ({ signal }) => api.get<ContentVersion[]>(`${contentsPath(scope)}/${contentId}/versions`, undefined, signal),
    enabled,
    retry: noRetryOn4xx,
  });
}

/**
 * A card's reviewers by link (issue 37; decisions RL1, IR1–IR4), under
 * `/api/v1/workspaces/{id}/content_groups/{cid}/reviewers`:
 * - `GET` lists them, oldest first, each with `status` (invited → opened → commented → approved /
 *   changes_requested), `last_seen_at` and each step's time (`opened_at`, `commented_at`, `decided_at`);
 * - `POST {email, name, expires_in_days: 7 | 30 | 90, require_code}` invites one (201) and e-mails the
 *   `/review/{token}` link; with `require_code`, a new device needs a code e-mailed too (decisions K1);
 *   a refusal is an `ApiError` whose `errors` are keyed `email`, `name`, `expires_in_days`;
 * - `DELETE …/{reviewer_id}` revokes the link (204).
 * All three need the card flag `can_access_submit_approval`.
 */
import type { Language } from '../../../../../shared/i18n/languages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reviewer } from '../../../../../shared/schemas/review-links';
import { apiClient, noContent, unwrap } from '../../../lib/api-client';

/** How long an invited link works, in days (the server's choices; 30 by default). */
export type LinkDays = 7 | 30 | 90;

/** What the Invite form sends. */
export interface ReviewerInvite {
  name: string;
  email: string;
  expiresInDays: LinkDays;
  /** A 6-digit code by e-mail before a new device may open the link (decisions K1). */
  requireCode?: boolean;
  /** The reviewer's language for the review page and e-mails (issue 41); the server defaults to the inviter's. */
  language?: Language;
}

/** Query key of one card's reviewers. */
export const cardReviewersKey = (workspaceId: string, cardId: string) =>
  ['cards', workspaceId, cardId, 'link-reviewers'] as const;

/** Query options of a card's reviewers. */
export function cardReviewersQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: cardReviewersKey(workspaceId, cardId),
    queryFn: async ({ signal }): Promise<Reviewer[]> =>
      (
        await unwrap(
          apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/reviewers', {
            params: { path: { id: workspaceId, cid: cardId } },
            signal,
          }),
        )
      ).reviewers,
  });
}

/** The card's reviewers. */
export function useCardReviewers(workspaceId: string, cardId: string) {
  return useQuery(cardReviewersQueryOptions(workspaceId, cardId));
}

/** Invites one reviewer; the list is refetched after success. Errors stay with the form (no toast). */
export function useInviteReviewer(workspaceId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, email, expiresInDays, requireCode = false, language }: ReviewerInvite) =>
      unwrap(
        apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/reviewers', {
          params: { path: { id: workspaceId, cid: cardId } },
          body: { name, email, expires_in_days: expiresInDays, require_code: requireCode, language },
        }),
      ),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardReviewersKey(workspaceId, cardId) }),
  });
}

/** Revokes one reviewer's link; the list is refetched after success or failure. */
export function useRevokeReviewer(workspaceId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewerId: string) =>
      noContent(
        apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/reviewers/{reviewer_id}', {
          params: { path: { id: workspaceId, cid: cardId, reviewer_id: reviewerId } },
        }),
      ),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardReviewersKey(workspaceId, cardId) }),
  });
}

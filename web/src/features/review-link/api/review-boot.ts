/**
 * The review page's first requests, started before React renders (issue 37 "From opening the link to the
 * first image visible, cold: ≤ 1 s p50"; decisions L5): the token's exchange, then the card and its comments
 * into the query cache, then the first picture into the browser's cache, each as soon as the one before it
 * answers rather than after a render. The page's own calls find them under way (one exchange per token,
 * `openReviewSession`; react-query joins a fetch in flight), so nothing is requested twice. Failures are left
 * for the page's own calls to show.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReviewCard } from '../../../../../shared/schemas/review-links';
import { fetchReviewCard, fetchReviewComments, reviewKeys } from './review-api';
import { getReviewSession, isCodeRequest, openReviewSession } from './review-session';

/** The picture the review page shows first for a content (as review-contents.tsx picks it). */
export function firstPictureOf(card: ReviewCard): string | null {
  const content = card.contents[0];
  if (!content) return null;
  return content.urls.small ?? (content.type === 'pdf' ? content.urls.thumbnail : content.urls.original) ?? null;
}

/**
 * Starts the exchange (with `token`) or uses this tab's session, then fetches the card, comments and first
 * picture; nothing more when the link asks this device for a code first.
 */
export function bootReview(token: string | null, queryClient: QueryClient): void {
  const session = token ? openReviewSession(token) : getReviewSession() ? Promise.resolve(null) : null;
  if (!session) return;
  session.then(
    (answer) => {
      // A link that asks this device for a code (decisions K1) has no session yet: the page asks for it.
      if (answer && isCodeRequest(answer)) return;
      void queryClient.prefetchQuery({ queryKey: reviewKeys.comments, queryFn: fetchReviewComments });
      void queryClient.prefetchQuery({ queryKey: reviewKeys.card, queryFn: fetchReviewCard }).then(() => {
        const card = queryClient.getQueryData<ReviewCard>(reviewKeys.card);
        const src = card ? firstPictureOf(card) : null;
        if (!src) return;
        const image = new Image();
        image.referrerPolicy = 'no-referrer';
        image.src = src;
      });
    },
    () => undefined,
  );
}

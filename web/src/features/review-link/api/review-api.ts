/**
 * The reviewer's calls (issue 37; decisions RL4, RP2), typed from the OpenAPI document and sent with this
 * tab's `glr_…` session, never the signed-in user's token:
 * - `GET /api/v1/review/card` → name, due date, client-visible contents, approval state;
 * - `GET`/`POST /api/v1/review/comments` → the Guest comments / a new one (or a pin) under the reviewer's name;
 * - `POST /api/v1/review/decision {decision, note}` → approve or request changes (409 when none is pending);
 * - `PUT /api/v1/review/language {language}` → keep the page's language for the reviewer's e-mails (issue 41).
 * @throws ApiError; a 401 means the link or session is no longer valid.
 */
import type { AnnotationAnchor } from '../../../../../shared/schemas/annotation-anchor';
import type { Language } from '../../../../../shared/i18n/languages';
import { createBearerClient, unwrap } from '../../../lib/api-client';
import { getReviewSession } from './review-session';

const reviewClient = createBearerClient(() => getReviewSession()?.session_token ?? null);

/** Query keys of the review page. */
export const reviewKeys = {
  card: ['review', 'card'] as const,
  comments: ['review', 'comments'] as const,
};

/** The reviewer's card. */
export function fetchReviewCard() {
  return unwrap(reviewClient.GET('/api/v1/review/card'));
}

/** The card's Guest comments, oldest first. */
export function fetchReviewComments() {
  return unwrap(reviewClient.GET('/api/v1/review/comments'));
}

/** Posts a Guest comment; `description` is HTML (see `plainTextToHtml`); with `anchor`, a pin (decisions L3). */
export function postReviewComment(description: string, anchor?: AnnotationAnchor) {
  return unwrap(reviewClient.POST('/api/v1/review/comments', { body: { description, ...(anchor ? { anchor } : {}) } }));
}

/** Keeps the reviewer's language choice on their link, when a session is open (none before the link is opened). */
export function saveReviewLanguage(language: Language): Promise<unknown> {
  if (!getReviewSession()) return Promise.resolve(null);
  return unwrap(reviewClient.PUT('/api/v1/review/language', { body: { language } }));
}

/** Approves the card, or requests changes with an optional note. */
export function postReviewDecision(decision: 'approve' | 'request_changes', note: string) {
  return unwrap(reviewClient.POST('/api/v1/review/decision', { body: { decision, note } }));
}

/**
 * Where the review page is served (issue 37 "The review page is a lean page of its own"; decisions L1):
 * `/review` and `/review/{token}` answer `review.html` (web/review.html, its own small build), not the
 * app's `index.html`, with `Referrer-Policy: no-referrer` so the token in the address never leaves in a
 * Referer. CloudFront does it with a `/review*` behaviour and REVIEW_REWRITE_CODE (./constructs/web.ts);
 * the local gateway with `isReviewPagePath` (../local/gateway.ts).
 */

/** The review page's file in the web build. */
export const REVIEW_PAGE_FILE = 'review.html';

/** The review page's addresses: `/review`, `/review/` and `/review/{token}` (one segment, no dot). */
const REVIEW_PATH_SOURCE = '^\\/review(\\/[^/.]*)?\\/?$';

/** Whether `path` (no query) is one of the review page's addresses. */
export function isReviewPagePath(path: string): boolean {
  return new RegExp(REVIEW_PATH_SOURCE).test(path);
}

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the `/review` and `/review/*` behaviours: the review page's
 * addresses → `/review.html`; files (a dot in the last segment, `/review.html` itself) pass through; any
 * other path under the pattern (`/reviewers`, `/review/a/b`) gets the app's SPA fallback, `/index.html`.
 */
export const REVIEW_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/${REVIEW_PATH_SOURCE}/.test(uri)) {
    request.uri = '/${REVIEW_PAGE_FILE}';
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

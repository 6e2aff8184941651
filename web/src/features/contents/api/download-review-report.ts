/**
 * `GET …/contents/{content_id}/review_report` (issue 26 "Review report"; BRIEF §8 beyond the spec; decisions
 * R55–R57): the PDF of a content's current version with its numbered pins and the list of the annotations the
 * caller may see. The API stores it and answers a short-lived URL with its name; the browser fetches it as a
 * blob, as the contents zip.
 */
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { type ContentsScope } from './contents-api';
import { fetchDownload, type DownloadedFile } from './download-contents';

/** Fetches the review report of `contentId`. Rejects with an `ApiError` carrying the message to show. */
export async function downloadReviewReport(scope: ContentsScope, contentId: string): Promise<DownloadedFile> {
  let ready: { url: string; filename: string };
  try {
    ready = await unwrap(
      apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/review_report', {
        params: { path: { id: scope.workspaceId, cid: scope.cardId, content_id: contentId } },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ApiError(429, CONTENT_MESSAGES.downloadLimit);
    throw error;
  }
  return fetchDownload(ready);
}

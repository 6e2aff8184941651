/**
 * `GET …/contents/download?ids`: the chosen contents as one zip, saved by the browser (cards spec §7
 * "returned as a blob with a filename from Content-Disposition (default downloaded_file)"; §8 "Download
 * HTTP 429: 'You have exceeded the download limit. Please try again later.' Download with non-200 shows
 * the error"). The API streams the zip to S3 and answers a short-lived URL with the file name (BRIEF §7
 * "Zips are streamed with archiver to S3 and handed out as a signed URL"); the browser fetches it as a
 * blob. The name is the API's, else the zip's Content-Disposition, else `downloaded_file`.
 */
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/i18n-store';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { DEFAULT_DOWNLOAD_NAME, filenameFromContentDisposition } from '../utils/content-disposition';
import { type ContentsScope } from './contents-api';

/** A downloaded file: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Fetches the zip of `ids`. Rejects with an `ApiError` carrying the message to show. */
export async function downloadContents(scope: ContentsScope, ids: string[]): Promise<DownloadedFile> {
  let ready: { url: string; filename: string };
  try {
    ready = await unwrap(
      apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/contents/download', {
        params: { path: { id: scope.workspaceId, cid: scope.cardId }, query: { ids: ids.join(',') } },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ApiError(429, CONTENT_MESSAGES.downloadLimit);
    throw error;
  }
  return fetchDownload(ready);
}

/** Fetches a file the API made ready (`{url, filename}`) as a blob; rejects with an `ApiError` to show. */
export async function fetchDownload(ready: { url: string; filename: string }): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(ready.url);
  } catch {
    throw new ApiError(0, translate('common', 'download.unreachable'));
  }
  if (response.status === 429) throw new ApiError(429, CONTENT_MESSAGES.downloadLimit);
  if (response.status !== 200)
    throw new ApiError(response.status, translate('common', 'download.failed', { status: response.status }));
  const fromHeader = filenameFromContentDisposition(response.headers.get('Content-Disposition'));
  const filename =
    ready.filename?.trim() || (fromHeader !== DEFAULT_DOWNLOAD_NAME ? fromHeader : DEFAULT_DOWNLOAD_NAME);
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may not start.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

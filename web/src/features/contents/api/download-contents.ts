/**
 * `GET …/contents/download?ids`: the chosen contents as one zip, saved by the browser (cards spec §7
 * "returned as a blob with a filename from Content-Disposition (default downloaded_file)"; §8 "Download
 * HTTP 429: 'You have exceeded the download limit. Please try again later.' Download with non-200 shows
 * the error"). `fetch` rather than the JSON client: the answer is a file, not an envelope.
 */
import { config } from '../../../config';
import { ApiError, refreshSession } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import { filenameFromContentDisposition } from '../utils/content-disposition';
import { contentsPath, type ContentsScope } from './contents-api';

/** A downloaded file: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

async function request(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach Greenlight. Check your connection and try again.');
  }
}

/** The server's message of a failed download, or a plain one. */
async function failure(response: Response): Promise<ApiError> {
  if (response.status === 429) return new ApiError(429, CONTENT_MESSAGES.downloadLimit);
  let message = `The download failed (${response.status}).`;
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
    else if (typeof body.error === 'string' && body.error) message = body.error;
  } catch {
    // Not JSON: keep the plain message.
  }
  return new ApiError(response.status, message);
}

/** Fetches the zip of `ids`. Rejects with an `ApiError` carrying the message to show. */
export async function downloadContents(scope: ContentsScope, ids: string[], signal?: AbortSignal): Promise<DownloadedFile> {
  const url = `${config.apiUrl}${contentsPath(scope)}/download?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
  let response = await request(url, signal);
  // A stale access token (a sleeping laptop): refresh once and try again, as the JSON client does.
  if (response.status === 401 && (await refreshSession())) response = await request(url, signal);
  if (response.status !== 200) throw await failure(response);
  return { blob: await response.blob(), filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) };
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

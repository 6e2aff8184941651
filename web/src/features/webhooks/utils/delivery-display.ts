/**
 * How a delivery attempt reads in the log (issue 29 "A delivery log per endpoint … with event, status
 * code, time taken and the first 2 KB of the response"): its status badge, and its response body cut to
 * 2 KB (the server keeps no more; the cut here guards the page against a longer one).
 */

/** The most of a response body the log shows, in bytes of UTF-8 (issue 29: "the first 2 KB"). */
export const RESPONSE_PREVIEW_BYTES = 2048;

/** Green for a 2xx answer, red for any other answer or none. */
export function deliverySucceeded(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/**
 * The status column's text: the code, or `noAnswer` (the reader's "No answer", issue 41) when nothing answered.
 */
export function statusText(statusCode: number | null, error: string | null, noAnswer = 'No answer'): string {
  if (statusCode !== null) return String(statusCode);
  return error ? noAnswer : '—';
}

/**
 * The first {@link RESPONSE_PREVIEW_BYTES} bytes of `body` as text, never splitting a character, with
 * `truncated` true when something was cut.
 */
export function responsePreview(body: string): { text: string; truncated: boolean } {
  const bytes = new TextEncoder().encode(body);
  if (bytes.length <= RESPONSE_PREVIEW_BYTES) return { text: body, truncated: false };
  // A decoder that is not fatal would leave a half character as U+FFFD: step back to a character start.
  let end = RESPONSE_PREVIEW_BYTES;
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end -= 1;
  return { text: new TextDecoder().decode(bytes.subarray(0, end)), truncated: true };
}

/** A request body as the log shows it (issue 35): JSON indented by two spaces, any other text as it is. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

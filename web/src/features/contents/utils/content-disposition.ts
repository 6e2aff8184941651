/**
 * The file name of a downloaded zip (cards spec §7 Contents "GET /contents/download {ids}, returned as a
 * blob with a filename from Content-Disposition (default downloaded_file)").
 */

/** The name used when the header is missing or names nothing usable (cards spec §7). */
export const DEFAULT_DOWNLOAD_NAME = 'downloaded_file';

/**
 * The file name a `Content-Disposition` header gives: RFC 6266 `filename*=UTF-8''…` (percent-encoded)
 * first, then `filename="…"` or a bare `filename=…`; path parts are dropped so a name can never point
 * elsewhere. `null` or a header without a name gives `downloaded_file`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    if (plain) name = (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : DEFAULT_DOWNLOAD_NAME;
}

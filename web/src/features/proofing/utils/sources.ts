/**
 * What the viewer shows of one version (issue 26; BRIEF §8): the current file of a content or one of its
 * earlier versions, as a source with its version id, type, full-resolution URL and page count.
 */
import { translate } from '../../../lib/i18n/i18n-store';
import type { Content, ContentVersion } from '../../../../../shared/schemas/contents';
import { earlierVersions } from '../../../lib/content-versions';

/** One version of a content as the viewer draws it. */
export interface VersionSource {
  versionId: string;
  /** 1 for the oldest; the current file is the highest. */
  number: number;
  current: boolean;
  pdf: boolean;
  /** The original file (full resolution). */
  url: string;
  /** Pages as stored (null for PDFs stored before counts were kept: read from the file). */
  pageCount: number | null;
  filename: string;
}

/** Signed URLs are kept per version for this long (they are signed for an hour). */
const URL_KEEP_MS = 30 * 60_000;
const kept = new Map<string, { url: string; at: number }>();

/**
 * The first signed URL seen for a version, for up to 30 minutes: the contents query refreshes every 10 s
 * with new signatures, and a new URL would reload the same bytes and redraw the page.
 */
export function stableUrl(versionId: string, url: string): string {
  const hit = kept.get(versionId);
  if (hit && Date.now() - hit.at < URL_KEEP_MS) return hit.url;
  kept.set(versionId, { url, at: Date.now() });
  return url;
}

const isPdfType = (type: string) => type === 'pdf' || type === 'application/pdf';

/**
 * The current file and the earlier versions, newest first. `content` comes from the card's contents query and
 * `earlier` from the versions query: after a new version is stored both are refetched, and either answer can
 * land first. So the current file is numbered by its own count (`versions_count + 1`), not by the length of
 * `earlier`, and an earlier version that is the content's current file (the versions answered first) is left
 * out: the list then lacks the newest earlier version for a moment, but never names one file twice or an old
 * file as current (the proofing test saw "Version 4 (current) · back-3.png" above "Version 3 · back-3.png").
 */
export function versionSources(content: Content, earlier: readonly ContentVersion[]): VersionSource[] {
  const current: VersionSource = {
    versionId: content.version_id,
    number: content.versions_count + 1,
    current: true,
    pdf: isPdfType(content.type),
    url: stableUrl(content.version_id, content.urls.original),
    pageCount: content.page_count,
    filename: content.filename,
  };
  return [
    current,
    ...earlierVersions(content, earlier).map((v) => ({
      versionId: v.id,
      number: v.version,
      current: false,
      pdf: isPdfType(v.type),
      url: stableUrl(v.id, v.urls.original),
      pageCount: v.page_count,
      filename: v.filename,
    })),
  ];
}

/** "Version 3 (current)" / "Version 2". */
export function versionName(source: Pick<VersionSource, 'number' | 'current'>): string {
  return translate('proofing', 'version.name', { number: source.number, current: source.current ? 'yes' : 'no' });
}

/** A version's number with its own file's name, for pickers and captions (issue 37): "Version 2 (current) · look-v2.png". */
export function versionLabel(source: Pick<VersionSource, 'number' | 'current' | 'filename'>): string {
  return `${versionName(source)} · ${source.filename}`;
}

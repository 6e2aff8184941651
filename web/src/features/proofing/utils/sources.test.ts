/**
 * The viewer's version list while the contents and the versions queries refetch after an upload (issue 37
 * "Upload new version"; decisions UP1): whichever answer lands first, no file is listed twice, none is called
 * current but the content's own, and each keeps its number. Before UP1 the versions answering first gave
 * "Version 4 (current) · back-3.png" above "Version 3 · back-3.png" (tests/browser/proofing-review.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Content, ContentVersion } from '../../../../../shared/schemas/contents';
import { provideCatalogues, type ParsedCatalogue } from '../../../lib/i18n/i18n-store';
import { versionLabel, versionSources } from './sources';

// The viewer loads its English with its code; here it is given as the card popup gives its own.
provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../../shared/i18n/locales/en/proofing.json', {
    eager: true,
    import: 'default',
  }),
);

const urls = (id: string) => ({ original: `https://s3.test/${id}/original`, small: null, thumbnail: null });

/** Content `back` whose current file is version `n` (`back-n.png`, id `v{n}`); `n - 1` earlier files. */
function contentAt(n: number): Content {
  return {
    id: 'c1',
    position: 'a0',
    is_active: true,
    type: 'image/png',
    name: 'back.png',
    filename: n === 1 ? 'back.png' : `back-${n}.png`,
    size: 100,
    urls: urls(`v${n}`),
    rendition: 'ready',
    versions_count: n - 1,
    version_id: `v${n}`,
    page_count: 1,
    open_annotations: { team: 0, guest: 0 },
    created_at: '2026-12-07T09:00:00.000Z',
    updated_at: '2026-12-07T09:00:00.000Z',
  };
}

/** What `GET …/versions` answers once version `n` is current: versions 1 … n−1, newest first. */
function earlierThan(n: number): ContentVersion[] {
  return Array.from({ length: n - 1 }, (_, i) => n - 1 - i).map((k) => ({
    id: `v${k}`,
    version: k,
    type: 'image/png',
    filename: k === 1 ? 'back.png' : `back-${k}.png`,
    size: 100,
    page_count: 1,
    created_at: '2026-12-07T09:00:00.000Z',
    urls: urls(`v${k}`),
    rendition: 'ready',
  }));
}

const labels = (content: Content, earlier: ContentVersion[]) =>
  versionSources(content, earlier).map((s) => versionLabel(s));

describe('versionSources', () => {
  const settled = [
    'Version 4 (current) · back-4.png',
    'Version 3 · back-3.png',
    'Version 2 · back-2.png',
    'Version 1 · back.png',
  ];

  it('lists the current file first, then every earlier one, when both answers agree', () => {
    expect(labels(contentAt(4), earlierThan(4))).toEqual(settled);
  });

  it('does not list the old current file twice when the versions answer lands first', () => {
    // Version 4 was just stored: the versions query already has back-3 as version 3, the contents query not yet.
    expect(labels(contentAt(3), earlierThan(4))).toEqual([
      'Version 3 (current) · back-3.png',
      'Version 2 · back-2.png',
      'Version 1 · back.png',
    ]);
  });

  it('numbers the new current file by its own count when the contents answer lands first', () => {
    expect(labels(contentAt(4), earlierThan(3))).toEqual([
      'Version 4 (current) · back-4.png',
      'Version 2 · back-2.png',
      'Version 1 · back.png',
    ]);
  });

  it('numbers the current file by its count while the versions are not loaded', () => {
    expect(labels(contentAt(4), [])).toEqual(['Version 4 (current) · back-4.png']);
    expect(labels(contentAt(1), [])).toEqual(['Version 1 (current) · back.png']);
  });
});

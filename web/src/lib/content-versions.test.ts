/**
 * The earlier versions a picker lists beside the current file (decisions UP1): the version that is the content's
 * current file, present when the versions query answered before the contents query, is left out.
 */
import { describe, expect, it } from 'vitest';
import type { ContentVersion } from '../../../shared/schemas/contents';
import { earlierVersions } from './content-versions';

const version = (n: number): ContentVersion => ({
  id: `v${n}`,
  version: n,
  type: 'image/png',
  filename: `back-${n}.png`,
  size: 100,
  page_count: 1,
  created_at: '2026-12-07T09:00:00.000Z',
  urls: { original: `https://s3.test/v${n}`, small: null, thumbnail: null },
  rendition: 'ready',
});

describe('earlierVersions', () => {
  it('keeps every earlier version, newest first, when the current file is not among them', () => {
    expect(earlierVersions({ version_id: 'v4' }, [version(3), version(2), version(1)]).map((v) => v.id)).toEqual([
      'v3',
      'v2',
      'v1',
    ]);
  });

  it('leaves out the version that is still the current file of a content not yet refetched', () => {
    expect(earlierVersions({ version_id: 'v3' }, [version(3), version(2), version(1)]).map((v) => v.id)).toEqual([
      'v2',
      'v1',
    ]);
  });
});

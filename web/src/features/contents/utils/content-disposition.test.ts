import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it('reads quoted, bare and RFC 6266 extended names', () => {
    expect(filenameFromContentDisposition('attachment; filename="Spring launch.zip"')).toBe('Spring launch.zip');
    expect(filenameFromContentDisposition('attachment; filename=contents.zip')).toBe('contents.zip');
    expect(filenameFromContentDisposition(`attachment; filename="x.zip"; filename*=UTF-8''Caf%C3%A9%20shots.zip`)).toBe(
      'Café shots.zip',
    );
  });

  it('falls back to downloaded_file when there is no usable name', () => {
    expect([null, undefined, '', 'attachment', 'attachment; filename=""'].map(filenameFromContentDisposition)).toEqual(
      Array(5).fill(DEFAULT_DOWNLOAD_NAME),
    );
  });

  it('keeps only the last path part', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('attachment; filename="a\\\\b.zip"')).toBe('b.zip');
  });
});

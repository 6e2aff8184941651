import { describe, expect, it } from 'vitest';
import { checkUploadBatch, contentFileError, contentMimeOf, sniffContentMime, type UploadRules } from './file-checks';

const MB5 = 5_000_000;
const rules = (over: Partial<UploadRules> = {}): UploadRules => ({
  maxFileBytes: MB5,
  perUpload: 5,
  perCard: 15,
  existing: 0,
  storageRemainingBytes: null,
  ...over,
});
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('contentMimeOf', () => {
  it('takes JPEG, PNG and PDF by extension and declared type', () => {
    expect(contentMimeOf(file('a.JPG', 'image/jpeg'))).toBe('image/jpeg');
    expect(contentMimeOf(file('a.jpeg', ''))).toBe('image/jpeg');
    expect(contentMimeOf(file('a.png', 'image/png'))).toBe('image/png');
    expect(contentMimeOf(file('brief.pdf', 'application/pdf'))).toBe('application/pdf');
  });

  it('refuses other types and types that contradict the extension', () => {
    expect(contentMimeOf(file('a.gif', 'image/gif'))).toBeNull();
    expect(contentMimeOf(file('a.webp', 'image/webp'))).toBeNull();
    expect(contentMimeOf(file('a.png', 'text/html'))).toBeNull();
    expect(contentMimeOf(file('notes.txt', 'text/plain'))).toBeNull();
  });
});

describe('contentFileError', () => {
  it('gives the spec messages at the size boundary', () => {
    expect(contentFileError(file('a.png', 'image/png', MB5), MB5)).toBeNull();
    expect(contentFileError(file('a.png', 'image/png', MB5 + 1), MB5)).toBe('Maximum file size is 5MB.');
    expect(contentFileError(file('a.png', 'image/png', 10_000_001), 10_000_000)).toBe('Maximum file size is 10MB.');
    expect(contentFileError(file('a.gif', 'image/gif'), MB5)).toBe('File selected is not an image');
    expect(contentFileError(file('empty.png', 'image/png', 0), MB5)).toBe('File selected is not an image');
  });
});

describe('checkUploadBatch', () => {
  const pngs = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.png`, 'image/png'));

  it('takes 5 files in one action and refuses the 6th with the spec message', () => {
    expect(checkUploadBatch(pngs(5), rules()).error).toBeNull();
    expect(checkUploadBatch(pngs(6), rules())).toEqual({
      error: 'You have reached the limit of 5 per upload.',
      files: [],
    });
  });

  it('lets the card reach 15 contents and no more', () => {
    expect(checkUploadBatch(pngs(1), rules({ existing: 14 })).error).toBeNull();
    expect(checkUploadBatch(pngs(2), rules({ existing: 14 })).error).toBe(
      'You can only upload a maximum of 15 attachments.',
    );
  });

  it('judges each file alone: a bad one is refused, the others go ahead', () => {
    const verdict = checkUploadBatch(
      [file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.pdf', 'application/pdf', MB5 + 1)],
      rules(),
    );
    expect(verdict.files.map((v) => [v.contentType, v.error])).toEqual([
      ['image/png', null],
      [null, 'File selected is not an image'],
      [null, 'Maximum file size is 5MB.'],
    ]);
  });

  it('refuses files that would pass the remaining storage of a capped workspace', () => {
    const verdict = checkUploadBatch(
      [file('a.png', 'image/png', 600), file('b.png', 'image/png', 500)],
      rules({ storageRemainingBytes: 1000 }),
    );
    expect(verdict.files.map((v) => v.error === null)).toEqual([true, false]);
  });
});

describe('sniffContentMime', () => {
  it('knows PNG, JPEG and PDF signatures and nothing else', () => {
    expect(sniffContentMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentMime(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentMime(new TextEncoder().encode('<html>'))).toBeNull();
  });
});

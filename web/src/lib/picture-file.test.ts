import { describe, expect, it } from 'vitest';
import { PICTURE_ACCEPT, looksLikeImage, pictureFileError, pictureHint } from './picture-file';
import { maxPictureBytes } from '../../../shared/schemas/upload-limits';

describe('pictureFileError (accounts spec §5 profile image, §9 5 MB; decisions W7)', () => {
  it('accepts .jpg, .jpeg and .png pictures up to 5MB', () => {
    expect(pictureFileError({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureFileError({ name: 'ME.JPEG', type: 'image/jpeg', size: 5_000_000 })).toBeNull();
    expect(pictureFileError({ name: 'me.png', type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other files as "File selected is not an image"', () => {
    for (const file of [
      { name: 'me.gif', type: 'image/gif', size: 10 },
      { name: 'me.svg', type: 'image/svg+xml', size: 10 },
      { name: 'notes.pdf', type: 'application/pdf', size: 10 },
      { name: 'fake.png', type: 'text/plain', size: 10 },
      { name: 'empty.png', type: 'image/png', size: 0 },
    ]) {
      expect(pictureFileError(file)).toBe('File selected is not an image');
    }
  });

  it('refuses pictures over 5MB', () => {
    expect(pictureFileError({ name: 'big.png', type: 'image/png', size: 5_000_001 })).toBe('Maximum file size is 5MB.');
  });

  it("allows a business organization's 10MB (accounts spec §9), not more", () => {
    expect(
      pictureFileError({ name: 'big.png', type: 'image/png', size: 9_999_999 }, maxPictureBytes('business')),
    ).toBeNull();
    expect(
      pictureFileError({ name: 'big.png', type: 'image/png', size: 10_000_001 }, maxPictureBytes('business')),
    ).toBe('Maximum file size is 10MB.');
    expect(pictureFileError({ name: 'big.png', type: 'image/png', size: 5_000_001 }, maxPictureBytes('personal'))).toBe(
      'Maximum file size is 5MB.',
    );
    expect(pictureHint(maxPictureBytes('business'))).toBe('JPG or PNG, up to 10MB.');
  });

  it('recognises PNG and JPEG signatures, and nothing else', () => {
    expect(looksLikeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('hello world'))).toBe(false);
    expect(looksLikeImage(new Uint8Array([]))).toBe(false);
  });

  it('lists the extensions and types in the input accept attribute', () => {
    expect(PICTURE_ACCEPT).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});

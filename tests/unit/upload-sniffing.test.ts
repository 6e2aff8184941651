/**
 * Upload type checks by magic bytes (BRIEF §3 "Uploads").
 */
import { describe, expect, it } from 'vitest';
import { sniffType } from '../../functions/src/lib/uploads/verify-upload';

describe('sniffType', () => {
  it('recognises the types uploads accept by their first bytes', () => {
    expect(sniffType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name claims', () => {
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffType(Buffer.from('plain text'))).toBeNull();
  });
});

/**
 * Upload type checks by the content's own bytes (BRIEF §3 "Uploads"), read by the file-type package
 * (issue 36; decisions LB4): the accepted types are found, anything else is no type, whatever it claims.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffType } from '../../functions/src/lib/uploads/verify-upload';
import { blackPng } from '../support/images';

const picture = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#1f8a5b' } });

describe('sniffType', () => {
  it('recognises the types uploads accept by their bytes', async () => {
    expect(await sniffType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(await sniffType(blackPng(4, 4))).toBe('image/png');
    expect(await sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(await sniffType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    // A big-endian TIFF: its header and first directory (width and height).
    const tiff = Uint8Array.from([
      ...Buffer.from('MM'),
      0,
      0x2a,
      0,
      0,
      0,
      8,
      0,
      2,
      1,
      0,
      0,
      3,
      0,
      0,
      0,
      1,
      0x3e,
      0x80,
      0,
      0,
      1,
      1,
      0,
      4,
      0,
      0,
      0,
      1,
      0,
      0,
      0x3e,
      0x80,
      0,
      0,
      0,
      0,
    ]);
    expect(await sniffType(tiff)).toBe('image/tiff');
    // A TIFF whose directory points past its end is still a TIFF (chat sends it as a download; V33).
    expect(await sniffType(Buffer.concat([Buffer.from('II*\u0000', 'latin1'), Buffer.alloc(64, 7)]))).toBe(
      'image/tiff',
    );
  });

  it('refuses anything else, whatever its name claims', async () => {
    expect(await sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(await sniffType(Buffer.from('plain text'))).toBeNull();
  });

  it.each([
    ['image/jpeg', () => picture().jpeg().toBuffer()],
    ['image/png', () => picture().png().toBuffer()],
    ['image/gif', () => picture().gif().toBuffer()],
    ['image/webp', () => picture().webp().toBuffer()],
    ['image/tiff', () => picture().tiff().toBuffer()],
  ])('finds %s in a whole file sharp wrote', async (type, make) => {
    expect(await sniffType(await make())).toBe(type);
  });

  it('finds a PDF with the binary comment writers put after its header', async () => {
    expect(await sniffType(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'))).toBe(
      'application/pdf',
    );
  });

  it('refuses spoofed and unaccepted files: a bare PNG signature, a ZIP, HTML, an AVIF, a Canon raw', async () => {
    // A PNG signature with no chunks after it proves nothing (the hand-written check took it as PNG).
    expect(await sniffType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(await sniffType(Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'))).toBeNull();
    expect(await sniffType(Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>'))).toBeNull();
    expect(await sniffType(await picture().avif().toBuffer())).toBeNull();
    // WEBP at byte 8 without the RIFF container it belongs to (the hand-written check looked at byte 8 only).
    expect(await sniffType(Buffer.from('XXXX\x00\x00\x00\x00WEBPVP8 '))).toBeNull();
    // A TIFF-based camera raw: TIFF's signature, but not a picture the uploads show.
    const cr2 = Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 0x10, 0x00, 0x00, 0x00, 0x43, 0x52, 0x02, 0x00, 0, 0, 0, 0]);
    expect(await sniffType(cr2)).toBeNull();
  });
});

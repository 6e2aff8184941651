/**
 * Comment file checks before upload (cards spec §5 "At most 20 images and 5 other files"; decisions R6).
 */
import { describe, expect, it } from 'vitest';
import { checkCommentFiles, commentFileType } from './attachment-limits';

const file = (name: string, type: string) => ({ name, type }) as File;
const pngs = (n: number) => Array.from({ length: n }, (_, i) => file(`p${i}.png`, 'image/png'));
const pdfs = (n: number) => Array.from({ length: n }, (_, i) => file(`d${i}.pdf`, 'application/pdf'));

describe('commentFileType', () => {
  it('takes images and PDFs by type, or by extension when the browser gives no type', () => {
    expect(commentFileType(file('a.png', 'image/png'))).toBe('image/png');
    expect(commentFileType(file('a.PDF', ''))).toBe('application/pdf');
    expect(commentFileType(file('a.webp', ''))).toBe('image/webp');
    expect(commentFileType(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(commentFileType(file('a.png', 'text/html'))).toBeNull();
    expect(commentFileType(file('notes', ''))).toBeNull();
  });
});

describe('checkCommentFiles', () => {
  it('allows 20 images and 5 files, counting those already attached or uploading', () => {
    expect('ok' in checkCommentFiles(pngs(20), [])).toBe(true);
    expect('ok' in checkCommentFiles(pdfs(5), ['image/png'])).toBe(true);
    expect(checkCommentFiles(pngs(1), Array(20).fill('image/jpeg'))).toEqual({
      error: 'You can only add a maximum of 20 images',
    });
    expect(checkCommentFiles(pdfs(2), Array(4).fill('application/pdf'))).toEqual({
      error: 'You can only add a maximum of 5 files',
    });
    expect(checkCommentFiles(pngs(21), [])).toEqual({ error: 'You can only add a maximum of 20 images' });
  });

  it('refuses the whole batch when one file is of another type', () => {
    expect(checkCommentFiles([...pngs(1), file('x.exe', 'application/octet-stream')], [])).toEqual({
      error: 'Only images (.jpg, .jpeg, .png, .gif, .webp) and PDF files can be attached.',
    });
  });
});

/**
 * The review page is a page of its own (issue 37 "The review page is a lean page of its own"; decisions L1):
 * CloudFront's `/review*` rewrite and the local gateway send `/review` and `/review/{token}` to
 * `review.html` and nothing else; the bundle budget measures that page's initial JS from its own manifest.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REVIEW_REWRITE_CODE, isReviewPagePath } from '../../infra/lib/review-page';
import { REVIEW_MANIFEST, reviewPageWeight } from '../../web/scripts/review-budget.mjs';

const rewrite = (uri: string): string =>
  runInNewContext(`${REVIEW_REWRITE_CODE}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;

describe('the review page rewrite (CloudFront /review*)', () => {
  it('serves review.html for /review and /review/{token}', () => {
    const token = 'aZ09_-'.repeat(7) + 'x';
    expect(rewrite(`/review/${token}`)).toBe('/review.html');
    expect(rewrite('/review')).toBe('/review.html');
    expect(rewrite('/review/')).toBe('/review.html');
    expect(isReviewPagePath(`/review/${token}`)).toBe(true);
    expect(isReviewPagePath('/review')).toBe(true);
  });

  it('passes files through and gives other paths the app', () => {
    expect(rewrite('/review.html')).toBe('/review.html');
    expect(rewrite('/review/x.js')).toBe('/review/x.js');
    expect(rewrite('/reviewers')).toBe('/index.html');
    expect(rewrite('/review/a/b')).toBe('/index.html');
    for (const path of ['/reviewers', '/review/a/b', '/review.html', '/', '/login']) {
      expect(isReviewPagePath(path), path).toBe(false);
    }
  });
});

describe('reviewPageWeight', () => {
  it('counts the entry and its static imports, gzipped, not its dynamic imports nor CSS', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'review-budget-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    const files: Record<string, string> = {
      'assets/review.js': 'console.log("review");'.repeat(50),
      'assets/react.js': 'var react = 1;'.repeat(400),
      'assets/later.js': 'var later = Math.random();'.repeat(4000),
      'assets/review.css': 'body{}',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
    const manifest = {
      'review.html': {
        file: 'assets/review.js',
        src: 'review.html',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['later.ts'],
        css: ['assets/review.css'],
      },
      '_react.js': { file: 'assets/react.js' },
      'later.ts': { file: 'assets/later.js', isDynamicEntry: true },
    };
    writeFileSync(path.join(dist, REVIEW_MANIFEST), JSON.stringify(manifest));
    const weight = reviewPageWeight(dist);
    expect(weight.files.sort()).toEqual(['assets/react.js', 'assets/review.js']);
    const expected = gzipSync(files['assets/review.js']).length + gzipSync(files['assets/react.js']).length;
    expect(weight.kb).toBeCloseTo(expected / 1024, 6);
  });

  it('refuses a manifest without the review page', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'review-budget-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, REVIEW_MANIFEST), JSON.stringify({ 'index.html': { file: 'a.js', isEntry: true } }));
    expect(() => reviewPageWeight(dist)).toThrow(/No review.html entry/);
  });
});

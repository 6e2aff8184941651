import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plain-text';

describe('plainTextToHtml (issue 37, decisions RP4)', () => {
  it('escapes markup so typed text never becomes HTML', () => {
    expect(plainTextToHtml('a <b>bold</b> & "quoted"')).toBe(
      '<p>a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>',
    );
  });
  it('keeps paragraphs and line breaks, and drops blank text', () => {
    expect(plainTextToHtml('  one\ntwo\n\n\nthree  ')).toBe('<p>one<br>two</p><p>three</p>');
    expect(plainTextToHtml(' \n\n ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { noteHtml } from './note-html';

describe('noteHtml', () => {
  it('escapes markup and makes one paragraph per non-empty line', () => {
    expect(noteHtml('Make the logo <b>bigger</b> & "bolder"\n\n  second line ')).toBe(
      '<p>Make the logo &lt;b&gt;bigger&lt;/b&gt; &amp; &quot;bolder&quot;</p><p>second line</p>',
    );
  });
  it('is empty for a blank note', () => {
    expect(noteHtml('  \n ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { OWASP_XSS_PAYLOADS, carriesScript } from '../../../../tests/support/xss-corpus';
import { sanitizeCommentHtml } from './comment-html';

const ANNA = '0190f7a2-1b2c-7d3e-8f40-123456789abc';
const BEN = '0190f7a2-1b2c-4d3e-8f40-123456789abd';

describe('sanitizeCommentHtml', () => {
  it('keeps the editor markup and allowed mentions, in order and once each', async () => {
    const html = `<p><strong>Hi</strong> <em>there</em> <s>x</s> <u>u</u> <code>c</code> <span data-type="mention" data-id="${ANNA}" data-label="Anna">@Anna</span> <span data-type="mention" data-id="${ANNA}">@Anna</span></p><ul><li>one</li></ol><blockquote>q</blockquote><h2>t</h2><a href="https://example.com">l</a>`;
    const result = sanitizeCommentHtml(html, () => true);
    expect(result.mentionIds).toEqual([ANNA]);
    expect(result.html).toContain(`<span data-type="mention" data-id="${ANNA}" data-label="Anna">@Anna</span>`);
    expect(result.html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">l</a>',
    );
    expect(result.html).toContain('<strong>Hi</strong>');
  });

  it('turns mentions of people who may not see the tab into plain text', async () => {
    const result = sanitizeCommentHtml(
      `<p><span data-type="mention" data-id="${BEN}">@Ben</span> hi</p>`,
      (id) => id === ANNA,
    );
    expect(result.mentionIds).toEqual([]);
    expect(result.html).toBe('<p>@Ben hi</p>');
  });

  it('keeps at most the given number of mentioned people', async () => {
    const result = sanitizeCommentHtml(
      `<p><span data-type="mention" data-id="${ANNA}">a</span><span data-type="mention" data-id="${BEN}">b</span></p>`,
      () => true,
      1,
    );
    expect(result.mentionIds).toEqual([ANNA]);
    expect(result.html).toBe(`<p><span data-type="mention" data-id="${ANNA}">a</span>b</p>`);
  });

  it('treats markup with no visible text as empty', async () => {
    expect(sanitizeCommentHtml('<p></p><p> &nbsp; </p>', () => true).html).toBe('');
    expect(sanitizeCommentHtml('<script>alert(1)</script>', () => true).html).toBe('');
  });

  it('leaves nothing that can run from any OWASP filter-evasion payload', async () => {
    // The detector sees the raw payloads, so a sanitizer that let them through would fail here.
    expect(OWASP_XSS_PAYLOADS.filter(carriesScript).length).toBeGreaterThan(OWASP_XSS_PAYLOADS.length - 10);
    for (const payload of OWASP_XSS_PAYLOADS) {
      const { html } = sanitizeCommentHtml(`<p>before</p>${payload}<p>after</p>`, () => true);
      expect(carriesScript(html), `${payload} → ${html}`).toBe(false);
      expect(html).toContain('before');
    }
  });
});

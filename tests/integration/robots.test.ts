/**
 * `/robots.txt` is a real robots file that keeps crawlers out of the signed-in app (issue 30), not the
 * app's HTML. Vite copies it from `web/public/`; the local gateway and CloudFront serve it as a file.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';

describe('robots.txt', () => {
  it('answers plain text that disallows every path', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/$/m);
    expect(body).not.toMatch(/<html/i);
  });
});

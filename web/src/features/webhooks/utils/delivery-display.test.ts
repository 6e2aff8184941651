/** How a delivery attempt reads in the log (issue 29 "the first 2 KB of the response"; utils/delivery-display.ts). */
import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '../../../../../shared/schemas/webhooks';
import { RESPONSE_PREVIEW_BYTES, deliverySucceeded, prettyBody, responsePreview, statusText } from './delivery-display';

describe('delivery display', () => {
  it('shows the same 2 KB the server keeps', () => {
    expect(RESPONSE_PREVIEW_BYTES).toBe(WEBHOOK_LIMITS.responseExcerptBytes);
  });

  it('is green for 2xx only', () => {
    expect([200, 202, 299].map(deliverySucceeded)).toEqual([true, true, true]);
    expect([null, 199, 301, 404, 429, 500].map(deliverySucceeded)).toEqual([false, false, false, false, false, false]);
  });

  it('says the status code, or that no answer came', () => {
    expect(statusText(500, null)).toBe('500');
    expect(statusText(null, 'Timed out after 10 s')).toBe('No answer');
    expect(statusText(null, null)).toBe('—');
  });

  it('keeps a short body whole and cuts a long one at 2 KB without splitting a character', () => {
    expect(responsePreview('ok')).toEqual({ text: 'ok', truncated: false });
    const exact = 'a'.repeat(2048);
    expect(responsePreview(exact)).toEqual({ text: exact, truncated: false });
    const long = responsePreview('b'.repeat(3000));
    expect(long).toEqual({ text: 'b'.repeat(2048), truncated: true });
    // 2047 one-byte characters, then "é" (2 bytes) straddles the 2048th byte: it goes whole.
    const straddling = responsePreview(`${'c'.repeat(2047)}é and more`);
    expect(straddling.text).toBe('c'.repeat(2047));
    expect(straddling.truncated).toBe(true);
    expect(new TextEncoder().encode(responsePreview('€'.repeat(1000)).text).length).toBeLessThanOrEqual(2048);
  });

  it('indents a JSON request body and leaves other text alone (issue 35)', () => {
    expect(prettyBody('{"id":"e1","data":{"object":{}}}')).toBe(
      '{\n  "id": "e1",\n  "data": {\n    "object": {}\n  }\n}',
    );
    expect(prettyBody('not json')).toBe('not json');
  });
});

/** The analytics' turnaround wording (issue 28; issue 35 "under 1 min", never "0 min"). */
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../../../../tests/support/catalogue-translator';
import { shortDuration } from './short-duration';

const t = catalogueTranslator('reports');

describe('shortDuration', () => {
  it.each([
    [null, '—'],
    [0, 'under 1 min'],
    [0.15, 'under 1 min'],
    [29, 'under 1 min'],
    [59.9, 'under 1 min'],
    [60, '1 min'],
    [45 * 60, '45 min'],
    [90 * 60, '1.5 h'],
    [26 * 3600, '26 h'],
    [55 * 3600, '2.3 days'],
  ])('says %s seconds as %s', (seconds, words) => {
    expect(shortDuration(seconds, t)).toBe(words);
  });

  it('says it in German from the catalogue', () => {
    const de = catalogueTranslator('reports', 'de');
    expect(shortDuration(30, de)).toBe('unter 1 Min.');
    expect(shortDuration(90 * 60, de)).toBe('1,5 Std.');
    expect(shortDuration(55 * 3600, de)).toBe('2,3 Tage');
  });

  it('never says 0 min', () => {
    for (let s = 0; s < 120; s += 0.5) expect(shortDuration(s, t)).not.toBe('0 min');
  });
});

/** The analytics' turnaround wording (issue 28; issue 35 "under 1 min", never "0 min"). */
import { describe, expect, it } from 'vitest';
import { shortDuration } from './short-duration';

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
    expect(shortDuration(seconds)).toBe(words);
  });

  it('never says 0 min', () => {
    for (let s = 0; s < 120; s += 0.5) expect(shortDuration(s)).not.toBe('0 min');
  });
});

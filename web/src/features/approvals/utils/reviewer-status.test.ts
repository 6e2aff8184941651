import { describe, expect, it } from 'vitest';
import { linkDays, reviewerStatusText } from './reviewer-status';

describe('reviewerStatusText (issue 37)', () => {
  const now = new Date(2026, 11, 6, 12, 0);
  it('says Invited without a time', () => {
    expect(reviewerStatusText('invited', null, now)).toBe('Invited');
  });
  it('adds the time of today, and the date of another day', () => {
    expect(reviewerStatusText('opened', new Date(2026, 11, 6, 10, 42).toISOString(), now)).toBe('Opened 10:42');
    expect(reviewerStatusText('changes_requested', new Date(2026, 11, 6, 11, 7).toISOString(), now)).toBe(
      'Changes requested 11:07',
    );
    expect(reviewerStatusText('approved', new Date(2026, 11, 3, 11, 5).toISOString(), now)).toBe(
      'Approved 3 Dec, 11:05',
    );
  });
  it('reads a link’s days back from its dates', () => {
    expect(linkDays('2026-12-01T00:00:00Z', '2026-12-08T00:00:00Z')).toBe(7);
    expect(linkDays('2026-12-01T00:00:00Z', '2027-03-01T00:00:00Z')).toBe(90);
    expect(linkDays('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z')).toBe(30);
  });
});

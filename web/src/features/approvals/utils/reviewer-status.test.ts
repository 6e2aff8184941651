import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import { linkDays, reviewerStatusText, reviewerStepsText } from './reviewer-status';
import { deadlineDayText } from './approval-text';

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
  it('lists each step with its own time, the decision in the words of the status (decisions K3)', () => {
    const at = (day: number, h: number, m: number) => new Date(2026, 11, day, h, m).toISOString();
    const base = { last_seen_at: at(6, 11, 30), opened_at: null, commented_at: null, decided_at: null };
    expect(reviewerStepsText({ ...base, status: 'invited', last_seen_at: null }, now)).toBe('Invited');
    expect(reviewerStepsText({ ...base, status: 'opened', opened_at: at(6, 10, 42) }, now)).toBe('Opened 10:42');
    expect(
      reviewerStepsText(
        {
          ...base,
          status: 'approved',
          opened_at: at(5, 10, 42),
          commented_at: at(6, 10, 50),
          decided_at: at(6, 11, 5),
        },
        now,
      ),
    ).toBe('Opened 5 Dec, 10:42 · Commented 10:50 · Approved 11:05');
    expect(
      reviewerStepsText(
        { ...base, status: 'changes_requested', opened_at: at(6, 10, 42), decided_at: at(6, 11, 7) },
        now,
      ),
    ).toBe('Opened 10:42 · Changes requested 11:07');
    // Listed before step times were kept: the status with the last visit.
    expect(reviewerStepsText({ ...base, status: 'approved' }, now)).toBe('Approved 11:30');
  });
  it('speaks the interface language: German words and dates (issue 41; decisions LQ2)', async () => {
    await setLanguage('de');
    const at = (day: number, h: number, m: number) => new Date(2026, 11, day, h, m).toISOString();
    expect(
      reviewerStepsText(
        {
          status: 'changes_requested',
          last_seen_at: at(6, 11, 7),
          opened_at: at(3, 10, 42),
          commented_at: null,
          decided_at: at(6, 11, 7),
        },
        now,
      ),
    ).toBe('Geöffnet 3. Dez., 10:42 · Änderungen angefordert 11:07');
    expect(reviewerStatusText('invited', null, now)).toBe('Eingeladen');
  });
  it('speaks French with a no-break space before the colon (decisions FR1, FR2)', async () => {
    await setLanguage('fr');
    const at = (day: number, h: number, m: number) => new Date(2026, 11, day, h, m).toISOString();
    expect(
      reviewerStepsText(
        {
          status: 'approved',
          last_seen_at: at(6, 11, 7),
          opened_at: at(3, 10, 42),
          commented_at: null,
          decided_at: at(6, 11, 7),
        },
        now,
      ),
    ).toBe('Ouvert\u00a0: 3 déc., 10:42 · Approuvé\u00a0: 11:07');
    expect(reviewerStatusText('invited', null, now)).toBe('Invité');
    expect(deadlineDayText(new Date(2026, 11, 8, 12))).toBe('mar. 8 déc.');
  });
  afterAll(() => setLanguage('en'));
});

import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatFileSize, formatNumber } from './format';
import { setLanguage } from './i18n-store';

describe('formatting in the interface language (issue 41)', () => {
  afterAll(() => setLanguage('en'));

  it('writes file sizes in decimal units, with the language decimal mark', async () => {
    await setLanguage('en');
    expect([0, 999, 340_000, 1_234_567, 12_000_000, 2_500_000_000].map(formatFileSize)).toEqual([
      '0 B',
      '999 B',
      '340 kB',
      '1.2 MB',
      '12 MB',
      '2.5 GB',
    ]);
    await setLanguage('de');
    expect(formatFileSize(1_234_567)).toBe('1,2 MB');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    await setLanguage('fr');
    expect(formatFileSize(1_234_567)).toBe('1,2\u202fMo');
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
  });

  it("keeps the spec's display format in English and uses the locale's elsewhere", async () => {
    const date = new Date(2026, 2, 4, 15, 30);
    await setLanguage('en');
    expect(formatDateTime(date)).toBe('Mar 04, 2026 03:30PM');
    await setLanguage('de');
    expect(formatDateTime(date)).toBe('4. März 2026, 15:30');
    await setLanguage('es');
    expect(formatDateTime(date)).toBe('4 mar 2026, 15:30');
    await setLanguage('fr');
    expect(formatDateTime(date)).toBe('4 mars 2026, 15:30');
  });
});

/**
 * recurrenceWords (issue 28's repeat line, issue 41's languages; decisions LN16): in English it says what the
 * API's `summary` says for the same rule, and Spanish and German readers get their own words.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { recurrenceSummary, type RecurrenceRule } from '../../../../../shared/schemas/recurrence';
import { setLanguage, translate } from '../../../lib/i18n/i18n-store';
import { recurrenceWords } from './recurrence-words';
import '../english-messages';

const t = (key: string, values?: Parameters<typeof translate>[2]) => translate('card', key, values);
const rule = (changes: Partial<RecurrenceRule>) =>
  ({
    frequency: 'weekly',
    interval: 1,
    weekdays: ['MO'],
    month_day: null,
    time: '09:00',
    time_zone: 'UTC',
    ends_on: null,
    count: null,
    ...changes,
  }) as RecurrenceRule;

const RULES = [
  rule({ weekdays: ['TH', 'MO'] }),
  rule({ frequency: 'daily', interval: 3, count: 4 }),
  rule({ frequency: 'daily', count: 1 }),
  rule({ interval: 2, weekdays: ['FR'], ends_on: '2026-05-29' }),
  rule({ frequency: 'monthly', month_day: -1, time: '11:00' }),
  rule({ frequency: 'monthly', month_day: 22 }),
  rule({ frequency: 'monthly', interval: 2, month_day: 3 }),
];

describe('recurrenceWords', () => {
  afterAll(() => setLanguage('en', ['card']));

  it('words every rule in English as the API summary does', async () => {
    await setLanguage('en', ['card']);
    for (const r of RULES) expect(recurrenceWords(t, r)).toBe(recurrenceSummary(r));
  });

  it('words rules in German and Spanish', async () => {
    await setLanguage('de', ['card']);
    // Intl's German short weekdays are "Mo." in Chromium and "Mo" in some Node builds.
    expect(recurrenceWords(t, RULES[0])).toMatch(/^Wiederholt sich wöchentlich am Mo\.?, Do\.? um 09:00$/);
    expect(recurrenceWords(t, RULES[1])).toBe('Wiederholt sich alle 3 Tage um 09:00, 4 Mal');
    expect(recurrenceWords(t, RULES[4])).toBe('Wiederholt sich monatlich am letzten Tag um 11:00');
    await setLanguage('es', ['card']);
    expect(recurrenceWords(t, RULES[3])).toBe('Se repite cada 2 semanas los vie a las 09:00, hasta el 2026-05-29');
    expect(recurrenceWords(t, RULES[5])).toBe('Se repite cada mes el día 22 a las 09:00');
  });
});

/**
 * Picking a language from the browser's preferences (issue 41 "defaulted from the browser's Accept-Language";
 * decisions LN1, FR1): shared/i18n/languages.ts's `negotiateLanguage`, now with French among the four.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LANGUAGES, languageOr, negotiateLanguage } from '../../shared/i18n/languages';
import { LanguageSchema } from '../../shared/i18n/language-schema';

describe('languages', () => {
  it('speaks four languages, each named in its own words', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'de', 'fr']);
    expect(LANGUAGE_NAMES.fr).toBe('Français');
  });

  it('picks French from an Accept-Language header or navigator.languages, by weight then order', () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(negotiateLanguage('it-IT,fr;q=0.5,de;q=0.7')).toBe('de');
    expect(negotiateLanguage('fr;q=0,es')).toBe('es');
    expect(negotiateLanguage('it, pt-BR')).toBe('en');
  });

  it('accepts fr as a stored language and refuses a language it does not have, naming all four', () => {
    expect(languageOr('fr')).toBe('fr');
    expect(languageOr('it')).toBe('en');
    expect(LanguageSchema.safeParse('fr').success).toBe(true);
    const refused = LanguageSchema.safeParse('it');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose English (en), Spanish (es), German (de) or French (fr).');
  });
});

/**
 * The message catalogues (issue 41 "A unit check that fails when a catalogue lacks a key that English has,
 * a message does not parse as ICU, a key is unused"; decisions LN2): shared/i18n/locales/{language}/{ns}.json.
 * Also: each translation uses exactly English's arguments, the browser's formatter gives intl-messageformat's
 * result for every message, and the pseudo-locale is accented and longer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../shared/i18n/languages';
import { compileCatalogue, type Catalogue } from '../../shared/i18n/compile';
import { accent, pseudoLocalize } from '../../shared/i18n/pseudo';
import { formatMessage } from '../../web/src/lib/i18n/format-message';

const ROOT = resolve(__dirname, '../..');
const LOCALES = join(ROOT, 'shared/i18n/locales');
const namespaces = readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));
const read = (lng: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Catalogue;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', 'locales'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every argument a message uses, with its kind (`plural`, `number`, `argument`…), sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): string[] {
  const kinds = ['literal', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'];
  for (const element of elements) {
    if ('value' in element && element.type !== 0) into.add(`${element.value}:${kinds[element.type]}`);
    if (element.type === 5 || element.type === 6)
      Object.values(element.options).forEach((o) => argumentsOf(o.value, into));
    if (element.type === 8) argumentsOf(element.children, into);
  }
  return [...into].sort();
}

describe('message catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const lng of LANGUAGES) {
      expect(readdirSync(join(LOCALES, lng)).sort(), lng).toEqual(readdirSync(join(LOCALES, 'en')).sort());
    }
  });

  it.each(namespaces)('%s: every language has exactly the keys English has, with the same arguments', (ns) => {
    const english = compileCatalogue(read('en', ns), 'en');
    for (const lng of LANGUAGES) {
      const catalogue = read(lng, ns);
      expect(
        Object.keys(catalogue).filter((key) => !(key in english)),
        `${lng}/${ns}: keys English lacks`,
      ).toEqual([]);
      expect(
        Object.keys(english).filter((key) => !(key in catalogue)),
        `${lng}/${ns}: missing keys`,
      ).toEqual([]);
      const compiled = compileCatalogue(catalogue, lng);
      for (const key of Object.keys(english)) {
        expect(argumentsOf(compiled[key]), `${lng}/${ns} ${key}`).toEqual(argumentsOf(english[key]));
      }
    }
  });

  it.each(namespaces)('%s: every message parses as ICU in every language', (ns) => {
    for (const lng of LANGUAGES) expect(() => compileCatalogue(read(lng, ns), lng)).not.toThrow();
  });

  it('refuses a message that is not ICU, naming its key', () => {
    expect(() => compileCatalogue({ 'a.b': 'Hi {name' }, 'en')).toThrow(/^a\.b: not a valid ICU message/);
    expect(() => compileCatalogue({ 'a.c': '{n, plural, one {# pin}}' }, 'en')).toThrow(/^a\.c:/);
  });

  it('uses every key: it appears quoted in the source, as `key` or `namespace:key` (an error also as its English text)', () => {
    const source = ['web/src', 'functions/src', 'shared']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // An `errors` message may be thrown as its English text: the API matches it word for word (decisions LN2).
    const quotes = (ns: string, key: string, text: string) => [
      `'${key}'`,
      `"${key}"`,
      `\`${key}\``,
      `'${ns}:${key}'`,
      ...(ns === 'errors' ? [`'${text}'`, `"${text}"`] : []),
    ];
    const unused = namespaces.flatMap((ns) =>
      Object.entries(read('en', ns))
        .filter(([key, text]) => !quotes(ns, key, text).some((quoted) => source.includes(quoted)))
        .map(([key]) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
    // It reads every source file: past vitest's 5 s default on a loaded machine (a limit, not a speed check).
  }, 30_000);

  it('formats every message in the browser exactly as intl-messageformat does', () => {
    const sample = (name: string, kind: string) => (['plural', 'number', 'select'].includes(kind) ? 0 : `«${name}»`);
    for (const ns of namespaces) {
      for (const lng of LANGUAGES) {
        const compiled = compileCatalogue(read(lng, ns), lng);
        for (const [key, message] of Object.entries(compiled)) {
          for (const n of [0, 1, 2, 5, 21]) {
            const values = Object.fromEntries(
              argumentsOf(message).map((arg) => {
                const [name, kind] = arg.split(':');
                const value = sample(name, kind);
                return [name, value === 0 ? n : value];
              }),
            );
            const expected = new IntlMessageFormat(message, lng).format(values);
            expect(formatMessage(message, values, lng), `${lng}/${ns} ${key} n=${n}`).toBe(expected);
          }
        }
      }
    }
  });
});

describe('French typography (decisions FR1)', () => {
  it.each(namespaces)('%s: a no-break space before ; ? ! % » and a colon, and after «', (ns) => {
    const wrong = Object.entries(read('fr', ns)).filter(([, text]) =>
      /[^\u00a0][;?!»%]|«[^\u00a0]| :/u.test(text.replace(/\{[^{}]*\}/g, '')),
    );
    expect(wrong).toEqual([]);
  });
});

describe('pseudo-locale en-XA', () => {
  it('accents letters, pads about 40 % and brackets, keeping arguments and plural forms', () => {
    const [message] = Object.values(
      compileCatalogue({ k: 'Due in {days, plural, one {# day} other {# days}} for {name}' }, 'en'),
    );
    const pseudo = pseudoLocalize(message);
    const text = formatMessage(pseudo, { days: 3, name: 'Ann' }, 'en');
    expect(text.startsWith(`[${accent('Due in ')}3 ${accent('days for ')}Ann`)).toBe(true);
    expect(text.endsWith(']')).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Due in 3 days for Ann'.length * 1.3));
    // No English word survives: plain English in a pseudo-locale screen is an unconverted string.
    expect(text).not.toMatch(/Due|days|for/);
  });
});

/**
 * The pseudo-locale `en-XA` (issue 41 "A pseudo-locale … accented and 40 % longer … any string not taken from
 * a catalogue stands out"; decisions LN4): English messages with accented letters, padded about 40 % and
 * bracketed, so clipping shows as a missing `]` and plain English shows as unaccented text. Generated from the
 * English catalogue's parsed ICU messages (never stored); arguments, plural and select keys are untouched.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The pseudo-locale's tag: a private-use region, so no real locale is ever mistaken for it. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Accents every ASCII letter of `text`. */
export const accent = (text: string): string => text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);

/** The padding that makes a text of `length` characters about 40 % longer (at least one character). */
const padding = (length: number) => '·'.repeat(Math.max(1, Math.round(length * 0.4)));

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    // 0 literal, 5 select, 6 plural, 8 tag (the parser's TYPE enum).
    if (element.type === 0) return { ...element, value: accent(element.value) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === 8) return { ...element, children: transform(element.children) };
    return element;
  });
}

/** Visible characters of a message's literal text (arguments count as nothing): the base of the padding. */
function literalLength(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === 0) return sum + element.value.length;
    if (element.type === 8) return sum + literalLength(element.children);
    if (element.type === 5 || element.type === 6)
      return sum + literalLength(Object.values(element.options)[0]?.value ?? []);
    return sum;
  }, 0);
}

/** A parsed English message → its pseudo-localized form: `[Ŕéváíéŵ ···]`. */
export function pseudoLocalize(elements: MessageFormatElement[]): MessageFormatElement[] {
  const pad = padding(literalLength(elements));
  return [{ type: 0, value: '[' }, ...transform(elements), { type: 0, value: ` ${pad}]` }] as MessageFormatElement[];
}

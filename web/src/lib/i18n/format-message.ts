/**
 * Formats a parsed ICU message in the browser (issue 41; decisions LN2). The catalogues arrive parsed by
 * FormatJS's parser at build time (shared/i18n/compile.ts); this walks the parsed form with `Intl` directly
 * instead of shipping intl-messageformat (≈ 2.5 KB gzip on every page of a budget with no room). It covers
 * every element FormatJS parses (text, arguments, number, date, time, select, plural and selectordinal with
 * `=N`, offsets and `#`; a tag's content is kept, the tag dropped), and
 * shared/i18n/catalogues.test.ts checks it gives intl-messageformat's exact result for every message.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message's values: ICU arguments by name. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

type Style = string | { parsedOptions?: object } | null | undefined;

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  percent: { style: 'percent' },
  integer: { maximumFractionDigits: 0 },
};
const numberOptions = (style: Style): Intl.NumberFormatOptions =>
  typeof style === 'string' ? (NUMBER_STYLES[style] ?? {}) : ((style?.parsedOptions as Intl.NumberFormatOptions) ?? {});
const dateOptions = (style: Style, kind: 'dateStyle' | 'timeStyle'): Intl.DateTimeFormatOptions =>
  typeof style === 'string'
    ? { [kind]: style as 'short' }
    : ((style?.parsedOptions as Intl.DateTimeFormatOptions) ?? { [kind]: kind === 'dateStyle' ? 'medium' : 'short' });

/**
 * `elements` with `values` in `locale`; `pound` is the number a `#` stands for inside a plural.
 * A missing value prints as nothing (intl-messageformat would throw; a screen should not break on it).
 */
export function formatMessage(
  elements: MessageFormatElement[],
  values: MessageValues = {},
  locale: string,
  pound?: number,
): string {
  let out = '';
  for (const element of elements) {
    // The parser's TYPE: 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 pound, 8 tag.
    if (element.type === 0) out += element.value;
    else if (element.type === 1) out += values[element.value] ?? '';
    else if (element.type === 2) {
      out += new Intl.NumberFormat(locale, numberOptions(element.style)).format(Number(values[element.value]));
    } else if (element.type === 3 || element.type === 4) {
      const kind = element.type === 3 ? 'dateStyle' : 'timeStyle';
      const value = values[element.value];
      if (value !== null && value !== undefined) {
        out += new Intl.DateTimeFormat(locale, dateOptions(element.style, kind)).format(new Date(value));
      }
    } else if (element.type === 5) {
      const option = element.options[String(values[element.value])] ?? element.options.other;
      out += formatMessage(option.value, values, locale, pound);
    } else if (element.type === 6) {
      const n = Number(values[element.value]);
      const rule = new Intl.PluralRules(locale, { type: element.pluralType }).select(n - element.offset);
      const option = element.options[`=${n}`] ?? element.options[rule] ?? element.options.other;
      out += formatMessage(option.value, values, locale, n - element.offset);
    } else if (element.type === 7) out += pound === undefined ? '#' : new Intl.NumberFormat(locale).format(pound);
    else if (element.type === 8) out += formatMessage(element.children, values, locale, pound);
  }
  return out;
}

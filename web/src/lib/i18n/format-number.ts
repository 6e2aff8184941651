/**
 * Numbers in the interface language (issue 41; decisions LN5), apart from format.ts so that a screen that
 * formats only numbers (the workspace top bar's storage line, which draws with the page) does not pull
 * date-fns's `format` into its route chunk (decisions LS2).
 */
import { intlLocale } from './i18n-store';

/** A number with the locale's grouping and decimal marks ("1,234.5", "1.234,5"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

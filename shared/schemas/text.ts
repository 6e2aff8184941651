/**
 * User text (issue 11 "Text input"; issue 10; docs/decisions.md S22): every name, title and search a
 * person types goes through one of these two schemas, so it is stored NFC-normalized and trimmed, and
 * never holds a character that can corrupt a display, a log line or a CSV export:
 * - control characters (C0, DEL, C1); `multiLineText` allows newline and tab,
 * - the bidi embedding/override/isolate characters U+202A–U+202E and U+2066–U+2069 ("Trojan Source":
 *   they make a name read differently from what it is),
 * - unpaired UTF-16 surrogates (not text at all: they cannot be encoded as UTF-8).
 *
 * Both return a `ZodString`, so callers chain `.min(1, 'Required').max(100)` as usual; the length checks
 * see the normalized, trimmed text. Passwords are not text in this sense and do not use these.
 */
import * as z from 'zod';

export const TEXT_MESSAGES = {
  controlCharacter: 'Remove the control characters (such as line breaks) from this text.',
  multiLineControlCharacter: 'Remove the control characters from this text; only line breaks and tabs are allowed.',
  bidiCharacter: 'Remove the invisible text-direction characters from this text.',
  unpairedSurrogate: 'This text contains an invalid character. Please type it again.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, minus tab (U+0009), line feed (U+000A) and carriage return (U+000D).
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether `value` has no lone high or low surrogate (`String.prototype.isWellFormed`, spelled out for ES2022 targets). */
export function isWellFormedText(value: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

function text(control: RegExp, controlMessage: string, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine(isWellFormedText, { message: TEXT_MESSAGES.unpairedSurrogate, abort: true })
    .refine((v) => !control.test(v), { message: controlMessage, abort: true })
    .refine((v) => !BIDI_CONTROL.test(v), { message: TEXT_MESSAGES.bidiCharacter, abort: true })
    .overwrite((v) => v.normalize('NFC'))
    .trim();
}

/** One line of user text (names, titles, searches): no control characters at all. `params` as `z.string`'s. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) => text(SINGLE_LINE_CONTROL, TEXT_MESSAGES.controlCharacter, params);

/** Several lines of user text (descriptions, comments): newline, carriage return and tab allowed; line breaks are kept. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) => text(MULTI_LINE_CONTROL, TEXT_MESSAGES.multiLineControlCharacter, params);

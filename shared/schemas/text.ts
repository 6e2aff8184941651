/**
 * User text (issue 11 "Text input"; issue 10; docs/decisions.md S22): every name, title and search a
 * person types goes through one of these two schemas, so it is stored NFC-normalized and trimmed, and
 * never holds a character that can corrupt a display, a log line or a CSV export:
 * - control characters (C0, DEL, C1); `multiLineText` allows newline and tab,
 * - the bidi embedding/override/isolate characters U+202A–U+202E and U+2066–U+2069 ("Trojan Source":
 *   they make a name read differently from what it is),
 * - unpaired UTF-16 surrogates (not text at all: they cannot be encoded as UTF-8).
 *
 * Both return a zod/mini string, so callers add their checks, `.check(z.minLength(1, 'Required'),
 * maxTextLength(100))`; the length checks see the normalized, trimmed text. Passwords are not text in
 * this sense and do not use these.
 */
import * as z from './zod';

export const TEXT_MESSAGES = {
  controlCharacter: 'Remove the control characters (such as line breaks) from this text.',
  multiLineControlCharacter: 'Remove the control characters from this text; only line breaks and tabs are allowed.',
  bidiCharacter: 'Remove the invisible text-direction characters from this text.',
  unpairedSurrogate: 'This text contains an invalid character. Please type it again.',
  tooLong: (max: number) => `Enter at most ${max} characters`,
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
  return z.string(params).check(
    z.refine(isWellFormedText, { message: TEXT_MESSAGES.unpairedSurrogate, abort: true }),
    z.refine((v) => !control.test(v), { message: controlMessage, abort: true }),
    z.refine((v) => !BIDI_CONTROL.test(v), { message: TEXT_MESSAGES.bidiCharacter, abort: true }),
    z.overwrite((v) => v.normalize('NFC')),
    z.trim(),
  );
}

/** One line of user text (names, titles, searches): no control characters at all. `params` as `z.string`'s. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  text(SINGLE_LINE_CONTROL, TEXT_MESSAGES.controlCharacter, params);

/** Several lines of user text (descriptions, comments): newline, carriage return and tab allowed; line breaks are kept. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  text(MULTI_LINE_CONTROL, TEXT_MESSAGES.multiLineControlCharacter, params);

/**
 * The longest a text may be, in UTF-16 code units after normalizing and trimming, with a message that
 * says so. A bare `z.maxLength` would take the text schema's own `error` (often 'Required'), which zod 4
 * gives every check without a message of its own.
 */
export const maxTextLength = (max: number) => z.maxLength(max, TEXT_MESSAGES.tooLong(max));

/**
 * A validation issue's place in the `errors` catalogue (issue 41 "every string a person reads comes from the
 * catalogues: … the API's error messages"; decisions MV1, MV2): zod's own English defaults ("Too big: expected
 * string to have <=255 characters", "Invalid input: expected boolean, received string", …) and the schemas'
 * messages built from the check's own bound (`TEXT_MESSAGES.tooLong(max)`, `UPLOAD_MESSAGES.tooLarge(bytes)`)
 * get a key and ICU values taken from the issue, so the error envelope words them in the caller's language.
 *
 * zod's wording is left to zod at parse time (shared/schemas/zod.ts sets its English once per container), and the
 * reader's language is applied only when the answer is written: switching zod's locale per request
 * (`z.config(z.locales.de())`) would change a setting every parse in the container shares, and zod's own German
 * and Spanish are not in our catalogues' register. A key here is a candidate: the envelope uses it only when the
 * key's English with these values is the issue's message word for word (functions/src/lib/i18n/messages.ts), so
 * a schema's own fixed message ('Required', 'enabled must be true or false') falls through to the by-text match.
 */
import type * as z from '../../../../shared/schemas/zod';
import { TEXT_MESSAGES } from '../../../../shared/schemas/text';
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import type { MessageKey } from '../http/errors';

/** A finalized zod issue, parsed with `reportInput` (an `invalid_type` issue's received type comes from its input). */
export type ValidationIssue = z.core.$ZodIssue & { input?: unknown };

/** zod's sizing words, by the check's origin: the keys (and so the nouns) each language words on its own. */
const TOO_BIG_KEYS: Record<string, string> = {
  string: 'validation.stringTooLong',
  array: 'validation.arrayTooLong',
  number: 'validation.numberTooBig',
};
const TOO_SMALL_KEYS: Record<string, string> = {
  string: 'validation.stringTooShort',
  array: 'validation.arrayTooShort',
  number: 'validation.numberTooSmall',
};

/** How a bound is meant: `exactly 5`, `<=5` or `<5` in zod's English. */
function boundOf(issue: { exact?: boolean; inclusive?: boolean }): string {
  if (issue.exact) return 'exact';
  return issue.inclusive ? 'inclusive' : 'exclusive';
}

/**
 * zod's `util.parsedType` and `util.stringifyPrimitive`, as its English locale uses them (zod/v4/core/util.js),
 * written out: reaching them through `z.util` keeps the whole util namespace in every bundle (issue 11 budgets).
 */
function parsedType(data: unknown): string {
  if (typeof data === 'number') return Number.isNaN(data) ? 'nan' : 'number';
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'array';
  if (typeof data === 'object') {
    const prototype: unknown = Object.getPrototypeOf(data);
    if (prototype !== Object.prototype && 'constructor' in data && typeof data.constructor === 'function')
      return data.constructor.name;
  }
  return typeof data;
}

function stringifyPrimitive(value: unknown): string {
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

/** zod's name of a type in a message (`nan` is written "NaN"; every other name as it is). */
function typeName(type: string): string {
  return type === 'nan' ? 'NaN' : type;
}

/** The schemas' own messages built from the check's bound, before zod's defaults: a too_big issue's. */
function boundMessageKey(issue: ValidationIssue): MessageKey | undefined {
  if (issue.code !== 'too_big') return undefined;
  const max = Number(issue.maximum);
  if (issue.origin === 'string' && issue.message === TEXT_MESSAGES.tooLong(max))
    return { key: 'text.tooLong', values: { max: String(max) } };
  if (issue.origin === 'number' && issue.message === UPLOAD_MESSAGES.tooLarge(max))
    return { key: 'uploads.tooLarge', values: { size: String(max / 1_000_000) } };
  return undefined;
}

/** zod's English default for `issue`, as a catalogue key with the values zod's English is built from. */
function defaultMessageKey(issue: ValidationIssue): MessageKey | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: 'validation.invalidType',
        values: { expected: typeName(issue.expected), received: typeName(parsedType(issue.input)) },
      };
    case 'invalid_value':
      return issue.values.length === 1
        ? { key: 'validation.invalidValue', values: { expected: stringifyPrimitive(issue.values[0]) } }
        : { key: 'validation.invalidOption', values: { options: issue.values.map(stringifyPrimitive).join('|') } };
    case 'too_big': {
      const key = TOO_BIG_KEYS[issue.origin];
      return key ? { key, values: { bound: boundOf(issue), max: issue.maximum.toString() } } : undefined;
    }
    case 'too_small': {
      const key = TOO_SMALL_KEYS[issue.origin];
      return key ? { key, values: { bound: boundOf(issue), min: issue.minimum.toString() } } : undefined;
    }
    case 'invalid_format':
      // Only the named formats the schemas use (email, uuid, ISO datetime); every regex has a message of its own.
      return { key: 'validation.invalidFormat', values: { format: issue.format } };
    case 'unrecognized_keys':
      return {
        key: 'validation.unrecognizedKeys',
        values: { count: issue.keys.length, keys: issue.keys.map(stringifyPrimitive).join(', ') },
      };
    case 'invalid_union':
      if ('options' in issue && issue.options?.length)
        return {
          key: 'validation.invalidDiscriminator',
          values: { options: issue.options.map((option) => `'${String(option)}'`).join(' | ') },
        };
      return { key: 'validation.invalidInput' };
    default:
      return { key: 'validation.invalidInput' };
  }
}

/**
 * The catalogue key (with values) that may word `issue`'s message, or undefined when only its English text can
 * (a schema's fixed message, matched word for word) or nothing (it stays English).
 */
export function issueMessageKey(issue: ValidationIssue): MessageKey | undefined {
  return boundMessageKey(issue) ?? defaultMessageKey(issue);
}

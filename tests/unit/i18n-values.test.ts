/**
 * Refusals built from values, in three languages (issue 41 "every string a person reads comes from the catalogues:
 * … the API's error messages"; decisions MV1–MV5): zod's own English defaults and the schemas' messages built
 * from a check's bound get an `errors` key with values taken from the issue (functions/src/lib/i18n/issue-messages.ts),
 * whose English gives zod's text word for word; the error envelope formats the caller's language and keeps the
 * English text for an English caller, and a key whose English is not the thrown text never words it.
 * The catalogues are read as written (JSON), like tests/unit/i18n-errors.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { IntlMessageFormat } from 'intl-messageformat';
import * as z from '../../shared/schemas/zod';
import { maxTextLength, singleLineText } from '../../shared/schemas/text';
import { UPLOAD_MESSAGES } from '../../shared/schemas/upload-limits';
import { REPORT_MESSAGES } from '../../shared/schemas/report-limits';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/auth-messages';
import { ANNOTATION_MESSAGES, AnnotationShapeSchema } from '../../shared/schemas/annotation-anchor';
import { LABEL_MESSAGES } from '../../shared/schemas/label-limits';
import { COPY_MESSAGES, maxCopiedRecords } from '../../shared/schemas/card-copy-limits';
import { NOT_A_TRELLO_BOARD } from '../../shared/schemas/trello-import-limits';
import { TRELLO_MAX_CARDS, tooManyTrelloCards } from '../../functions/src/services/imports/import-trello';
import { parseInput } from '../../functions/src/lib/http/validate';
import { BadRequestError, withMessageKey } from '../../functions/src/lib/http/errors';
import { domainHandler } from '../../functions/src/handlers/domain-handler';
import { translateErrorMessage } from '../../functions/src/lib/i18n/messages';
import { PUBLIC } from '../../functions/src/routes/policies';
import type { RouteEntry } from '../../functions/src/routes/route-entry';
import { loadEvent } from '../support/events';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';

/** Every language but English (French too, decisions FR1). */
const TRANSLATIONS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

type Catalogue = Record<string, string>;
const catalogue = (language: string): Catalogue =>
  JSON.parse(
    readFileSync(resolve(__dirname, `../../shared/i18n/locales/${language}/errors.json`), 'utf8'),
  ) as Catalogue;
const CATALOGUES: Record<string, Catalogue> = Object.fromEntries(LANGUAGES.map((lng) => [lng, catalogue(lng)]));
const format = (language: string, key: string, values?: Record<string, string | number>) =>
  String(new IntlMessageFormat(CATALOGUES[language][key], language).format(values));

/** The refusal `parseInput` throws for `input`. */
function refusal(schema: z.ZodMiniType, input: unknown): BadRequestError {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof BadRequestError) return error;
    throw error;
  }
  throw new Error('the input passed');
}

const field = <S extends z.ZodMiniType>(schema: S) => z.object({ value: schema });

/** A schema, an input it refuses, and zod's English message for it (the API's contract for English callers). */
const DEFAULTS: [string, z.ZodMiniType, unknown, string][] = [
  ['a number for a string', field(z.string()), 5, 'Invalid input: expected string, received number'],
  ['text for a boolean', field(z.boolean()), 'yes', 'Invalid input: expected boolean, received string'],
  ['an object for an array', field(z.array(z.string())), {}, 'Invalid input: expected array, received object'],
  ['null for a string', field(z.string()), null, 'Invalid input: expected string, received null'],
  ['a fraction for an integer', field(z.int()), 1.5, 'Invalid input: expected int, received number'],
  ['another option', field(z.enum(['open', 'closed'])), 'x', 'Invalid option: expected one of "open"|"closed"'],
  ['not the literal', field(z.literal('calendar')), 'x', 'Invalid input: expected "calendar"'],
  ['a long string', field(z.string().check(z.maxLength(3))), 'abcd', 'Too big: expected string to have <=3 characters'],
  ['a short string', field(z.string().check(z.minLength(2))), 'a', 'Too small: expected string to have >=2 characters'],
  [
    'a string not of a length',
    field(z.string().check(z.length(2))),
    'abc',
    'Too big: expected string to have exactly 2 characters',
  ],
  [
    'a long array',
    field(z.array(z.string()).check(z.maxLength(1))),
    ['a', 'b'],
    'Too big: expected array to have <=1 items',
  ],
  [
    'an empty array',
    field(z.array(z.string()).check(z.minLength(1))),
    [],
    'Too small: expected array to have >=1 items',
  ],
  ['a big number', field(z.int().check(z.maximum(10))), 11, 'Too big: expected number to be <=10'],
  ['a number not under', field(z.number().check(z.lt(10))), 10, 'Too big: expected number to be <10'],
  ['a small number', field(z.int().check(z.minimum(1))), 0, 'Too small: expected number to be >=1'],
  ['a number not over', field(z.number().check(z.gt(0))), 0, 'Too small: expected number to be >0'],
  ['an e-mail address', field(z.email()), 'x', 'Invalid email address'],
  ['a uuid', field(z.uuid()), 'x', 'Invalid UUID'],
  ['an ISO datetime', field(z.iso.datetime()), 'x', 'Invalid ISO datetime'],
];

describe('zod’s English defaults in every language', () => {
  it.each(DEFAULTS)('%s: keyed, and the key’s English is zod’s text word for word', (_name, schema, value, english) => {
    const error = refusal(schema, { value });
    expect(error.message).toBe(english);
    expect(error.errors).toEqual({ value: [english] });
    const keyed = error.messageKeys.get(english);
    expect(keyed, english).toBeDefined();
    expect(format('en', keyed!.key, keyed!.values)).toBe(english);
    for (const language of TRANSLATIONS) expect(format(language, keyed!.key, keyed!.values)).not.toBe(english);
  });

  it('keys unknown fields, one and several, with a plural', () => {
    const schema = z.strictObject({ a: z.string() });
    for (const [input, english] of [
      [{ a: 'x', b: 1 }, 'Unrecognized key: "b"'],
      [{ a: 'x', b: 1, c: 2 }, 'Unrecognized keys: "b", "c"'],
    ] as const) {
      const error = refusal(schema, input);
      expect(error.message).toBe(english);
      const keyed = error.messageKeys.get(english)!;
      expect(format('en', keyed.key, keyed.values)).toBe(english);
    }
    const two = refusal(schema, { a: 'x', b: 1, c: 2 }).messageKeys.get('Unrecognized keys: "b", "c"')!;
    expect(format('de', two.key, two.values)).toBe('Unbekannte Felder: "b", "c"');
    expect(format('es', two.key, two.values)).toBe('Campos desconocidos: "b", "c"');
  });

  it('keys a kind no branch of a discriminated union knows', () => {
    const error = refusal(field(AnnotationShapeSchema), { value: { type: 'circle' } });
    const keyed = error.messageKeys.get(error.message)!;
    expect(error.message).toBe("Invalid discriminator value. Expected 'point' | 'rect' | 'path'");
    expect(format('en', keyed.key, keyed.values)).toBe(error.message);
    expect(format('de', keyed.key, keyed.values)).toBe(
      "Ungültiger Wert für den Typ. Erwartet wird 'point' | 'rect' | 'path'",
    );
  });

  it('words the bound as the reader’s language does', () => {
    const long = refusal(field(z.string().check(z.maxLength(3))), { value: 'abcd' });
    const keyed = long.messageKeys.get(long.message)!;
    expect(format('de', keyed.key, keyed.values)).toBe('Zu lang: höchstens 3 Zeichen erlaubt');
    expect(format('es', keyed.key, keyed.values)).toBe('Demasiado largo: como máximo 3 caracteres');
    const type = refusal(field(z.boolean()), { value: 'yes' });
    const typeKey = type.messageKeys.get(type.message)!;
    expect(format('de', typeKey.key, typeKey.values)).toBe(
      'Ungültige Eingabe: erwartet wird boolean, erhalten wurde string',
    );
  });

  it('keys a schema’s message built from the check’s bound, and leaves a fixed one to the by-text match', () => {
    const name = refusal(field(singleLineText().check(maxTextLength(10))), { value: 'x'.repeat(11) });
    expect(name.message).toBe('Enter at most 10 characters');
    expect(name.messageKeys.get(name.message)).toEqual({ key: 'text.tooLong', values: { max: '10' } });
    expect(format('de', 'text.tooLong', { max: '10' })).toBe('Geben Sie höchstens 10 Zeichen ein');
    const size = refusal(field(z.int().check(z.maximum(5_000_000, UPLOAD_MESSAGES.tooLarge(5_000_000)))), {
      value: 6_000_000,
    });
    expect(size.message).toBe('Maximum file size is 5MB.');
    expect(format('en', 'uploads.tooLarge', size.messageKeys.get(size.message)!.values)).toBe(size.message);
    // A schema's own fixed text gets a candidate key whose English differs: the envelope matches it by text.
    const flag = refusal(field(z.boolean({ error: 'enabled must be true or false' })), { value: 'x' });
    const candidate = flag.messageKeys.get(flag.message);
    expect(candidate && format('en', candidate.key, candidate.values)).not.toBe(flag.message);
  });
});

describe('the error envelope with keyed messages', () => {
  const route: RouteEntry = { method: 'POST', path: '/api/v1/health', domain: 'health', policy: PUBLIC, summary: '' };
  const Schema = z.object({
    name: singleLineText().check(maxTextLength(5)),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    count: z.int().check(z.maximum(3)),
  });
  const handler = domainHandler('health', [route], {
    'POST /api/v1/health': async ({ body, query }) => {
      if (query.wrongKey)
        throw withMessageKey(new BadRequestError('Something else entirely'), 'text.tooLong', { max: '5' });
      parseInput(Schema, body);
      return { data: null };
    },
  });
  const call = async (body: unknown, language?: string, query?: Record<string, string>) => {
    const event = loadEvent<Record<string, unknown>>('http-api/public');
    const answer = (await handler(
      {
        ...event,
        routeKey: 'POST /api/v1/health',
        body: JSON.stringify(body),
        queryStringParameters: query,
        headers: { ...(event.headers as object), ...(language ? { 'accept-language': language } : {}) },
      } as never,
      { functionName: 'health', awsRequestId: 'r1' } as Context,
    )) as { statusCode: number; body: string };
    return { statusCode: answer.statusCode, ...(JSON.parse(answer.body) as Record<string, unknown>) };
  };
  const bad = { name: 'abcdefg', enabled: 'yes', count: 4 };

  it('answers English callers zod’s and the schema’s English, unchanged', async () => {
    expect(await call(bad)).toEqual({
      statusCode: 400,
      status: 'error',
      message: 'Enter at most 5 characters',
      errors: {
        name: ['Enter at most 5 characters'],
        enabled: ['enabled must be true or false'],
        count: ['Too big: expected number to be <=3'],
      },
    });
  });

  it('answers German and Spanish callers in their language, field by field', async () => {
    expect(await call(bad, 'de-DE,de;q=0.9')).toEqual({
      statusCode: 400,
      status: 'error',
      message: 'Geben Sie höchstens 5 Zeichen ein',
      errors: {
        name: ['Geben Sie höchstens 5 Zeichen ein'],
        enabled: ['enabled muss true oder false sein'],
        count: ['Zu groß: höchstens 3 erlaubt'],
      },
    });
    expect(await call(bad, 'es')).toMatchObject({
      message: 'Escribe como máximo 5 caracteres',
      errors: {
        name: ['Escribe como máximo 5 caracteres'],
        enabled: ['enabled debe ser true o false'],
        count: ['Demasiado grande: como máximo 3'],
      },
    });
  });

  it('never words a message with a key whose English is another text', async () => {
    expect(await call({}, 'de', { wrongKey: '1' })).toMatchObject({
      statusCode: 400,
      message: 'Something else entirely',
    });
    expect(await translateErrorMessage('Something else', 'de', { key: 'text.tooLong', values: { max: '5' } })).toBe(
      'Something else',
    );
    expect(
      await translateErrorMessage('Enter at most 5 characters', 'de', { key: 'text.tooLong', values: { max: '5' } }),
    ).toBe('Geben Sie höchstens 5 Zeichen ein');
  });
});

describe('the keys given at throw sites give their English word for word', () => {
  // The envelope words a keyed refusal only when this holds (decisions MV1): a mismatch would answer English.
  const cases: Array<[string, Record<string, string | number>, string]> = [
    ['uploads.tooLarge', { size: '5' }, UPLOAD_MESSAGES.tooLarge(5_000_000)],
    ['uploads.tooLarge', { size: '10' }, UPLOAD_MESSAGES.tooLarge(10_000_000)],
    ['uploads.tooManyOpen', { limit: '20' }, UPLOAD_MESSAGES.tooManyOpen(20)],
    ['reports.badDayOf', { field: 'from' }, `from ${REPORT_MESSAGES.badDay}`],
    ['accounts.emailTaken', {}, `Email ${ACCOUNT_MESSAGES.emailTaken}`],
    ['annotations.pageBeyond', { count: 1, pages: '1' }, ANNOTATION_MESSAGES.pageBeyond(1)],
    ['annotations.pageBeyond', { count: 1234, pages: '1234' }, ANNOTATION_MESSAGES.pageBeyond(1234)],
    ['cards.notMembers', { count: 1, ids: 'u1' }, `This user ${LABEL_MESSAGES.notMember}: u1`],
    ['cards.notMembers', { count: 2, ids: 'u1, u2' }, `These users ${LABEL_MESSAGES.notMember}: u1, u2`],
    ['imports.strayCard', { card: 'Logo' }, `${NOT_A_TRELLO_BOARD} (card "Logo" is in no list of the file)`],
    ['imports.tooManyCards', { count: '1200', max: String(TRELLO_MAX_CARDS) }, tooManyTrelloCards(1200)],
    ...[1, 2, 5].flatMap((copies) =>
      [
        [0, false],
        [2, true],
      ].map(([jobs, storage]): [string, Record<string, string | number>, string] => [
        'cardCopy.tooLarge',
        {
          copies: String(copies),
          count: copies,
          records: '1500',
          fit: String(maxCopiedRecords(copies, jobs as number, storage as boolean)),
        },
        COPY_MESSAGES.tooLarge(copies, 1500, jobs as number, storage as boolean),
      ]),
    ),
  ];

  it.each(cases)('%s %j', (key, values, english) => {
    expect(format('en', key, values)).toBe(english);
    for (const language of TRANSLATIONS) {
      const text = format(language, key, values);
      expect(text).not.toBe(english);
      for (const value of Object.values(values)) if (typeof value === 'string') expect(text).toContain(value);
    }
  });
});

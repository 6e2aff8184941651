/**
 * The shared schemas on zod/mini (shared/schemas/zod.ts; issue 11 "Lambda size and cold start";
 * docs/decisions.md I19): the API and the web app keep the behaviour they had on classic zod — zod's
 * English default messages, coerced query numbers, defaults, trimmed text, refinements on the right field.
 */
import { describe, expect, it } from 'vitest';
import { SignInRequestSchema, RegisterRequestSchema } from '../../shared/schemas/auth';
import { UpdateCardRequestSchema, UpdateStageQuerySchema } from '../../shared/schemas/card';
import { CreateStageRequestSchema, StageSortQuerySchema } from '../../shared/schemas/stage';
import { NotificationFilterSettingsInputSchema } from '../../shared/schemas/notification';
import { DestroyContentsRequestSchema, ReplaceContentRequestSchema } from '../../shared/schemas/contents';
import { CreateOrganizationRequestSchema } from '../../shared/schemas/organization';
import { UpdateStageRequestSchema } from '../../shared/schemas/stage';
import * as z from '../../shared/schemas/zod';

/** `[field path, message]` of each issue, or the parsed data. */
function outcome(result: z.util.SafeParseResult<unknown>): unknown {
  return result.success ? result.data : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('shared schemas on zod/mini', () => {
  it('answer with zod’s English default messages where a schema gives none (the locale is configured)', () => {
    expect(outcome(StageSortQuerySchema.safeParse({ sort_type: 'ascending', page: '2.5' }))).toEqual([
      ['page', 'Invalid input: expected int, received number'],
    ]);
    expect(outcome(StageSortQuerySchema.safeParse({ sort_type: 'ascending', page: 'x' }))).toEqual([
      ['page', 'Invalid input: expected number, received NaN'],
    ]);
    expect(outcome(z.object({ n: z.number().check(z.maximum(3)) }).safeParse({ n: 4 }))).toEqual([
      ['n', 'Too big: expected number to be <=3'],
    ]);
  });

  it('say "Required" of a field left out, as the spec does of every required field, unless the schema says otherwise', () => {
    expect(outcome(UpdateStageQuerySchema.safeParse({}))).toEqual([['stage_id', 'Required']]);
    expect(outcome(UpdateStageQuerySchema.safeParse({ stage_id: 'nope' }))).toEqual([['stage_id', 'Invalid UUID']]);
    expect(outcome(UpdateStageQuerySchema.safeParse({ stage_id: 7 }))).toEqual([
      ['stage_id', 'Invalid input: expected string, received number'],
    ]);
    expect(outcome(StageSortQuerySchema.safeParse({}))).toEqual([['sort_type', 'Choose ascending or descending']]);
    expect(outcome(DestroyContentsRequestSchema.safeParse({}))).toEqual([['ids', 'Required']]);
    expect(outcome(ReplaceContentRequestSchema.safeParse({ key: 'k', filename: 'a.png' }))).toEqual([
      ['replace', 'Required'],
    ]);
  });

  it('coerce query strings to numbers and fill defaults', () => {
    expect(StageSortQuerySchema.parse({ sort_type: 'descending', per_page: '25' })).toEqual({
      sort_type: 'descending',
      page: 1,
      per_page: 25,
    });
    expect(CreateStageRequestSchema.parse({ name: '   ' })).toEqual({
      name: 'Untitled',
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: false,
      require_approval_from_client: false,
    });
  });

  it('keep the spec’s own messages, on the field they belong to', () => {
    expect(outcome(SignInRequestSchema.safeParse({ email: 'nope', password: 'p' }))).toEqual([
      ['email', 'Invalid email'],
    ]);
    expect(SignInRequestSchema.parse({ email: '  Ann@example.com ', password: 'p' }).email).toBe('Ann@example.com');
    const mismatch = {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      password: '123456',
      password_confirmation: '654321',
    };
    expect(outcome(RegisterRequestSchema.safeParse(mismatch))).toEqual([
      ['password_confirmation', 'Should match password'],
    ]);
    expect(outcome(UpdateCardRequestSchema.safeParse({}))).toEqual([['base', 'Nothing to change']]);
    expect(outcome(UpdateCardRequestSchema.safeParse({ reminder_in_day: 2.5 }))).toEqual([
      ['reminder_in_day', 'Reminder must be a whole number of days from 0 to 7'],
    ]);
  });

  it('say a text is too long, not "Required", when it passes its limit (the schema’s own error would apply to every check)', () => {
    expect(outcome(CreateOrganizationRequestSchema.safeParse({ name: 'x'.repeat(101) }))).toEqual([
      ['name', 'Enter at most 100 characters'],
    ]);
    expect(outcome(CreateOrganizationRequestSchema.safeParse({ name: `  ${'x'.repeat(100)}  ` }))).toEqual({
      name: 'x'.repeat(100),
    });
    expect(outcome(CreateOrganizationRequestSchema.safeParse({ name: '   ' }))).toEqual([['name', 'Required']]);
    expect(outcome(UpdateStageRequestSchema.safeParse({ name: 'y'.repeat(101) }))).toEqual([
      ['name', 'Enter at most 100 characters'],
    ]);
  });

  it('reject unknown keys where a schema is strict', () => {
    expect(NotificationFilterSettingsInputSchema.parse({ view_comments: false })).toEqual({ view_comments: false });
    expect(NotificationFilterSettingsInputSchema.safeParse({ view_comments: false, id: 'x' }).success).toBe(false);
  });
});

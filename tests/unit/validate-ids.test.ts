/**
 * The id forms Greenlight issues (issue 10; docs/decisions.md S20): what `assertWellFormedIds` lets
 * through to the data layer and what it answers 404 (or "Invitation Expired") for.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import { assertWellFormedIds, isIdOf } from '../../functions/src/lib/http/validate-ids';

const none = { params: {}, query: {}, headers: {}, body: {} };

describe('id forms', () => {
  it('accepts every id form we issue', () => {
    expect(isIdOf('uuid', randomUUID())).toBe(true);
    expect(isIdOf('uuid', uuidv7())).toBe(true);
    expect(isIdOf('token', randomBytes(32).toString('base64url'))).toBe(true);
    expect(isIdOf('popup', 'archive_card')).toBe(true);
  });

  it('refuses long, empty, non-string and wrongly shaped ids', () => {
    for (const value of ['a1'.repeat(1500), '', 42, null, `${randomUUID()}x`, 'not-a-uuid'])
      expect(isIdOf('uuid', value), String(value)).toBe(false);
    for (const value of ['a'.repeat(3000), 'a'.repeat(42), `${'a'.repeat(42)}=`])
      expect(isIdOf('token', value)).toBe(false);
    for (const value of ['a'.repeat(65), 'Archive', '1card', '', 42])
      expect(isIdOf('popup', value), String(value)).toBe(false);
  });
});

describe('assertWellFormedIds', () => {
  it('lets well-formed ids through in every place', () => {
    const id = randomUUID();
    expect(() =>
      assertWellFormedIds({
        params: { id, sid: id },
        query: { organization_id: id, notification_id: uuidv7() },
        headers: { org_id: id },
        body: { workspace_id: id },
      }),
    ).not.toThrow();
  });

  it('answers 404 with the scope it names for a malformed id in the path, query, header or body', () => {
    const long = 'a'.repeat(3000);
    expect(() => assertWellFormedIds({ ...none, params: { cid: long } })).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Not found' }),
    );
    expect(() => assertWellFormedIds({ ...none, query: { workspace_id: long } })).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Workspace not found' }),
    );
    expect(() => assertWellFormedIds({ ...none, headers: { org_id: long } })).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Organization not found' }),
    );
    expect(() => assertWellFormedIds({ ...none, body: { organization_id: 7 } })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it('answers an invitation link with a malformed token as an expired one, and refuses unknown parameter names', () => {
    expect(() => assertWellFormedIds({ ...none, params: { token: 'x'.repeat(3000) } })).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Invitation Expired' }),
    );
    expect(() => assertWellFormedIds({ ...none, params: { mystery: randomUUID() } })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { GREENLIGHT_NAMESPACE, isUuid, uuidv5, uuidv7 } from './uuid';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID carrying the millisecond timestamp', () => {
    const id = uuidv7(Date.UTC(2026, 0, 1));
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 1));
  });

  it('sorts in creation order, also within one millisecond and when the clock steps back', () => {
    const now = Date.now() + 10_000;
    const ids = [...Array.from({ length: 5000 }, () => uuidv7(now)), uuidv7(now - 5), uuidv7(now + 1)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the given timestamp again after an id made a week ahead (an injected clock, R19)', () => {
    const now = Date.now();
    uuidv7(now + 7 * 86_400_000);
    const id = uuidv7(now);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });
});

describe('uuidv5 (issue 36: made by the uuid package)', () => {
  it('gives the ids the earlier home-made generator stored, so stored keys still deduplicate', () => {
    // Values from the hand-written SHA-1 generator this module replaced (search history, webhook event ids).
    expect(uuidv5('hello')).toBe('0af1587a-b5e8-58d9-b480-1add22a9d7da');
    expect(uuidv5('café ✓')).toBe('7150217c-2007-51ab-9e54-dbcd3b0cb2ce');
    expect(uuidv5('recurring_card:t1:2026-01-01T09:00:00.000Z:2026-01-01T09:00:00.000Z')).toBe(
      '1392dd58-ca53-587f-af3e-e2f6016bfa42',
    );
    expect(uuidv5('hello', GREENLIGHT_NAMESPACE)).toBe(uuidv5('hello'));
  });
});

describe('isUuid', () => {
  it('takes any version and variant in canonical form, in either case, and nothing else', () => {
    expect(isUuid('44444444-4444-4444-4444-444444444444')).toBe(true);
    expect(isUuid('0190F7A2-1B2C-7D3E-8F40-123456789ABC')).toBe(true);
    expect(isUuid('0190f7a21b2c7d3e8f40123456789abc')).toBe(false);
    expect(isUuid(' 0190f7a2-1b2c-7d3e-8f40-123456789abc')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

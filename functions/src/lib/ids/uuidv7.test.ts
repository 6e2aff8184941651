import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './uuidv7';

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

import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_HEADER, requestNow } from './clock';

describe('requestNow', () => {
  const saved = process.env.LOCAL_CLOCK_HEADER;
  afterEach(() => {
    if (saved === undefined) delete process.env.LOCAL_CLOCK_HEADER;
    else process.env.LOCAL_CLOCK_HEADER = saved;
  });

  it('ignores the clock header unless the local stack enables it', () => {
    delete process.env.LOCAL_CLOCK_HEADER;
    expect(requestNow({ [CLOCK_HEADER]: '2030-01-01T00:00:00Z' }, 42)).toBe(42);
  });

  it('runs as of the header on the local stack, and ignores a malformed one', () => {
    process.env.LOCAL_CLOCK_HEADER = '1';
    expect(requestNow({ [CLOCK_HEADER]: '2030-01-01T00:00:00Z' }, 42)).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(requestNow({ [CLOCK_HEADER]: 'soon' }, 42)).toBe(42);
    expect(requestNow({}, 42)).toBe(42);
  });
});

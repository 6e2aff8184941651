import { describe, expect, it } from 'vitest';
import { formatLocalInput, localInputToIso } from './datetime-local';

describe('datetime-local values', () => {
  it('reads the input as local time', () => {
    const iso = localInputToIso('2026-03-04T15:30');
    expect(iso).not.toBeNull();
    const back = new Date(iso!);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours(), back.getMinutes()]).toEqual([
      2026, 2, 4, 15, 30,
    ]);
  });

  it('treats empty or invalid input as no date', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
    expect(formatLocalInput('')).toBe('');
  });

  it("formats in the cards spec's 'MMM dd, yyyy hh:mm a'", () => {
    expect(formatLocalInput('2026-03-04T15:30')).toBe('Mar 04, 2026 03:30 PM');
  });
});

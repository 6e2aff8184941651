import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.9)).toBe('0:00:59');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
    expect(formatDuration(-5)).toBe('0:00:00');
  });
});

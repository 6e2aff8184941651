import { describe, expect, it } from 'vitest';
import { storageWarningLevel } from './storage-warning';

describe('storageWarningLevel', () => {
  const cap = 100_000_000;
  it('warns from 70% of the cap and says full at the cap', () => {
    expect(storageWarningLevel(69_999_999, cap)).toBeNull();
    expect(storageWarningLevel(70_000_000, cap)).toBe('warning');
    expect(storageWarningLevel(99_999_999, cap)).toBe('warning');
    expect(storageWarningLevel(100_000_000, cap)).toBe('full');
  });
  it('never warns without a cap', () => {
    expect(storageWarningLevel(10 ** 12, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fullName, nameInitials } from './names';

describe('names', () => {
  it('joins and trims first and last name', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(fullName(undefined, 'Lovelace')).toBe('Lovelace');
    expect(fullName('', '')).toBe('');
  });

  it('gives upper-case initials, falling back to the first letter of the fallback', () => {
    expect(nameInitials('ada', 'lovelace')).toBe('AL');
    expect(nameInitials('Ada', undefined)).toBe('A');
    expect(nameInitials('', '', 'zoe@example.com')).toBe('Z');
    expect(nameInitials(null, null)).toBe('');
  });
});

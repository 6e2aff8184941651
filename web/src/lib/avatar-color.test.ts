import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor } from './avatar-color';

describe('avatarColor (issue 11)', () => {
  it('gives the same user the same colour, and spreads users over the palette', () => {
    const id = '6f1c2a5e-0d3b-4c7e-9a51-2b8d4e6f7a10';
    expect(avatarColor(id)).toBe(avatarColor(id));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColor(`user-${i}`)));
    expect(used.size).toBe(AVATAR_COLORS.length);
  });

  it('tells apart two users whatever their initials, since it reads the id', () => {
    expect(avatarColor('user-1')).not.toEqual(avatarColor('user-2'));
  });

  it('keeps the text readable on every tint (WCAG AA)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { background, color } of AVATAR_COLORS)
      expect((luminance(background) + 0.05) / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

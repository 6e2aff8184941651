/**
 * The colour of a user's initials avatar, chosen from the user's id (issue 11: two members with the same
 * initials must not look alike, so the colour cannot come from the initials). The same user gets the
 * same colour everywhere. Each pair keeps dark text on a light tint at a WCAG AA contrast (≥ 4.5:1).
 */

/** Background and text colours (`#rrggbb`). */
export interface AvatarColor {
  background: string;
  color: string;
}

export const AVATAR_COLORS: readonly AvatarColor[] = [
  { background: '#d7f0e1', color: '#0b4d2a' },
  { background: '#dbe7fb', color: '#163d7a' },
  { background: '#fde4cf', color: '#7a3a06' },
  { background: '#ecdcf7', color: '#5b2380' },
  { background: '#fbdada', color: '#7d1d1d' },
  { background: '#d3f1ee', color: '#0c524b' },
  { background: '#f6ebc4', color: '#5e4a06' },
  { background: '#e3e6ea', color: '#2e3a47' },
];

/** 32-bit FNV-1a of a string: a cheap, well-spread hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The avatar colours of the user with this id (any string; the same id always gives the same pair). */
export function avatarColor(userId: string): AvatarColor {
  return AVATAR_COLORS[fnv1a(userId) % AVATAR_COLORS.length];
}

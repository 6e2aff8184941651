import { describe, expect, it } from 'vitest';
import { cardIdFromSlug, cardSlug, compactId, expandId, parameterize } from './card-slug';

describe('card slugs (cards spec §2: the id is the part before the first dash)', () => {
  const id = '0187162d-4025-455c-aa2e-5ebd663bb9b8';
  const compact = '0187162d4025455caa2e5ebd663bb9b8';

  it('writes the id without dashes, then the parameterized name', () => {
    expect(cardSlug({ id, name: 'Home Mock-up (v2)!' })).toBe(`${compact}-home-mock-up-v2`);
    expect(cardSlug({ id, name: 'Crème brûlée' })).toBe(`${compact}-creme-brulee`);
    expect(cardSlug({ id, name: '!!!' })).toBe(compact);
  });

  it('reads the id back as the part before the first dash', () => {
    expect(cardIdFromSlug(`${compact}-home-mock-up`)).toBe(id);
    expect(cardIdFromSlug(compact)).toBe(id);
    expect(cardIdFromSlug(cardSlug({ id, name: 'A - B - C' }))).toBe(id);
  });

  it('still opens older links that start with the full UUID', () => {
    expect(cardIdFromSlug(`${id}-home-mock-up`)).toBe(id);
    expect(cardIdFromSlug(id.toUpperCase())).toBe(id);
  });

  it('is undefined for a missing or malformed slug', () => {
    expect(cardIdFromSlug(undefined)).toBeUndefined();
    expect(cardIdFromSlug('')).toBeUndefined();
    expect(cardIdFromSlug('12-home')).toBeUndefined();
    expect(cardIdFromSlug(`${compact}0-home`)).toBeUndefined();
  });

  it('round-trips ids and caps the name part', () => {
    expect(expandId(compactId(id))).toBe(id);
    expect(expandId('xyz')).toBeNull();
    expect(parameterize('a'.repeat(100))).toHaveLength(60);
    expect(parameterize('word '.repeat(30)).endsWith('-')).toBe(false);
  });
});

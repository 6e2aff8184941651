import { describe, expect, it } from 'vitest';
import { cardIdFromSlug } from './card-slug';

describe('cardIdFromSlug', () => {
  const id = '0187162d-4025-455c-aa2e-5ebd663bb9b8';
  it('takes the UUID at the start of the slug, dashes and all', () => {
    expect(cardIdFromSlug(`${id}-home-mock-up`)).toBe(id);
    expect(cardIdFromSlug(id)).toBe(id);
  });
  it('is undefined without a slug', () => {
    expect(cardIdFromSlug(undefined)).toBeUndefined();
    expect(cardIdFromSlug('')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { reviewTokenOf } from './review-token';

describe('reviewTokenOf (issue 37; decisions L1)', () => {
  it('reads the token of /review/{token}', () => {
    expect(reviewTokenOf('/review/abc_DEF-123')).toBe('abc_DEF-123');
    expect(reviewTokenOf('/review/abc/')).toBe('abc');
  });
  it('has none at /review, elsewhere or for a malformed escape', () => {
    expect(reviewTokenOf('/review')).toBeNull();
    expect(reviewTokenOf('/review/')).toBeNull();
    expect(reviewTokenOf('/review/a/b')).toBeNull();
    expect(reviewTokenOf('/reviews/abc')).toBeNull();
    expect(reviewTokenOf('/review/%E0%A4%A')).toBeNull();
  });
});

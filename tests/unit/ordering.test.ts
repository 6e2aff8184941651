/**
 * Fractional ordering (BRIEF §3): keys between neighbours, and the fallback when concurrent moves left
 * neighbours equal or inverted.
 */
import { generateKeyBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { neighboursOf, positionBetween } from '../../functions/src/data/ordering';

describe('positionBetween', () => {
  it('places a key strictly between two neighbours, and at either end', () => {
    const first = positionBetween(null, null);
    const after = positionBetween(first, null);
    const before = positionBetween(null, first);
    const middle = positionBetween(first, after);
    expect([before, first, middle, after].sort()).toEqual([before, first, middle, after]);
    expect(new Set([before, first, middle, after]).size).toBe(4);
  });

  it('falls back to right after `before` when the neighbours are equal or inverted', () => {
    expect(positionBetween('a1', 'a1') > 'a1').toBe(true);
    expect(positionBetween('a2', 'a1') > 'a2').toBe(true);
  });

  it('gives two moves into the same gap different keys, both strictly between (issue 10 jitter)', () => {
    const [a, b] = ['a0', 'a1'];
    const keys = [0, 0.31, 0.62, 0.999].map((r) => positionBetween(a, b, () => r));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key > a && key < b).toBe(true);
    // Each is a valid key the next move can build on.
    expect(positionBetween(keys[0], keys[1]) > keys[0]).toBe(true);
    // A narrow gap stays bracketed.
    const tight = positionBetween('a0', 'a0V', () => 0.999);
    expect(tight > 'a0' && tight < 'a0V').toBe(true);
  });

  it('gives two moves into the same gap different keys even where the shortest key is a prefix of the upper neighbour (issue 25)', () => {
    // fractional-indexing's key between these is "a1", a prefix of the upper one: the suffix used to be dropped.
    expect(generateKeyBetween('a0xyz', 'a1abc')).toBe('a1');
    const keys = [0, 0.5, 0.999].map((r) => positionBetween('a0xyz', 'a1abc', () => r));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key > 'a0xyz' && key < 'a1abc').toBe(true);
    // Upper neighbours that extend the key by "0…" or "1" still leave room for a suffix.
    for (const after of ['a101', 'a11', 'a1001', 'a10001V']) {
      const key = positionBetween('a0', after, () => 0.999);
      expect(key > 'a0' && key < after, after).toBe(true);
    }
  });

  it('never gives two concurrent moves into the same gap one key, in a stage built by random moves', () => {
    let same = 0;
    for (let round = 0; round < 200; round++) {
      const keys: string[] = [];
      for (let i = 0; i < 20; i++) keys.push(positionBetween(keys.at(-1) ?? null, null));
      for (let m = 0; m < 100; m++) {
        const i = Math.floor(Math.random() * (keys.length + 1));
        const [before, after] = [keys[i - 1] ?? null, keys[i] ?? null];
        const [a, b] = [positionBetween(before, after), positionBetween(before, after)];
        if (a === b) same += 1;
        for (const key of [a, b])
          expect((before === null || key > before) && (after === null || key < after)).toBe(true);
        // Each is a valid key the next move can build on.
        expect(() => generateKeyBetween(a, after)).not.toThrow();
        keys.splice(i, 0, a);
      }
    }
    expect(same).toBe(0);
  });

  it('keeps finding room after many inserts at the same spot', () => {
    let low = positionBetween(null, null);
    const high = positionBetween(low, null);
    for (let i = 0; i < 200; i++) {
      const next = positionBetween(low, high);
      expect(next > low && next < high).toBe(true);
      low = next;
    }
  });
});

describe('neighboursOf', () => {
  it('finds the ids around a moved id, null at the ends and for unknown ids', () => {
    expect(neighboursOf(['a', 'b', 'c'], 'b')).toEqual({ beforeId: 'a', afterId: 'c' });
    expect(neighboursOf(['a', 'b'], 'a')).toEqual({ beforeId: null, afterId: 'b' });
    expect(neighboursOf(['a'], 'z')).toEqual({ beforeId: null, afterId: null });
  });
});

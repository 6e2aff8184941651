/**
 * Direction-safe CSS (issue 41 "Direction-safe CSS: logical properties (`margin-inline-start` and the like), so
 * that a right-to-left language can be added later without a redesign"; decisions LV13): no stylesheet of the web
 * app uses a physical left/right property, `text-align: left|right`, or a four-value margin, padding or inset
 * whose left and right differ. A coordinate that is physical by nature (a pin's place on a picture) is set inline
 * from the data, or marked on its line with `/* physical: why *\/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PHYSICAL = [
  /^\s*(margin|padding)-(left|right)\s*:/,
  /^\s*border-(left|right)(-[a-z]+)?\s*:/,
  /^\s*border-(top|bottom)-(left|right)-radius\s*:/,
  /^\s*(left|right)\s*:/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\b(float|clear)\s*:\s*(left|right)\b/,
];

/** Every stylesheet under web/src. */
const stylesheets = (): string[] =>
  readdirSync('web/src', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join('web/src', name));

/** A four-value `margin`, `padding` or `inset` whose second (right) and fourth (left) values differ. */
function asymmetricShorthand(line: string): boolean {
  const match = /^\s*(margin|padding|inset)\s*:\s*([^;]+);/.exec(line);
  if (!match) return false;
  const values = match[2]!.trim().split(/\s+/);
  return values.length === 4 && values[1] !== values[3];
}

/** `file:line: text` of every physical declaration in `web/src`'s stylesheets. */
function physicalDeclarations(): string[] {
  return stylesheets().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, at: `${file}:${index + 1}: ${line.trim()}` }))
      .filter(({ line }) => !line.includes('/* physical:'))
      .filter(({ line }) => PHYSICAL.some((pattern) => pattern.test(line)) || asymmetricShorthand(line))
      .map(({ at }) => at),
  );
}

describe('direction-safe stylesheets', () => {
  it('finds the web app’s stylesheets', () => {
    expect(stylesheets().length).toBeGreaterThan(20);
  });

  it('use logical properties, not left and right', () => {
    expect(physicalDeclarations()).toEqual([]);
  });

  it('recognises what it refuses', () => {
    for (const line of ['  margin-left: 1rem;', '  right: 0;', '  text-align: left;', '  border-right-color: red;'])
      expect(
        PHYSICAL.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    expect(asymmetricShorthand('  padding: 0 1rem 0 2rem;')).toBe(true);
    expect(asymmetricShorthand('  padding: 0 1rem 0 1rem;')).toBe(false);
    expect(PHYSICAL.some((pattern) => pattern.test('  margin-inline-start: 1rem;'))).toBe(false);
  });
});

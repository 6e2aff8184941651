/**
 * No production dependency of the hosted service is AGPL or GPL (issue 24; BRIEF §7 "Uploads": "no
 * production dependency of a hosted service may be AGPL or GPL"; decision U4).
 *
 * The production tree is what `npm ls --omit=dev --all --parseable --long` lists: every installed package
 * the root's `dependencies` reach, nested copies included, less those npm marks EXTRANEOUS (installed,
 * but reached by nothing in package.json: a shared or half-updated node_modules has some). Each package's own package.json gives its
 * licence (`license`, an SPDX expression, or the legacy `licenses` list, read as alternatives). LGPL is
 * fine (libvips, under sharp); an expression is judged as SPDX means it: `X OR Y` passes when either
 * side does, `X AND Y` only when both do, and `WITH` an exception keeps the licence it qualifies.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** GPL or AGPL of any version, not LGPL. */
const COPYLEFT = /(?<!l)gpl/i;

/** Whether an SPDX licence expression forbids use in a hosted service (it cannot be met without GPL or AGPL). */
function isCopyleft(expression: string): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  // expression := conjunction ('OR' conjunction)* ; conjunction := term ('AND' term)* ; term := '(' expression ')' | id ('WITH' id)?
  const parseOr = (): boolean => {
    let forbidden = parseAnd();
    while (peek() === 'OR') {
      at++;
      forbidden = parseAnd() && forbidden;
    }
    return forbidden;
  };
  const parseAnd = (): boolean => {
    let forbidden = parseTerm();
    while (peek() === 'AND') {
      at++;
      forbidden = parseTerm() || forbidden;
    }
    return forbidden;
  };
  const parseTerm = (): boolean => {
    const token = tokens[at++];
    if (token === undefined || token === ')') throw new SyntaxError(`unexpected end in "${expression}"`);
    if (token === '(') {
      const forbidden = parseOr();
      if (tokens[at++] !== ')') throw new SyntaxError(`unbalanced "(" in "${expression}"`);
      return forbidden;
    }
    if (peek() === 'WITH') at += 2;
    return COPYLEFT.test(token);
  };
  try {
    const forbidden = parseOr();
    if (at !== tokens.length) throw new SyntaxError(`trailing "${tokens[at]}" in "${expression}"`);
    return forbidden;
  } catch {
    // Not SPDX ("GNU GPL v3", "MIT/X11"): judged as a whole.
    return COPYLEFT.test(expression);
  }
}

/** The licence a package.json declares, as one expression, or undefined when it declares none that can be read. */
function licenceOf(manifest: { license?: unknown; licenses?: unknown }): string | undefined {
  const type = (entry: unknown) =>
    typeof entry === 'string'
      ? entry
      : typeof (entry as { type?: unknown })?.type === 'string'
        ? (entry as { type: string }).type
        : undefined;
  if (manifest.license !== undefined) return type(manifest.license);
  if (Array.isArray(manifest.licenses)) {
    const types = manifest.licenses.map(type);
    return types.length > 0 && types.every((t) => t !== undefined)
      ? types.map((t) => `(${t})`).join(' OR ')
      : undefined;
  }
  return undefined;
}

interface InstalledPackage {
  /** name@version */
  id: string;
  /** relative to the repository root */
  path: string;
  licence: string | undefined;
}

/** Every package of the production tree (`npm ls --omit=dev --all --parseable --long`), the root and extraneous packages excluded. */
function productionPackages(): InstalledPackage[] {
  const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '--long'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // npm exits 1 (ELSPROBLEMS) for an extraneous or invalid package in the tree, but still lists it all.
  // A line is `path:name@version[:realpath][:FLAG…]`, the flags being EXTRANEOUS, INVALID…
  const lines = ls.stdout.split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 2)
    throw new Error(`npm ls listed no packages (exit ${ls.status}): ${ls.stderr || ls.error?.message}`);
  const paths = lines
    .slice(1)
    .map((line) => line.split(':'))
    .filter((fields) => !fields.includes('EXTRANEOUS'))
    .map((fields) => fields[0]);
  return paths.map((path) => {
    const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: unknown;
      licenses?: unknown;
    };
    return {
      id: `${manifest.name}@${manifest.version}`,
      path: relative(REPO_ROOT, path),
      licence: licenceOf(manifest),
    };
  });
}

describe('isCopyleft', () => {
  it.each([
    ['MIT', false],
    ['Apache-2.0', false],
    ['LGPL-3.0-or-later', false],
    ['GPL-2.0-only', true],
    ['GPL-3.0+', true],
    ['AGPL-3.0-or-later', true],
    ['(MIT OR GPL-3.0-only)', false],
    ['GPL-2.0-only OR AGPL-3.0-only', true],
    ['(MIT AND Zlib)', false],
    ['MIT AND GPL-2.0-only', true],
    ['(LGPL-2.1-only OR MIT) AND BSD-3-Clause', false],
    ['GPL-2.0-only WITH Classpath-exception-2.0', true],
    ['(MPL-2.0 OR Apache-2.0)', false],
    ['GNU GPL v3', true],
  ])('%s → %s', (expression, forbidden) => {
    expect(isCopyleft(expression)).toBe(forbidden);
  });
});

describe('production dependencies', () => {
  const packages = productionPackages();

  it('are listed from the real tree', () => {
    expect(packages.length).toBeGreaterThan(50);
    expect(packages.map((p) => p.id.replace(/@[^@]+$/, ''))).toContain('pdfjs-dist');
  });

  it('include no AGPL or GPL package (LGPL is fine; "X OR Y" passes when one side does)', () => {
    const offenders = packages
      .filter((p) => p.licence !== undefined && isCopyleft(p.licence))
      .map((p) => `${p.id}: ${p.licence} (${p.path})`);
    expect(offenders, `copyleft production dependencies:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('each declare a licence that can be judged', () => {
    const unknown = packages
      .filter((p) => p.licence === undefined || /^see licen[cs]e in/i.test(p.licence))
      .map((p) => `${p.id}: ${p.licence ?? 'no licence'} (${p.path})`);
    expect(unknown, `production dependencies whose licence cannot be read:\n${unknown.join('\n')}`).toEqual([]);
  });
});

/**
 * No source file over 400 lines (issue 30 "Keep the code easy to see and to change: small modules"):
 * the server, the web app, the shared schemas and the infrastructure. Tests are left out: a test file
 * reads top to bottom as one story.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'cdk.out') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('source file size', () => {
  it.each(['functions/src', 'web/src', 'shared', 'infra'])(`keeps every file in %s within ${MAX_LINES} lines`, (folder) => {
    const long = sourceFiles(join(ROOT, folder))
      .map((path) => ({ path: path.slice(ROOT.length + 1), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter((file) => file.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

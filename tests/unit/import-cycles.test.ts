/**
 * No import circles between the server's modules (issue 30 "Break the import circle `data/stages.ts →
 * data/workspaces.ts → data/template-stages.ts → data/stages.ts`"). Type-only imports count too: a circle
 * of types still ties the modules' designs together. Reads each module's relative `import … from` and
 * `export … from` lines and looks for a cycle by depth-first search.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules `file` imports by a relative path, resolved to files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)].map((m) => m[1]);
  return specifiers
    .map((spec) => resolve(dirname(file), spec))
    .map((base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)))
    .filter((path): path is string => path !== undefined);
}

/** Each of `files` with the modules it imports. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((f) => [f, importsOf(f)]));
}

/** One import circle in `graph` (module → imported modules), as a list of paths from the root, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const files = [...graph.keys()];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open')
        return [...stack.slice(stack.indexOf(next)), next].map((p) => p.slice(ROOT.length + 1));
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of files) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

describe('import circles', () => {
  it.each(['functions/src', 'shared', 'web/src'])('finds none in %s', (folder) => {
    expect(findCycle(importGraph(sourceFiles(join(ROOT, folder))))).toBeNull();
  });

  it('reports a circle when there is one (the checker can fail)', () => {
    const [stages, workspaces, templates] = ['stages.ts', 'workspaces.ts', 'template-stages.ts'].map((f) =>
      join(ROOT, 'functions/src/data', f),
    );
    const graph = new Map([
      [stages, [workspaces]],
      [workspaces, [templates]],
      [templates, [stages]],
    ]);
    expect(findCycle(graph)).toEqual([
      'functions/src/data/stages.ts',
      'functions/src/data/workspaces.ts',
      'functions/src/data/template-stages.ts',
      'functions/src/data/stages.ts',
    ]);
    // The real modules import each other one way only now.
    expect(importsOf(workspaces)).toContain(stages);
    expect(importsOf(stages)).not.toContain(workspaces);
  });
});

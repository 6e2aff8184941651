/**
 * The bundle budget checks every page of the route table (issue 11 "the web budget covers every page";
 * BRIEF §6): the pages come from web/src/app/router.tsx itself, with their lazy layouts.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOfRouter } from '../../web/scripts/router-pages.mjs';

const ROUTER = path.resolve(__dirname, '../../web/src/app/router.tsx');

describe('routesOfRouter', () => {
  const pages = routesOfRouter();
  const byName = new Map(pages.map((p) => [p.name, p.modules]));

  it('lists every path of the route table', () => {
    const source = readFileSync(ROUTER, 'utf8');
    const routed = [...source.matchAll(/path: (paths\.[\w.]+\.path)/g)].map((m) => m[1]);
    expect(routed.length).toBeGreaterThan(20);
    for (const name of routed) expect(byName.has(name), name).toBe(true);
    expect(byName.has('index')).toBe(true);
  });

  it('counts the lazy layouts a page renders inside', () => {
    expect(byName.get('paths.auth.login.path')).toEqual(['src/app/routes/login.tsx']);
    expect(byName.get('paths.workspaceCollaborators.path')).toEqual([
      'src/app/routes/app-root.tsx',
      'src/app/routes/workspace-collaborators.tsx',
    ]);
    expect(byName.get('paths.adminUserNew.path')).toEqual([
      'src/app/routes/app-root.tsx',
      'src/app/routes/admin-only.tsx',
      'src/app/routes/admin-user-new.tsx',
    ]);
  });

  it('picks up a route added to the table', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'router-pages-'));
    const file = path.join(dir, 'router.tsx');
    const added = readFileSync(ROUTER, 'utf8').replace(
      '              {\n                path: paths.permission.path,',
      "              { path: '/reports', lazy: () => import('./routes/reports').then((m) => ({ Component: m.ReportsRoute })) },\n              {\n                path: paths.permission.path,",
    );
    writeFileSync(file, added);
    const reports = routesOfRouter(file).find((p) => p.name === "'/reports'");
    expect(reports?.modules).toEqual(['src/app/routes/app-root.tsx', 'src/app/routes/reports.tsx']);
  });
});

/**
 * Measures the web app's initial JS for EVERY route of the router against BRIEF §6 (initial JS ≤ 170 KB
 * gzip; issue 11 "the web budget covers every page"). Run after
 * `npx vite build --config web/vite.config.ts`: `node web/scripts/bundle-budget.mjs`. Exits 1 when a page
 * is over budget.
 *
 * The pages come from the route table itself (`web/src/app/router.tsx`, parsed with the TypeScript
 * compiler by ./router-pages.mjs), so a new route is checked without touching this script: every route object with a `lazy`
 * import is a page, and its initial JS is the entry chunk plus the lazy chunks of the route and of its
 * lazy layout ancestors (app-root, admin-only), each with its static imports. Lazy widgets loaded after
 * first paint (header menus, the board's dnd-kit) are reported separately, not counted.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { routesOfRouter } from './router-pages.mjs';

const BUDGET_KB = 170;
const web = fileURLToPath(new URL('../', import.meta.url));
const dist = path.join(web, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const byFile = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
  return key;
};

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(keys) {
  let total = 0;
  for (const key of keys) total += gzipSync(readFileSync(path.join(dist, manifest[key].file))).length;
  return total / 1024;
}

const pages = routesOfRouter();
let failed = false;
for (const { name, modules } of pages) {
  const kb = gzipKb(closure([entryKey, ...modules.map(byFile)]));
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${kb.toFixed(1).padStart(6)} KB gzip  ${name} (${modules.map((m) => path.basename(m, '.tsx')).join(' > ')})`);
}
const base = closure([entryKey, byFile('src/app/routes/app-root.tsx'), byFile('src/app/routes/workspace.tsx')]);
// The list view (with dnd-kit) starts loading when the workspace route runs, in parallel with the
// workspace request it needs before it can show anything; reported here, not counted in the budget.
const listView = [...closure([byFile('src/features/board/components/list-view.tsx')])].filter((k) => !base.has(k));
console.log(`     ${gzipKb(listView).toFixed(1).padStart(6)} KB gzip  workspace list view (dnd-kit), fetched alongside the workspace data`);
const later = ['src/features/board/components/board-view.tsx', 'src/features/auth/components/profile-menu.tsx'];
const listBase = new Set([...base, ...listView]);
const extra = [...closure(later.map(byFile))].filter((k) => !listBase.has(k));
console.log(`     ${gzipKb(extra).toFixed(1).padStart(6)} KB gzip  loaded after first paint (board view, header menus)`);
process.exit(failed ? 1 : 0);

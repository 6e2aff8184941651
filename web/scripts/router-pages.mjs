/**
 * The pages of the web app's route table, read from `web/src/app/router.tsx` with the TypeScript
 * compiler (no build needed), for the bundle budget (./bundle-budget.mjs; BRIEF §6; issue 11 "the web
 * budget covers every page"). A route added to the table is picked up without editing this file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';

const DEFAULT_ROUTER = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));

/**
 * Every lazy route of router.tsx as { name, modules }: `name` is the route's path expression
 * (`paths.workspace.path`, or "index") and `modules` the manifest keys of its own lazy module and its
 * lazy ancestors', outermost first (manifest keys are relative to `web/`, e.g.
 * `src/app/routes/login.tsx`). Throws when the file holds no `routes` array with lazy routes, or a lazy
 * route without an `import()`.
 */
export function routesOfRouter(routerFile = DEFAULT_ROUTER) {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const property = (object, name) =>
    object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
  const lazyModule = (object) => {
    const lazy = property(object, 'lazy');
    if (!lazy) return undefined;
    let specifier;
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        specifier = node.arguments[0].text;
      else ts.forEachChild(node, visit);
    };
    visit(lazy);
    if (!specifier) throw new Error(`A lazy route without import(): ${lazy.getText(source)}`);
    return `src/app/${path.posix.normalize(specifier.replace(/^\.\//, ''))}.tsx`;
  };
  const walkRoutes = (array, ancestors) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const own = lazyModule(element);
      const modules = own ? [...ancestors, own] : ancestors;
      const children = property(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walkRoutes(children, modules);
      else if (own) {
        const pathExpr = property(element, 'path');
        found.push({ name: pathExpr ? pathExpr.getText(source) : 'index', modules });
      }
    }
  };
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      walkRoutes(node.initializer, []);
    } else ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.length === 0) throw new Error('No lazy routes found in router.tsx');
  return found;
}

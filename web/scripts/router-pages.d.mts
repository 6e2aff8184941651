/** Types of ./router-pages.mjs (the route table's pages for the bundle budget). */
export interface RouterPage {
  /** The route's path expression in router.tsx, e.g. `paths.workspace.path`, or "index". */
  name: string;
  /** Manifest keys of the lazy modules the page needs, outermost layout first. */
  modules: string[];
}
export function routesOfRouter(routerFile?: string): RouterPage[];

/**
 * Sorting of workspace cards on the organization home (accounts spec §1 and §9: "Recently Updated"
 * by updated_at, or A-Z, the default).
 */
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';

/** The two orders of the sort toggle. */
export type WorkspaceSort = 'alphabetical' | 'recently';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A sorted copy: A-Z by name (ties by id), or most recently updated first. */
export function sortWorkspaces<T extends Pick<WorkspaceSummary, 'id' | 'name' | 'updated_at'>>(
  workspaces: readonly T[],
  sort: WorkspaceSort,
): T[] {
  const copy = [...workspaces];
  if (sort === 'recently') {
    return copy.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || collator.compare(a.name, b.name));
  }
  return copy.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

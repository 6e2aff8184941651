/**
 * The workspaces of an organization a caller may see, as the organization home and the workspace switcher
 * list them (accounts spec §1, §6: owners and admins see all; others their own), with the caller's counts.
 */
import type { WorkspaceSummary } from '../../../../shared/schemas/workspace';
import type { Access } from '../access/authorize';
import type { Caller } from '../../lib/auth/caller';
import { countersOfUser } from '../../data/workspace-counters';
import { listWorkspaceIdsOfUser, listWorkspacesOfOrganization, type WorkspaceRecord } from '../../data/workspaces';
import { presentWorkspace } from './present-workspace';
import { overdueReviewsByWorkspace } from '../approvals/overdue-reviews';

/** The workspace records the caller may see in the organization the access names. */
export async function visibleWorkspaces(access: Access, caller: Caller): Promise<WorkspaceRecord[]> {
  const workspaces = await listWorkspacesOfOrganization(access.organizationId!);
  const seesAll = access.organizationRole === 'owner' || access.organizationRole === 'admin';
  const mine = seesAll ? null : await listWorkspaceIdsOfUser(caller.userId);
  return workspaces.filter((w) => !mine || mine.has(w.workspace_id));
}

/**
 * The same, as workspace cards with the caller's unread counts, logo URLs (signed locally, no requests) and
 * the overdue reviews as of `now` (epoch ms; issue 38).
 */
export async function visibleWorkspaceSummaries(
  access: Access,
  caller: Caller,
  now: number = Date.now(),
): Promise<WorkspaceSummary[]> {
  const [workspaces, counters, overdue] = await Promise.all([
    visibleWorkspaces(access, caller),
    countersOfUser(caller.userId),
    overdueReviewsByWorkspace(access.organizationId!, now),
  ]);
  return Promise.all(
    workspaces.map(async (w) => ({
      ...(await presentWorkspace(w, counters.get(w.workspace_id))),
      overdue_reviews: overdue.get(w.workspace_id) ?? 0,
    })),
  );
}

/**
 * A workspace as the API presents it (accounts spec §3 Workspace, with `logo (thumb_url, medium_url)`):
 * the summary of data/workspaces.ts plus one-hour presigned GET URLs of its logo, which work locally too
 * (they point at s3rver). Kept apart from ./workspace-logo.ts so that functions which only show
 * workspaces (organizations) never load sharp.
 */
import type { WorkspaceSummary } from '../../../../shared/schemas/workspace';
import type { WorkspaceLogo } from '../../../../shared/schemas/workspace-logo';
import { signedRenditionUrl } from '../../lib/uploads/signed-url';
import { toWorkspaceSummary, type WorkspaceRecord } from '../../data/workspaces';
import type { WorkspaceCounts } from '../../data/workspace-counters';

/** Fresh URLs of a stored logo's renditions (names as in ./workspace-logo.ts WORKSPACE_LOGO_RENDITIONS). */
export async function workspaceLogoUrls(folder: string): Promise<WorkspaceLogo> {
  const [thumb_url, medium_url] = await Promise.all([
    signedRenditionUrl(folder, 'thumb'),
    signedRenditionUrl(folder, 'medium'),
  ]);
  return { thumb_url, medium_url };
}

/** The API shape of a workspace with fresh logo URLs (or `logo: null`). */
export async function presentWorkspace(
  workspace: WorkspaceRecord,
  counts?: WorkspaceCounts,
): Promise<WorkspaceSummary> {
  return toWorkspaceSummary(workspace, counts, workspace.logo_key ? await workspaceLogoUrls(workspace.logo_key) : null);
}

/**
 * The workspace logo calls, served by the workspaces Lambda (accounts spec §2 "create with a name and an
 * optional logo", §3 Workspace `logo (thumb_url, medium_url)`, §7 `POST`/`PUT /api/v1/workspaces`;
 * presigned POST instead of multipart: docs/decisions.md A2). All three need can_access_update_workspace
 * (route table); the workspace comes from the authorization check, never from the body.
 *
 * - `POST …/{id}/logo_upload {content_type, size}`: where to upload the original (JPG or PNG; 5 MB in a
 *   personal organization, 10 MB in a business one: docs/decisions.md W13).
 * - `PUT …/{id}/logo {logo_key}`: verify the upload, render it, point the workspace at it, then drop
 *   the previous logo. A bad file answers 400 and changes nothing.
 * - `DELETE …/{id}/logo`: remove the logo.
 * Each answers the workspace as the home page shows it.
 */
import { logoUploadRequestSchema } from '../../../../../shared/schemas/uploads';
import { ConfirmWorkspaceLogoRequestSchema } from '../../../../../shared/schemas/workspace-logo';
import type { Action } from '../../domain-handler';
import { ok } from '../../domain-handler';
import { NotFoundError } from '../../../lib/http/errors';
import { parseInput } from '../../../lib/http/validate';
import { clearWorkspaceLogo, getWorkspace, setWorkspaceLogo, type WorkspaceRecord } from '../../../data/workspaces';
import { getOrganization } from '../../../data/organizations';
import {
  deleteWorkspaceLogo,
  presignWorkspaceLogoUpload,
  processWorkspaceLogo,
  workspaceLogoLimits,
} from '../../../services/workspaces/workspace-logo';
import { presentWorkspace } from '../../../services/workspaces/present-workspace';

/** The workspace after a logo change, as the home page shows it. */
async function presentCurrent(workspaceId: string) {
  const workspace = await getWorkspace(workspaceId);
  if (!workspace) throw new NotFoundError('The workspace was deleted.');
  return ok(await presentWorkspace(workspace));
}

/** The logo limits of the workspace's organization (a business organization allows larger files). */
async function logoLimitsOf(workspace: WorkspaceRecord) {
  const organization = await getOrganization(workspace.organization_id);
  if (!organization) throw new NotFoundError('The organization was deleted.');
  return workspaceLogoLimits(organization.organization_type);
}

/** The logo actions of the workspaces Lambda (accounts spec §3 Workspace logo, §7 Workspaces). */
export const workspaceLogoActions: Record<string, Action> = {
  'POST /api/v1/workspaces/{id}/logo_upload': async ({ body, access, caller }) => {
    const limits = await logoLimitsOf(access.workspace!);
    const { content_type } = parseInput(logoUploadRequestSchema(limits.maxBytes), body);
    return ok(await presignWorkspaceLogoUpload(access.workspace!, caller!.userId, content_type, limits));
  },

  'PUT /api/v1/workspaces/{id}/logo': async ({ body, access, caller }) => {
    const workspace = access.workspace!;
    const { logo_key } = parseInput(ConfirmWorkspaceLogoRequestSchema, body);
    const folder = await processWorkspaceLogo(workspace, caller!.userId, logo_key, await logoLimitsOf(workspace));
    const previous = await setWorkspaceLogo(workspace.workspace_id, folder);
    // Deleted while we rendered: its renditions must not outlive it.
    if (previous === undefined) await deleteWorkspaceLogo(folder);
    else if (previous) await deleteWorkspaceLogo(previous);
    return presentCurrent(workspace.workspace_id);
  },

  'DELETE /api/v1/workspaces/{id}/logo': async ({ access }) => {
    const previous = await clearWorkspaceLogo(access.workspace!.workspace_id);
    if (previous) await deleteWorkspaceLogo(previous);
    return presentCurrent(access.workspace!.workspace_id);
  },
};

/**
 * Workspace logos (accounts spec §2 "Workspaces: create with a name and an optional logo", §3 Workspace
 * `logo (thumb_url, medium_url)`, §7 `POST`/`PUT /api/v1/workspaces`). Like profile pictures
 * (../accounts/avatar.ts), the browser uploads the original by presigned POST, then the API verifies it
 * (HeadObject size, magic bytes) and sharp renders two square-cropped PNGs: a 64 px thumb and a 256 px
 * medium (docs/decisions.md W7). The upload waits under `pending/` (functions/src/services/uploads/pending-uploads.ts);
 * the renditions sit under the workspace's prefix `org/{organization_id}/workspace/{workspace_id}/logo/`
 * (BRIEF §3). URLs: ./present-workspace.ts.
 */
import { randomUUID } from 'node:crypto';
import { PROFILE_IMAGE_TYPES, maxPictureBytes, type PresignedPost } from '../../../../shared/schemas/uploads';
import type { OrganizationRecord } from '../../data/organizations';
import { openImage } from '../../lib/uploads/sharp';
import { workspaceUploadPrefix } from '../../lib/uploads/keys';
import { presignPendingUpload, type UploadPurpose } from '../uploads/pending-uploads';
import { deleteRenditions, storeVerifiedRenditions } from '../uploads/renditions';
import type { WorkspaceRecord } from '../../data/workspaces';

/** Rendition sizes in px (docs/decisions.md W7); the names are the response's `thumb_url`, `medium_url`. */
export const WORKSPACE_LOGO_RENDITIONS = { thumb: 64, medium: 256 } as const;

/**
 * The logo's limits in an organization of this type: the profile picture's types (accounts spec §5
 * ".jpg, .png, .jpeg") and the organization's file size (§9: 5 MB personal, 10 MB business;
 * docs/decisions.md W7, W13).
 */
export function workspaceLogoLimits(organizationType: OrganizationRecord['organization_type']) {
  return { types: PROFILE_IMAGE_TYPES, maxBytes: maxPictureBytes(organizationType) } as const;
}

/** The upload pipeline's purpose for a logo with these limits (functions/src/services/uploads/pending-uploads.ts). */
function logoUpload(limits: ReturnType<typeof workspaceLogoLimits>): UploadPurpose {
  return { name: 'workspace_logo', ...limits, keyField: 'logo_key' };
}

type WorkspaceRef = Pick<WorkspaceRecord, 'organization_id' | 'workspace_id'>;
const folderOf = (workspace: WorkspaceRef) =>
  `${workspaceUploadPrefix(workspace.organization_id, workspace.workspace_id)}logo/`;

/**
 * A presigned POST for a new original of the workspace's logo, by `userId`, within `limits`
 * (`workspaceLogoLimits`). @throws TooManyRequestsError (429) past the open-upload limit.
 */
export function presignWorkspaceLogoUpload(
  workspace: WorkspaceRef,
  userId: string,
  contentType: string,
  limits: ReturnType<typeof workspaceLogoLimits>,
): Promise<PresignedPost> {
  return presignPendingUpload(logoUpload(limits), { userId, scopeId: workspace.workspace_id }, contentType);
}

/** A `size` px square PNG, cropped to cover (a logo keeps its corners, unlike a profile picture). */
async function square(image: Buffer, size: number): Promise<Buffer> {
  return (await openImage(image)).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
}

/**
 * Verify an uploaded original and store its renditions; returns their folder for the workspace record.
 * @throws BadRequestError for a key not handed to `userId` for this workspace's logo, or a file too large
 *   or not an image, including one sharp cannot decode (the upload is deleted first, so nothing is kept).
 */
export async function processWorkspaceLogo(
  workspace: WorkspaceRef,
  userId: string,
  key: string,
  limits: ReturnType<typeof workspaceLogoLimits>,
): Promise<string> {
  const folder = `${folderOf(workspace)}${randomUUID()}/`;
  await storeVerifiedRenditions(
    logoUpload(limits),
    { userId, scopeId: workspace.workspace_id },
    key,
    folder,
    WORKSPACE_LOGO_RENDITIONS,
    square,
  );
  return folder;
}

/** Remove a replaced or removed logo's renditions. */
export async function deleteWorkspaceLogo(folder: string): Promise<void> {
  await deleteRenditions(folder, WORKSPACE_LOGO_RENDITIONS);
}

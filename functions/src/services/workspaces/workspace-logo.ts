/**
 * Workspace logos (accounts spec §2 "Workspaces: create with a name and an optional logo", §3 Workspace
 * `logo (thumb_url, medium_url)`, §7 `POST`/`PUT /api/v1/workspaces`). Like profile pictures
 * (../accounts/avatar.ts), the browser uploads the original by presigned POST, then the API verifies it
 * (HeadObject size, magic bytes) and sharp renders two square-cropped PNGs: a 64 px thumb and a 256 px
 * medium (docs/decisions.md W7). Everything sits under the workspace's prefix
 * `org/{organization_id}/workspace/{workspace_id}/logo/` (BRIEF §3). URLs: ./present-workspace.ts.
 */
import { randomUUID } from 'node:crypto';
import { MAX_FILE_BYTES, PROFILE_IMAGE_TYPES, type PresignedPost } from '../../../../shared/schemas/uploads';
import { BadRequestError } from '../../lib/http/errors';
import { loadSharp } from '../../lib/uploads/sharp';
import { workspaceUploadPrefix } from '../../lib/uploads/keys';
import { presignUpload } from '../../lib/uploads/presigned-post';
import { deleteRenditions, storeVerifiedRenditions } from '../../lib/uploads/renditions';
import type { WorkspaceRecord } from '../../data/workspaces';

/** Rendition sizes in px (docs/decisions.md W7); the names are the response's `thumb_url`, `medium_url`. */
export const WORKSPACE_LOGO_RENDITIONS = { thumb: 64, medium: 256 } as const;

/**
 * The logo's limits: the profile picture's (accounts spec §5 ".jpg, .png, .jpeg", §9 5 MB, the personal
 * organization's file limit) in every organization type (docs/decisions.md W7).
 */
export const WORKSPACE_LOGO_LIMITS = { types: PROFILE_IMAGE_TYPES, maxBytes: MAX_FILE_BYTES.personal } as const;

type WorkspaceRef = Pick<WorkspaceRecord, 'organization_id' | 'workspace_id'>;
const folderOf = (workspace: WorkspaceRef) => `${workspaceUploadPrefix(workspace.organization_id, workspace.workspace_id)}logo/`;

/** A presigned POST for a new original of the workspace's logo. */
export function presignWorkspaceLogoUpload(workspace: WorkspaceRef, contentType: string): Promise<PresignedPost> {
  return presignUpload(`${folderOf(workspace)}original-${randomUUID()}`, contentType, WORKSPACE_LOGO_LIMITS.maxBytes);
}

/** A `size` px square PNG, cropped to cover (a logo keeps its corners, unlike a profile picture). */
async function square(image: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
}

/**
 * Verify an uploaded original and store its renditions; returns their folder for the workspace record.
 * @throws BadRequestError for a key outside this workspace's logo folder, or a file too large or not an
 *   image (the upload is deleted first, so nothing is kept).
 */
export async function processWorkspaceLogo(workspace: WorkspaceRef, key: string): Promise<string> {
  if (!key.startsWith(`${folderOf(workspace)}original-`) || key.includes('..')) {
    throw new BadRequestError('Invalid upload key', { logo_key: ['Invalid upload key'] });
  }
  const folder = `${folderOf(workspace)}${randomUUID()}/`;
  await storeVerifiedRenditions(key, WORKSPACE_LOGO_LIMITS, folder, WORKSPACE_LOGO_RENDITIONS, square);
  return folder;
}

/** Remove a replaced or removed logo's renditions. */
export async function deleteWorkspaceLogo(folder: string): Promise<void> {
  await deleteRenditions(folder, WORKSPACE_LOGO_RENDITIONS);
}

/**
 * The file limits of a workspace, from its organization's type (accounts spec §1 "A personal organization
 * has lower file-size limits", §9 "5 MB personal, 10 MB business" and the 100 MB personal workspace;
 * cards spec §5). Shared by every upload into a workspace: card contents, comment files, chat files.
 */
import { getOrganization } from '../../data/organizations';
import { WORKSPACE_STORAGE_CAP_BYTES } from '../../data/workspaces';
import { maxPictureBytes } from '../../../../shared/schemas/upload-limits';

/** `maxBytes`: the largest file, in bytes; `storageCap`: the workspace's total in bytes (personal), or null (none). */
export interface WorkspaceFileLimits {
  maxBytes: number;
  storageCap: number | null;
}

/** The limits of a workspace of `organizationId` (one GetItem). An unknown organization gets the personal ones. */
export async function workspaceFileLimits(organizationId: string): Promise<WorkspaceFileLimits> {
  const type = (await getOrganization(organizationId))?.organization_type ?? 'personal';
  return { maxBytes: maxPictureBytes(type), storageCap: type === 'personal' ? WORKSPACE_STORAGE_CAP_BYTES : null };
}

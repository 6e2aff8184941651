/**
 * What may be uploaded to a card now (cards spec §5 sizes and counts; accounts spec §9 storage): the
 * answer of `GET …/contents/new`, shared with the popup's one read (issue 27) so the two never differ.
 */
import { CONTENT_LIMITS, type ContentsUploadInfo } from '../../../../shared/schemas/contents';
import type { Access } from '../access/authorize';
import { workspaceFileLimits } from '../uploads/workspace-limits';

/**
 * The caller's file limit, the card's count and the workspace's storage left (one GetItem of the
 * organization). `contentsCount`: the card's `attachment_count`.
 */
export async function uploadInfoOf(access: Access, contentsCount: number): Promise<ContentsUploadInfo> {
  const rules = await workspaceFileLimits(access.workspace!.organization_id);
  const used = access.workspace!.storage_bytes ?? 0;
  return {
    max_file_bytes: rules.maxBytes,
    max_per_upload: CONTENT_LIMITS.perUpload,
    max_per_card: CONTENT_LIMITS.perCard,
    contents_count: contentsCount,
    storage_used_bytes: used,
    storage_cap_bytes: rules.storageCap,
    storage_remaining_bytes: rules.storageCap === null ? null : Math.max(0, rules.storageCap - used),
  };
}

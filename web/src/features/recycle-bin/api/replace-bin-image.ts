/**
 * `POST /api/v1/organizations/{id}/content_groups/replace_image {content_groups}`: fresh signed preview
 * URLs for binned cards whose images expired on the bin page (accounts spec §7 Recycle bin; issue 30
 * item 13). Resolves with card id → URL (null: the card has no preview); ids no longer in the bin are absent.
 */
import { apiClient, unwrap } from '../../../lib/api-client';

/** Re-signs the previews of `cardIds` (1–100 ids). */
export async function replaceBinImages(
  organizationId: string,
  cardIds: readonly string[],
): Promise<Map<string, string | null>> {
  const fresh = await unwrap(
    apiClient.POST('/api/v1/organizations/{id}/content_groups/replace_image', {
      params: { path: { id: organizationId } },
      body: { content_groups: [...cardIds] },
    }),
  );
  return new Map(fresh.map((c) => [c.id, c.preview]));
}

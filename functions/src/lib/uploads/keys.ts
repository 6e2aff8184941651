/**
 * Upload key prefixes (BRIEF §3 "Uploads": every upload sits under `org/{organization_id}/workspace/
 * {workspace_id}/…`; docs/decisions.md I6). Deleting a prefix deletes everything filed under it.
 *
 * Browsers upload under PENDING_UPLOAD_PREFIX only; confirmation moves the file (or its renditions) to
 * its final key, and an S3 lifecycle rule expires what is never confirmed (issue 10; decisions S23).
 */

/** Where presigned POSTs put files until they are confirmed. */
export const PENDING_UPLOAD_PREFIX = 'pending/';

/** Where zip downloads are written (issue 13); S3 deletes them after DOWNLOAD_EXPIRY_DAYS. */
export const DOWNLOADS_PREFIX = 'downloads/';
export const DOWNLOAD_EXPIRY_DAYS = 1;

/** Days after which S3 deletes an unconfirmed upload (the lifecycle rule in infra/lib/constructs/storage.ts). */
export const PENDING_UPLOAD_EXPIRY_DAYS = 1;

/** Everything a user has uploaded and not confirmed yet. */
export const pendingUploadPrefix = (userId: string) => `${PENDING_UPLOAD_PREFIX}${userId}/`;

/** A user's profile picture renditions. */
export const userUploadPrefix = (userId: string) => `users/${userId}/`;

/** Everything an organization stores: its workspaces' files. */
export const organizationUploadPrefix = (organizationId: string) => `org/${organizationId}/`;

/** Everything a workspace stores (its logo, its cards' files). */
export const workspaceUploadPrefix = (organizationId: string, workspaceId: string) =>
  `${organizationUploadPrefix(organizationId)}workspace/${workspaceId}/`;

/** Everything stored for one card (its contents and their versions, its comment files). */
export const cardUploadPrefix = (organizationId: string, workspaceId: string, cardId: string) =>
  `${workspaceUploadPrefix(organizationId, workspaceId)}cards/${cardId}/`;

/** Where a content version's files live: `org/{o}/workspace/{w}/cards/{c}/contents/{content}/{version}/`. */
export function contentFolder(
  scope: { organizationId: string; workspaceId: string; cardId: string },
  contentId: string,
  versionId: string,
): string {
  return `${cardUploadPrefix(scope.organizationId, scope.workspaceId, scope.cardId)}contents/${contentId}/${versionId}/`;
}

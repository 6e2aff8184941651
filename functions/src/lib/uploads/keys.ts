/**
 * Upload key prefixes (BRIEF §3 "Uploads": every upload sits under `org/{organization_id}/workspace/
 * {workspace_id}/…`; docs/decisions.md I6). Deleting a prefix deletes everything filed under it.
 */

/** Everything an organization stores: its workspaces' files. */
export const organizationUploadPrefix = (organizationId: string) => `org/${organizationId}/`;

/** Everything a workspace stores (its logo, its cards' files). */
export const workspaceUploadPrefix = (organizationId: string, workspaceId: string) =>
  `${organizationUploadPrefix(organizationId)}workspace/${workspaceId}/`;

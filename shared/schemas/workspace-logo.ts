/**
 * The optional workspace logo (accounts spec §2 "Workspaces: create with a name and an optional logo",
 * §3 Workspace `logo (thumb_url, medium_url)`, §7 `POST`/`PUT /api/v1/workspaces`). As with profile
 * pictures (docs/decisions.md A2), the file goes to S3 by presigned POST (`POST …/logo_upload`, body
 * `LogoUploadRequestSchema` of ./uploads.ts), then `PUT …/logo {logo_key}` confirms it.
 */
import * as z from './zod';

/** Presigned URLs of a workspace logo's square renditions: 64 px thumb, 256 px medium (decisions W7). */
export const WorkspaceLogoSchema = z.object({ thumb_url: z.string(), medium_url: z.string() });
export type WorkspaceLogo = z.infer<typeof WorkspaceLogoSchema>;

/** `PUT /api/v1/workspaces/{id}/logo`: the key `POST …/logo_upload` handed out, once the file is in S3. */
export const ConfirmWorkspaceLogoRequestSchema = z.object({
  logo_key: z.string({ error: 'Required' }).check(z.minLength(1, 'Required'), z.maxLength(300)),
});

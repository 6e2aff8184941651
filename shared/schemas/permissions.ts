/**
 * `GET /api/v1/permissions`: the organization and workspace roles with what each may do (accounts spec
 * §2 /permission, §6 roles). Roles and permissions are the matrix's own names, so the web app's role
 * picker and the typed client (issue 36) see the same closed sets.
 */
import * as z from './zod';
import { ORGANIZATION_PERMISSIONS, WORKSPACE_PERMISSIONS } from '../permissions/matrix';
import { ORGANIZATION_ROLES, WORKSPACE_ROLES } from '../permissions/roles';

export const PermissionsResponseSchema = z.object({
  organization_roles: z.array(
    z.object({
      id: z.enum(ORGANIZATION_ROLES),
      name: z.string(),
      permissions: z.array(z.enum(ORGANIZATION_PERMISSIONS)),
    }),
  ),
  workspace_roles: z.array(
    z.object({
      id: z.enum(WORKSPACE_ROLES),
      name: z.string(),
      description: z.string(),
      group: z.enum(['guest', 'team']),
      permissions: z.array(z.enum(WORKSPACE_PERMISSIONS)),
    }),
  ),
});
export type PermissionsResponse = z.infer<typeof PermissionsResponseSchema>;

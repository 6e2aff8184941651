/**
 * Organizations (accounts spec §3 Organization, §7 Organizations).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { IdSchema } from './common';
import { ORGANIZATION_TYPES } from './organization-types';
export { ORGANIZATION_TYPES };

export const OrganizationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  user_id: IdSchema,
  personal: z.boolean(),
  organization_type: z.enum(ORGANIZATION_TYPES),
  role: z.enum(['owner', 'admin', 'member']),
  allowed_user_count: z.nullable(z.int()),
  remaining_users: z.nullable(z.int()),
  ignore_limit: z.boolean(),
  can_create_workspace: z.boolean(),
  can_update_organization: z.boolean(),
  can_destroy_organization: z.boolean(),
  can_view_recycle_bin: z.boolean(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** `POST /api/v1/organizations`: name required (accounts spec §5). */
export const CreateOrganizationRequestSchema = z.object({
  name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
});

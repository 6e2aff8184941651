/**
 * The user as the API returns it (accounts spec §3 User).
 */
import { z } from 'zod';
import { IdSchema } from './common';

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name_initials: z.string(),
  send_email_notification: z.boolean(),
  enable_notification_ring: z.boolean(),
  /** The user's personal organization ("My Workspace"), created at confirmation (BRIEF §2). */
  personal_organization_id: IdSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

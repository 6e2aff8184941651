/**
 * The user as the API returns it (accounts spec §3 User).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { IdSchema } from './common';
import { LanguageSchema } from '../i18n/language-schema';

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name_initials: z.string(),
  send_email_notification: z.boolean(),
  enable_notification_ring: z.boolean(),
  /** "Add Business" shows only with it; otherwise the upgrade dialog (accounts spec §2, §6). */
  can_create_organization: z.boolean(),
  /** The user's personal organization ("My Workspace"), created at confirmation (BRIEF §2). */
  personal_organization_id: z.nullable(IdSchema),
  /** Profile picture: a circle-cropped thumbnail and a small icon (accounts spec §3 logo). */
  logo: z.nullable(z.object({ thumbnail_url: z.string(), icon_url: z.string() })),
  /** The language of the user's interface, e-mails and notifications (issue 41): set at sign-up from Accept-Language. */
  language: LanguageSchema,
});
export type User = z.infer<typeof UserSchema>;

/** `PUT /api/v1/users/update_detail` (accounts spec §5: first_name required). */
export const UpdateDetailRequestSchema = z.object({
  first_name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
  last_name: z._default(singleLineText().check(maxTextLength(100)), ''),
  send_email_notification: z.optional(z.boolean()),
  /** Key of a profile picture uploaded with `POST /api/v1/users/logo_upload`. */
  logo_key: z.optional(z.string().check(z.maxLength(300))),
  /** The user's language (issue 41): the profile page's Language select. */
  language: z.optional(LanguageSchema),
});

/** `PUT /api/v1/users/update_password`: the current password, then the new one twice. */
export const UpdatePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: 'Required' }).check(z.minLength(1, 'Required')),
    password: z
      .string({ error: 'Required' })
      .check(z.minLength(1, 'Required'), z.minLength(6, 'Enter minimum of 6 characters')),
    password_confirmation: z.string({ error: 'Required' }).check(z.minLength(1, 'Required')),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      message: 'Should match password',
      path: ['password_confirmation'],
    }),
  );

/** `PUT /api/v1/users/update_notification_ring`. */
export const UpdateNotificationRingRequestSchema = z.object({
  enable_notification_ring: z.boolean({ error: 'Required' }),
});

/** `POST /api/v1/users/detail` data: the profile plus can_delete (accounts spec §3, §5). */
export const UserDetailSchema = z.extend(UserSchema, { can_delete: z.boolean() });

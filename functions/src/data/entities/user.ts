/**
 * User profile (accounts spec §3 User). Identity and passwords live in Cognito; `user_id` is the Cognito `sub`.
 * Access patterns: get by id (table); get by e-mail (gsi1). See docs/data-model.md.
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt, updatedAt } from './common';

export const UserEntity = new Entity({
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    first_name: { type: 'string', required: true },
    last_name: { type: 'string', default: '' },
    send_email_notification: { type: 'boolean', default: true },
    enable_notification_ring: { type: 'boolean', default: true },
    /** May create business organizations (accounts spec §2 "Add Business"); free accounts see the upgrade dialog. */
    can_create_organization: { type: 'boolean', default: false },
    personal_organization_id: { type: 'string' },
    /** S3 key prefix of the profile picture's renditions (`users/{id}/logo/…`); absent without one. */
    logo_key: { type: 'string' },
    last_login_at: { type: 'string' },
    /** ISO instant the user asked to delete the account (accounts spec §4); absent otherwise. */
    deletion_requested_at: { type: 'string' },
    /** ISO instant the 6-month inactivity warning went out; a sign-in clears it and the scheduled deletion. */
    inactivity_warned_at: { type: 'string' },
    /**
     * Epoch seconds: tokens whose session began earlier (`auth_time`) are refused (issue 10; set by sign
     * out everywhere, password change and reset; lib/auth/session.ts). Absent until the first of those.
     */
    tokens_valid_after: { type: 'number' },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: [] } },
    byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});

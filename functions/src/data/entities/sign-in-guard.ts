/**
 * Failed sign-in tracking per e-mail, for the Devise-style lockout (accounts spec §4; issue 3: 5 wrong
 * passwords within an hour lock the account). Keyed by e-mail so the API checks it before asking Cognito.
 * Access pattern: get/update by e-mail (table).
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

export const SignInGuardEntity = new Entity({
  model: { entity: 'sign_in_guard', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    failed_attempts: { type: 'number', required: true, default: 0 },
    /** ISO instant of the first failure of the current one-hour window. */
    window_started_at: { type: 'string', required: true },
    /** ISO instant the account was locked; absent when unlocked. */
    locked_at: { type: 'string' },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
});

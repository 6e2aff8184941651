/**
 * A failed API call as the web app sees it (accounts spec §8 Errors): `ApiError` with the HTTP status, the
 * server's message and its per-field errors, and the helpers screens use to show them. Thrown by the
 * transport in ./api-client.ts, which re-exports these.
 */
import type { ErrorReason } from '../../../shared/schemas/common';
import { translate } from './i18n/i18n-store';

/** Field name → messages, as the API's `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

/** A failed API call: HTTP status, the server's message, and its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly authenticationFailure: boolean;
  /**
   * A write's retry refused with 409 (already moved, already approved): its first attempt did land, so
   * nothing is wrong; no error toast, the screen refetches (issue 40; ./write-retries.ts).
   */
  readonly alreadyDone: boolean;
  /** The envelope's stable code for a refusal the screen reacts to, whatever the message's language (LV11). */
  readonly reason: ErrorReason | undefined;

  constructor(
    status: number,
    message: string,
    errors: FieldErrors = {},
    authenticationFailure = false,
    alreadyDone = false,
    reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.authenticationFailure = authenticationFailure;
    this.alreadyDone = alreadyDone;
    this.reason = reason;
  }
}

/** The message to show for any thrown value: the server's message for API errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translate('common', 'error.generic');
}

/** The first message for `field` from an ApiError's `errors`, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors[field]?.[0] : undefined;
}

/**
 * Typed HTTP errors (BRIEF §5 "Handlers"): each carries its status code and whether its message may be
 * shown to the user (`expose`). The error middleware (./handler.ts) turns them into the spec's envelope;
 * anything else becomes a 500 with a generic message and a logged stack.
 */
import { isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';
import type { ErrorReason } from '../../../../shared/schemas/common';
/**
 * Where a message built from values sits in the `errors` catalogue (issue 41; decisions LN8, MV1): its key and the
 * ICU values its English is formatted with. Values are strings where the English must come out exactly as a
 * template literal writes it ("20000", not "20,000").
 */
export interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

export class HttpError extends Error {
  /**
   * English text → its catalogue key and values, for the message and field messages built from values (issue 41;
   * decisions LN8, MV1): the error envelope formats them in the caller's language, after checking that the key's
   * English with these values is this text. Fixed messages need none: they are matched by their English text
   * (functions/src/lib/i18n/messages.ts).
   */
  readonly messageKeys = new Map<string, MessageKey>();

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly expose = statusCode < 500,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Gives `error`'s message (and any field message with the same text) its catalogue key and values (issue 41);
 * returns the error, to be thrown: `throw withMessageKey(new BadRequestError(text), 'uploads.tooLarge', { size })`.
 */
export function withMessageKey<E extends HttpError>(
  error: E,
  key: string,
  values?: Record<string, string | number>,
): E {
  error.messageKeys.set(error.message, { key, values });
  return error;
}

/** Gives the field message `text` of `error` its catalogue key and values (issue 41); returns the error. */
export function withFieldMessageKey<E extends HttpError>(
  error: E,
  text: string,
  key: string,
  values?: Record<string, string | number>,
): E {
  error.messageKeys.set(text, { key, values });
  return error;
}

/** 400: the input is wrong; `errors` maps field names to their messages (spec §5 texts). */
export class BadRequestError extends HttpError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(400, message, errors);
  }
}

/** 401 `authentication_failure`: no valid session (accounts spec §8). */
export class AuthenticationError extends HttpError {
  constructor(message = 'Your session has already expired. Please sign in again.') {
    super(401, message);
  }
}

/** 403: a member lacks the permission (accounts spec §6: "You are not authorized to access this page"). */
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not authorized to access this page') {
    super(403, message);
  }
}

/** 404: unknown, or not the caller's to see: the two are indistinguishable on purpose. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the request lost a race or conflicts with current state; nothing was changed. */
export class ConflictError extends HttpError {
  /** `reason`: the envelope's stable code for a refusal the client reacts to (ErrorReasonSchema). */
  constructor(
    message: string,
    readonly reason?: ErrorReason,
  ) {
    super(409, message);
  }
}

/** 429: the caller asked for more than a limit allows in a window; nothing was changed. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

/**
 * True for an AWS error worth sending again later, after the SDK's own retries gave up (issue 40 "a stalled
 * DynamoDB, S3 or Cognito answers 503 with Retry-After"): throttling, a timeout or dropped connection, or a
 * 5xx from the service. The SDK's own classification (`@smithy/core/retry`, what its retry strategy uses),
 * so Greenlight calls transient exactly what the SDK retried. Such a request changed nothing (a transaction is
 * whole or absent), so it answers 503, never a 500.
 */
export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const sdkError = error as Parameters<typeof isThrottlingError>[0];
  return isThrottlingError(sdkError) || isTransientError(sdkError) || isServerError(sdkError);
}

/** 503 with Retry-After: AWS was still throttling, failing or stalled after the SDK's retries; the request changed nothing and may be sent again. */
export const BUSY_MESSAGE = 'Greenlight is busy right now. Please try again in a moment.';

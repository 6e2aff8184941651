/**
 * Typed HTTP errors (BRIEF §5 "Handlers"): each carries its status code and whether its message may be
 * shown to the user (`expose`). The error middleware (./handler.ts) turns them into the spec's envelope;
 * anything else becomes a 500 with a generic message and a logged stack.
 */
export class HttpError extends Error {
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
  constructor(message: string) {
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
 * Error names AWS services give for throttling (the SDK's own list, @smithy/service-error-classification
 * THROTTLING_ERROR_CODES): what is still throttled after the SDK's retries answers 503, never a 500.
 */
const THROTTLING_ERRORS = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);

/** True for an AWS error that says "too many requests, try later" (by name, or HTTP 429 from the service). */
export function isThrottlingError(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return THROTTLING_ERRORS.has(name ?? '') || $metadata?.httpStatusCode === 429;
}

/** 503 with Retry-After: AWS still throttled us after the SDK's retries; the request changed nothing and may be sent again. */
export const BUSY_MESSAGE = 'Greenlight is busy right now. Please try again in a moment.';

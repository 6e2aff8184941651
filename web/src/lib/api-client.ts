/**
 * The fetch wrapper every feature's `api/` file uses (BRIEF §1 "Envelope"; accounts spec §7 Calls, §8 Errors).
 *
 * - Sends `Authorization: Bearer <access token>` when signed in.
 * - Unwraps `{status:'ok', data}` to `data`.
 * - Turns `{status:'error'|'authentication_failure', message, errors?}` into a typed `ApiError`.
 * - A 401 `authentication_failure` (or the JWT authorizer's bare 401) on a signed-in request ends the
 *   session: storage is cleared and the route guard sends the user to /login with "Your session has
 *   already expired. Please sign in again."
 */
import type { ErrorEnvelope } from '../../../shared/schemas/common';
import { config } from '../config';
import { clearSession, getAccessToken } from './session';

/** Field name → messages, as the API's `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

/** A failed API call: HTTP status, the server's message, and its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly authenticationFailure: boolean;

  constructor(status: number, message: string, errors: FieldErrors = {}, authenticationFailure = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.authenticationFailure = authenticationFailure;
  }
}

/** The message to show for any thrown value: the server's message for API errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The first message for `field` from an ApiError's `errors`, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors[field]?.[0] : undefined;
}

type QueryValue = string | number | boolean | null | undefined;

/** Options of one API call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

const NETWORK_MESSAGE = 'Could not reach Greenlight. Check your connection and try again.';

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return `${config.apiUrl}${path}${qs ? `?${qs}` : ''}`;
}

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === 'error' || status === 'authentication_failure';
}

/** Calls the API and resolves with the envelope's `data`, or rejects with an `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Aborts (a superseded query) must stay aborts so TanStack Query can tell them apart.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  let payload: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  if (isErrorEnvelope(payload) || !response.ok) {
    const envelope = isErrorEnvelope(payload) ? payload : null;
    // API Gateway's JWT authorizer answers an expired or forged token itself, with a bare
    // `{"message":"Unauthorized"}` (no envelope): that is a session expiry too.
    const authFailure = response.status === 401 && (envelope === null || envelope.status === 'authentication_failure');
    // Only a request that carried a token can have an expired session; a failed sign-in cannot.
    if (authFailure && token) clearSession('expired');
    throw new ApiError(
      response.status,
      envelope?.message || `Request failed (${response.status} ${response.statusText || 'error'}).`,
      envelope?.errors ?? {},
      authFailure,
    );
  }

  if (typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'ok') {
    return (payload as { data: T }).data;
  }
  if (response.status === 204) return undefined as T;
  throw new ApiError(response.status, 'The server sent an unexpected response.');
}

/** Shorthands per method. */
export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown, query?: RequestOptions['query']) =>
    apiRequest<T>(path, { method: 'POST', body, query }),
  put: <T>(path: string, body?: unknown, query?: RequestOptions['query']) =>
    apiRequest<T>(path, { method: 'PUT', body, query }),
  delete: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { method: 'DELETE', query }),
};

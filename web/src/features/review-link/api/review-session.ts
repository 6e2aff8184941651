/**
 * The reviewer's session (issue 37; decisions RL3, RP2): the `glr_…` bearer got by trading the e-mailed
 * token, kept for this tab only (sessionStorage, and in memory where storage is refused), never the token.
 * A link that requires a code (decisions K1) answers `code_required` instead until this device gives the
 * e-mailed code; the device is known by an id this browser keeps (localStorage), sent with every opening.
 */
import { createBearerClient, unwrap } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/i18n-store';

const STORAGE_KEY = 'greenlight.review_session';
const PENDING_CODE_KEY = 'greenlight.review_code_step';
const DEVICE_KEY = 'greenlight.review_device';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A reviewer session as this tab keeps it: the bearer and when it ends (ISO 8601). */
export interface StoredReviewSession {
  session_token: string;
  expires_at: string;
}

/** The answer instead of a session when this device must give a code: where it went and when it ends. */
export interface ReviewCodeRequest {
  code_required: true;
  sent_to: string;
  code_expires_at: string;
}

/** Whether an opening answered that a code is needed. */
export const isCodeRequest = (answer: StoredReviewSession | ReviewCodeRequest): answer is ReviewCodeRequest =>
  'code_required' in answer;

let current: StoredReviewSession | null = null;
let memoryDevice: string | null = null;

/**
 * This browser's device id for links that require a code (decisions K1): 32 random bytes in base64url, made
 * once and kept in localStorage (in memory where storage is refused). The server keeps only its hash.
 */
export function reviewDeviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && DEVICE_PATTERN.test(kept)) return kept;
  } catch {
    // Storage refused: the memory copy below.
  }
  if (!memoryDevice) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    memoryDevice = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }
  try {
    localStorage.setItem(DEVICE_KEY, memoryDevice);
  } catch {
    // Private mode: the id lives for this page only, and the code is asked again next time.
  }
  return memoryDevice;
}

/** Sends no bearer: a signed-in team member opening a link keeps their own session out of it (RP2). */
const anonymousReviewClient = createBearerClient(() => null);

function readStorage(): StoredReviewSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredReviewSession) : null;
  } catch {
    return null;
  }
}

/** This tab's reviewer session, or null when there is none or it has ended. */
export function getReviewSession(): StoredReviewSession | null {
  current ??= readStorage();
  if (current && Date.parse(current.expires_at) <= Date.now()) clearReviewSession();
  return current;
}

/** Forgets this tab's reviewer session (a refused session, or one that ended). */
export function clearReviewSession(): void {
  current = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the memory copy is gone, which is enough.
  }
}

function keep(session: StoredReviewSession): void {
  current = session;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the session lives in memory until the tab reloads.
  }
}

/** One exchange per token, so React's double effects or a quick re-render do not spend two openings (RL5). */
const exchanges = new Map<string, Promise<StoredReviewSession | ReviewCodeRequest>>();

/** `POST /api/v1/review/sessions`: the token and this device's id, with a code or a request for a new one. */
function exchange(
  token: string,
  extra: { code?: string; new_code?: boolean } = {},
): Promise<StoredReviewSession | ReviewCodeRequest> {
  // The token travels in the body only, never a path or query (RL2); no user session is involved.
  const body = { token, device_id: reviewDeviceId(), ...extra };
  return unwrap(anonymousReviewClient.POST('/api/v1/review/sessions', { body })).then((answer) => {
    if ('code_required' in answer) return answer;
    const kept = { session_token: answer.session_token, expires_at: answer.expires_at };
    keep(kept);
    return kept;
  });
}

/**
 * `POST /api/v1/review/sessions {token, device_id}`: trades the link's token for a session and keeps it, or
 * answers that this device must give a code first (one was e-mailed).
 * @throws ApiError 401 "This review link is no longer valid…" for any refused link; 429 when opened too often.
 */
export function openReviewSession(token: string): Promise<StoredReviewSession | ReviewCodeRequest> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchange(token);
    pending.catch(() => exchanges.delete(token));
    exchanges.set(token, pending);
  }
  return pending;
}

/**
 * Gives the e-mailed code: the session starts and this device is remembered.
 * @throws ApiError 400 (field `code`) for a wrong, expired or used-up code; 401 for a refused link.
 */
export async function sendReviewCode(token: string, code: string): Promise<StoredReviewSession> {
  const answer = await exchange(token, { code });
  if (isCodeRequest(answer)) throw new Error(translate('review', 'code.notAccepted'));
  return answer;
}

/** Has a new code e-mailed (the pending one stops working). @throws ApiError 429 past the hourly limit. */
export async function requestNewReviewCode(token: string): Promise<ReviewCodeRequest> {
  const answer = await exchange(token, { new_code: true });
  if (!isCodeRequest(answer)) throw new Error(translate('review', 'code.notNeeded'));
  return answer;
}

/** A code step under way in this tab: the link's token and the answer that asked for the code (decisions K8). */
export interface PendingCodeStep {
  token: string;
  request: ReviewCodeRequest;
}

/**
 * Keeps the code step for this tab (sessionStorage), so a reload of `/review` returns to the code field
 * instead of asking for the link again (decisions K8). Only links that require a code reach it, and their
 * token opens nothing on a new device without the e-mailed code. Storage refused: nothing is kept.
 */
export function keepPendingCodeStep(step: PendingCodeStep): void {
  try {
    sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify(step));
  } catch {
    // Private mode: a reload asks for the link again, as before.
  }
}

/** This tab's code step under way, or null (none, or storage refused). */
export function getPendingCodeStep(): PendingCodeStep | null {
  try {
    const raw = sessionStorage.getItem(PENDING_CODE_KEY);
    return raw ? (JSON.parse(raw) as PendingCodeStep) : null;
  } catch {
    return null;
  }
}

/** Forgets the code step (the review opened, or the link was refused). */
export function clearPendingCodeStep(): void {
  try {
    sessionStorage.removeItem(PENDING_CODE_KEY);
  } catch {
    // Nothing was kept.
  }
}

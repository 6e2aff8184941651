/**
 * The reviewer's session (issue 37; decisions RL3, RP2): the `glr_…` bearer got by trading the e-mailed
 * token, kept for this tab only (sessionStorage, and in memory where storage is refused), never the token.
 */
import { createBearerClient, unwrap } from '../../../lib/api-client';

const STORAGE_KEY = 'greenlight.review_session';

/** A reviewer session as this tab keeps it: the bearer and when it ends (ISO 8601). */
export interface StoredReviewSession {
  session_token: string;
  expires_at: string;
}

let current: StoredReviewSession | null = null;

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
const exchanges = new Map<string, Promise<StoredReviewSession>>();

/**
 * `POST /api/v1/review/sessions {token}`: trades the link's token for a session and keeps it.
 * @throws ApiError 401 "This review link is no longer valid…" for any refused link; 429 when opened too often.
 */
export function openReviewSession(token: string): Promise<StoredReviewSession> {
  let pending = exchanges.get(token);
  if (!pending) {
    // The token travels in the body only, never a path or query (RL2); no user session is involved.
    pending = unwrap(anonymousReviewClient.POST('/api/v1/review/sessions', { body: { token } })).then((session) => {
      const kept = { session_token: session.session_token, expires_at: session.expires_at };
      keep(kept);
      return kept;
    });
    pending.catch(() => exchanges.delete(token));
    exchanges.set(token, pending);
  }
  return pending;
}

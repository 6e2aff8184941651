/** A refused reviewer session (issue 37; decisions RL3, RP3): a 401 on any call means the link was revoked or ended. */
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearReviewSession } from '../api/review-session';

/** Forgets the session and calls `onRefused` when `error` is a 401. */
export function useRefusal(error: unknown, onRefused: () => void): void {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      clearReviewSession();
      onRefused();
    }
  }, [error, onRefused]);
}

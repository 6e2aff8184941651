import { describe, expect, it } from 'vitest';
import {
  MAX_TIMER_MS,
  REFRESH_LEAD_MS,
  REFRESH_RETRY_MS,
  expiresAtFrom,
  needsRefresh,
  refreshDelay,
  refreshDueAt,
  withRefreshedTokens,
} from './session';

// Refresh scheduling (issue 3 "Sessions: tokens refresh before they expire"): pure timing functions.
const NOW = Date.UTC(2025, 6, 14, 12, 0, 0);
const MINUTE = 60_000;

describe('token refresh timing', () => {
  it('turns expires_in seconds into an epoch-ms expiry', () => {
    expect(expiresAtFrom(3600, NOW)).toBe(NOW + 60 * MINUTE);
  });

  it('refreshes about 2 minutes before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(2 * MINUTE);
    expect(refreshDueAt(NOW + 60 * MINUTE)).toBe(NOW + 58 * MINUTE);
    expect(refreshDelay(NOW + 60 * MINUTE, NOW)).toBe(58 * MINUTE);
  });

  it('is due at once inside the 2-minute window, after expiry, or when the expiry is corrupt', () => {
    expect(refreshDelay(NOW + MINUTE, NOW)).toBe(0);
    expect(refreshDelay(NOW - 10 * MINUTE, NOW)).toBe(0);
    expect(refreshDelay(Number.NaN, NOW)).toBe(0);
    expect(needsRefresh({ expires_at: NOW + 2 * MINUTE }, NOW)).toBe(true);
    expect(needsRefresh({ expires_at: NOW + 2 * MINUTE + 1 }, NOW)).toBe(false);
    expect(needsRefresh({ expires_at: NOW - 1 }, NOW)).toBe(true);
    expect(needsRefresh({ expires_at: Number.NaN }, NOW)).toBe(true);
  });

  it('waits out the retry back-off after a refresh could not reach the API', () => {
    expect(REFRESH_RETRY_MS).toBe(30_000);
    expect(refreshDelay(NOW + MINUTE, NOW, NOW + REFRESH_RETRY_MS)).toBe(REFRESH_RETRY_MS);
    // A back-off that ends before the refresh is due changes nothing.
    expect(refreshDelay(NOW + 60 * MINUTE, NOW, NOW + REFRESH_RETRY_MS)).toBe(58 * MINUTE);
  });

  it('never asks setTimeout for more than it can wait', () => {
    expect(refreshDelay(NOW + 365 * 24 * 60 * MINUTE, NOW)).toBe(MAX_TIMER_MS);
  });

  it('keeps the refresh token and moves the expiry when new tokens arrive', () => {
    const stored = { access_token: 'old', id_token: 'old-id', refresh_token: 'r', expires_at: NOW };
    expect(withRefreshedTokens(stored, { access_token: 'new', id_token: 'new-id', expires_in: 3600 }, NOW)).toEqual({
      access_token: 'new',
      id_token: 'new-id',
      refresh_token: 'r',
      expires_at: NOW + 60 * MINUTE,
    });
  });
});

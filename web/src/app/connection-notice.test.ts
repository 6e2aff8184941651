import { describe, expect, it } from 'vitest';
import { connectionNotice, RECONNECTING_NOTICE_DELAY_MS } from './connection-notice';

describe('connectionNotice', () => {
  it('says offline whenever the browser is, whatever the live connection does', () => {
    expect(connectionNotice(false, 'open', null)).toBe('offline');
    expect(connectionNotice(false, 'closed', 60_000)).toBe('offline');
  });

  it('says reconnecting only once the connection has been down for the delay after having been open', () => {
    expect(connectionNotice(true, 'closed', RECONNECTING_NOTICE_DELAY_MS - 1)).toBeNull();
    expect(connectionNotice(true, 'closed', RECONNECTING_NOTICE_DELAY_MS)).toBe('reconnecting');
    expect(connectionNotice(true, 'connecting', RECONNECTING_NOTICE_DELAY_MS * 3)).toBe('reconnecting');
    expect(connectionNotice(true, 'connecting', null)).toBeNull(); // the first connection, never open yet
  });

  it('says nothing while open or signed out', () => {
    expect(connectionNotice(true, 'open', null)).toBeNull();
    expect(connectionNotice(true, 'idle', null)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_MESSAGES,
  playNotificationRing,
  pushedNotificationRings,
  ringLater,
  SOUND_DELAY_MS,
} from './notification-sound';

const comment = {
  notification_type: 'others',
  resource_id: 'card-1',
  summary: 'Dana commented on "Banner"',
  is_read: false,
};

describe('pushedNotificationRings (accounts spec §4)', () => {
  it('rings for an unread, viewable notice with a summary, when the ring is on', () => {
    expect(pushedNotificationRings(comment, true)).toBe(true);
    expect(
      pushedNotificationRings(
        {
          notification_type: 'new_workspace_invite',
          resource_id: 'inv',
          status: 'pending',
          summary: 'Invited',
          is_read: false,
        },
        true,
      ),
    ).toBe(true);
  });

  it('stays quiet when read, not viewable, summary "-", or the ring is off', () => {
    expect(pushedNotificationRings({ ...comment, is_read: true }, true)).toBe(false);
    expect(pushedNotificationRings({ ...comment, summary: '-' }, true)).toBe(false);
    expect(pushedNotificationRings({ ...comment, notification_type: 'removed_from_workspace' }, true)).toBe(false);
    expect(
      pushedNotificationRings(
        {
          notification_type: 'new_workspace_invite',
          resource_id: 'inv',
          status: 'accepted',
          summary: 'x',
          is_read: false,
        },
        true,
      ),
    ).toBe(false);
    expect(pushedNotificationRings(comment, false)).toBe(false);
  });
});

describe('playNotificationRing', () => {
  it("answers the spec's messages when the browser has no Web Audio, or cannot start it", async () => {
    await expect(playNotificationRing(undefined)).rejects.toThrow(AUDIO_MESSAGES.outdated);
    class Suspended {
      state = 'suspended';
      resume = () => Promise.resolve();
    }
    await expect(playNotificationRing(Suspended as unknown as typeof AudioContext)).rejects.toThrow(
      AUDIO_MESSAGES.undetermined,
    );
  });
});

describe('ringLater', () => {
  afterEach(() => vi.useRealTimers());

  it('rings 500 ms after the push, and reports a failure once', async () => {
    vi.useFakeTimers();
    const play = vi.fn(() => Promise.reject(new Error(AUDIO_MESSAGES.undetermined)));
    const failures: string[] = [];
    ringLater(
      comment,
      () => true,
      (m) => failures.push(m),
      play,
    );
    await vi.advanceTimersByTimeAsync(SOUND_DELAY_MS - 1);
    expect(play).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(play).toHaveBeenCalledTimes(1);
    ringLater(
      comment,
      () => true,
      (m) => failures.push(m),
      play,
    );
    await vi.advanceTimersByTimeAsync(SOUND_DELAY_MS);
    expect(play).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([AUDIO_MESSAGES.undetermined]);
  });

  it('reads the ring setting when it is time to ring, not when pushed', async () => {
    vi.useFakeTimers();
    const play = vi.fn(() => Promise.resolve());
    let ringOn = true;
    ringLater(
      comment,
      () => ringOn,
      () => undefined,
      play,
    );
    ringOn = false;
    await vi.advanceTimersByTimeAsync(SOUND_DELAY_MS);
    expect(play).not.toHaveBeenCalled();
  });
});

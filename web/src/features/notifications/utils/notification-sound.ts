/**
 * The notification sound (accounts spec §4 "A notification sound plays after 500 ms when the notification
 * is unread, viewable, sound-enabled and its summary is not '-'"; §8 "Unsupported browser audio: 'Browser
 * seems to be outdated' or 'The browser support could not be determined'"; §9 sound delay 500 ms).
 *
 * The ring is a short two-note chime made with the Web Audio API, so no audio file ships with the app.
 * `ringLater` is called for each notification pushed on the user channel.
 */
import { isViewableNotification, ringsFor } from '../../../../../shared/schemas/notification-limits';

/** accounts spec §9 "sound delay 500 ms". */
export const SOUND_DELAY_MS = 500;

/** accounts spec §8, word for word. */
export const AUDIO_MESSAGES = {
  outdated: 'Browser seems to be outdated',
  undetermined: 'The browser support could not be determined',
} as const;

/** What a pushed notification carries (its stored attributes). */
export interface PushedNotification {
  notification_type?: unknown;
  resource_id?: unknown;
  status?: unknown;
  summary?: unknown;
  is_read?: unknown;
}

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/** Play the chime (two sine notes, 0.35 s in all). @throws Error with an AUDIO_MESSAGES text when the browser cannot. */
export async function playNotificationRing(
  AudioCtor: AudioContextClass | undefined = globalThis.AudioContext,
): Promise<void> {
  if (typeof AudioCtor !== 'function') throw new Error(AUDIO_MESSAGES.outdated);
  try {
    context ??= new AudioCtor();
    // Browsers hold audio until the page has had a click or key press; resume() then stays suspended.
    if (context.state === 'suspended') await context.resume();
    if (context.state !== 'running') throw new Error('suspended');
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.14, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.21);
    }
  } catch {
    throw new Error(AUDIO_MESSAGES.undetermined);
  }
}

/** Whether a pushed notification rings for a reader whose ring is `ringOn`. */
export function pushedNotificationRings(data: PushedNotification, ringOn: boolean): boolean {
  const fields = {
    notification_type: String(data.notification_type ?? ''),
    resource_id: typeof data.resource_id === 'string' ? data.resource_id : null,
    status: typeof data.status === 'string' ? data.status : null,
  };
  return ringsFor({
    is_read: data.is_read === true,
    summary: String(data.summary ?? '-'),
    viewable: isViewableNotification(fields),
    is_sound_enabled: ringOn,
  });
}

/**
 * After SOUND_DELAY_MS, ring for `data` when it rings (see `pushedNotificationRings`); a failure is
 * reported once per page load through `onFailure` with the spec's message.
 */
let reportedFailure = false;
export function ringLater(
  data: PushedNotification,
  ringOn: () => boolean,
  onFailure: (message: string) => void,
  play = playNotificationRing,
): void {
  setTimeout(() => {
    if (!pushedNotificationRings(data, ringOn())) return;
    play().catch((error: Error) => {
      if (reportedFailure) return;
      reportedFailure = true;
      onFailure(error.message);
    });
  }, SOUND_DELAY_MS);
}

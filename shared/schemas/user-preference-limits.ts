/**
 * Limits of minimized cards, search history and popup snoozes (cards spec §9 "Search history 50
 * entries", "Popup snooze 5 minutes"; decisions K24–K26). Zod-free for the web's initial JS.
 */
export const PREFERENCE_LIMITS = {
  /** Cards one user keeps minimized at once. */
  minimizedCards: 10,
  /** Search history entries per user and workspace (cards spec §4). */
  searchHistory: 50,
  searchTextLength: 255,
  /** Popup snooze (cards spec §5, §9). */
  popupSnoozeMs: 5 * 60 * 1000,
  /** Longest snooze the API accepts. */
  popupSnoozeMaxMs: 24 * 60 * 60 * 1000,
} as const;

/** Popup ids are short names (e.g. `archive_card`), not generated ids. */
export const POPUP_ID_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export const PREFERENCE_MESSAGES = {
  tooManyMinimized: `You can minimize at most ${PREFERENCE_LIMITS.minimizedCards} cards. Restore one first.`,
  historyNotFound: 'Search history entry not found',
  snoozeRange: 'dismiss_until must be in the future and at most a day ahead',
} as const;

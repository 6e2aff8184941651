/**
 * Review links' constants (issue 37 "Review by link, no password"; BRIEF §8 "Review links are credentials";
 * decisions RL1–RL8): the link and session tokens' forms, lifetimes, limits and messages. Without zod, so the
 * API's authorizer bundles none; ./review-links.ts re-exports them beside the request and answer schemas.
 */
/** A review link's token: 32 random bytes (256 bits) in base64url, 43 characters; the e-mail links `/review/{token}`. */
export const REVIEW_LINK_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A reviewer session's fixed prefix, so the authorizer tells it from a Cognito token or an API key. */
export const REVIEW_SESSION_PREFIX = 'glr_';
/** A whole reviewer session token: the prefix and 32 random bytes in base64url. */
export const REVIEW_SESSION_PATTERN = /^glr_[A-Za-z0-9_-]{43}$/;

/** A device's id, as the review page keeps it (localStorage): 32 random bytes in base64url (decisions K1). */
export const REVIEW_DEVICE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The one-time code e-mailed to a reviewer whose invite requires it (issue 37; decisions K1). */
export const REVIEW_CODE_PATTERN = /^\d{6}$/;

/** The link lifetimes offered, in days (30 by default). */
export const REVIEW_LINK_EXPIRIES = [7, 30, 90] as const;
export type ReviewLinkExpiry = (typeof REVIEW_LINK_EXPIRIES)[number];

/** What a reviewer has done so far, the furthest step kept. */
export const REVIEWER_STATUSES = ['invited', 'opened', 'commented', 'approved', 'changes_requested'] as const;
export type ReviewerStatus = (typeof REVIEWER_STATUSES)[number];

export const REVIEW_LINK_LIMITS = {
  /** Invitations one card may hold (issue 37). */
  perCard: 50,
  defaultDays: 30 as ReviewLinkExpiry,
  /** A reviewer session lasts 12 hours, then the link must be opened again (decisions RL3). */
  sessionMs: 12 * 3600 * 1000,
  /** Openings of one link per 10 minutes, and from one address (decisions RL5). */
  opensPerToken: 20,
  opensPerAddress: 60,
  openWindowSeconds: 600,
  nameLength: 80,
  /** A code by e-mail (decisions K1): 10 minutes, 5 tries, then a new code must be asked for. */
  codeMs: 10 * 60 * 1000,
  codeTries: 5,
  /** Codes e-mailed per link and per address in an hour (decisions K2). */
  codesPerToken: 5,
  codesPerAddress: 20,
  codeWindowSeconds: 3600,
  /** The devices remembered per reviewer after a right code, newest kept (decisions K1). */
  devicesKept: 10,
} as const;

export const REVIEW_LINK_MESSAGES = {
  /** Every refusal of a link or session, whatever the reason, so none can be told apart (issue 37). */
  invalid: 'This review link is no longer valid. Ask the agency for a new one.',
  tooMany: 'A card can have at most 50 reviewers. Revoke one first.',
  notFound: 'The reviewer cannot be found.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  nameRequired: "Enter the reviewer's name.",
  email: 'Enter a valid e-mail address.',
  expiry: 'Choose a validity of 7, 30 or 90 days.',
  decision: 'Choose approve or request_changes.',
  /** The one-time code (decisions K1): each refusal changes nothing but the tries counter. */
  codeFormat: 'Enter the 6-digit code from the e-mail.',
  codeWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and no tries are left. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeUsedUp: 'Too many wrong codes. Ask for a new code.',
  codeRateLimited: 'Too many codes were asked for. Please wait an hour and try again.',
} as const;

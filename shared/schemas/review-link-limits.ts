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
} as const;

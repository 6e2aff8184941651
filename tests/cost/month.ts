/**
 * The modelled agency month the cost model prices (issue 39 "A cost model, measured"): who works, and how
 * often each user action happens in one organization's month. The replay measures each action on the local
 * stack and multiplies by these counts; anything here that is not an action is priced from the model itself.
 */

/** People and time: 8 team members, 4 client reviewers, 3 workspaces; 22 working days. */
export const PEOPLE = { team: 8, reviewers: 4, workspaces: 3 } as const;
export const WORKING_DAYS = 22;
/** Each team member keeps a board open this many hours a working day (a WebSocket connection meanwhile). */
export const BOARD_HOURS_PER_DAY = 6;

/** The user actions of the month, and how many times each happens. */
export const MONTH_ACTIONS = {
  'create a card': 300,
  'comment or pin': 1500,
  'upload a 2 MB image': 600,
  'open a card': 20_000,
  'move a card': 5000,
  /** A submission and the client's decision. */
  'approval round': 400,
  /** Each team member opens a board each working day (the whole board, then it stays open and live). */
  'open a board': PEOPLE.team * WORKING_DAYS,
  /** The web app pings every 5 minutes while a board is open (web/src/lib/live/live-socket.ts). */
  'keep-alive ping': PEOPLE.team * WORKING_DAYS * BOARD_HOURS_PER_DAY * 12,
} as const;

export type MonthAction = keyof typeof MONTH_ACTIONS;

/** Bytes of each modelled upload. */
export const UPLOAD_BYTES = 2 * 1024 * 1024;

/** WebSocket connection minutes of the month: every team member's open board. */
export const CONNECTION_MINUTES = PEOPLE.team * WORKING_DAYS * BOARD_HOURS_PER_DAY * 60;

/**
 * Monthly active users Cognito bills: the team. Client reviewers review by e-mailed link (issue 37), with no
 * Cognito user; one who signs in as an Approver would add $0.015.
 */
export const MONTHLY_ACTIVE_USERS = PEOPLE.team;

/** The web app is loaded whole (every asset) this many times a month per team member: after each deploy, or a cleared cache. */
export const APP_LOADS_PER_MEMBER = 4;

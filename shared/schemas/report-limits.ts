/**
 * The reports' limits and messages (issue 28; decisions G1–G12), without the schemas, so the web pages
 * import them without zod (the initial-JS budget, as the other `*-limits.ts` modules do).
 */
/** The longest range a report covers (a year and a day), so one report stays a bounded read. */
export const REPORT_MAX_DAYS = 366;
/** Ranges longer than this chart per week instead of per day (issue 28). */
export const REPORT_DAILY_MAX_DAYS = 31;
/** A card waits on the client "too long" after this many days (issue 28 "more than 3 days"). */
export const WAITING_DAYS = 3;

export const REPORT_MESSAGES = {
  badDay: 'must be a date as yyyy-mm-dd',
  badZone: 'tz must be an IANA time zone such as Europe/Berlin',
  inverted: 'from must be on or before to',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  notAllowed: 'You are not allowed to see this report.',
} as const;

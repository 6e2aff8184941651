/**
 * When a recurring card repeats (issue 28 "Recurring cards"; decisions G17, G18): the rule as an RFC 5545
 * RRULE computed with the rrule library, in the rule's time zone.
 *
 * rrule works in "floating" wall time: a Date whose UTC fields are the wall-clock fields. The rule is built
 * and read in wall time of `time_zone`, and each occurrence's wall time is then turned into the real instant
 * with the zone's offset on that day, so 09:00 in Europe/Berlin stays 09:00 across the change to and from
 * summer time (07:00Z in summer, 08:00Z in winter). A wall time the clocks skip (02:30 on the spring-forward
 * night) lands an hour later, as calendar apps do.
 */
import { tzOffset } from '@date-fns/tz';
import * as rrulePackage from 'rrule';
import type { Options, RRule as RRuleClass, Weekday as RRuleWeekday } from 'rrule';
import type { RecurrenceRule, Weekday } from '../../../../shared/schemas/recurrence';

/**
 * rrule's exports, however it was loaded: a bundler reads its ES build (named exports on the namespace);
 * Node's ESM loader reads its UMD main, whose exports all sit on `default`. Read through a parameter, so
 * esbuild sees no `default` import of an ES module (issue 36: it warned "Import "default" will always be
 * undefined" on every build).
 */
function rruleExports(namespace: object): { RRule: typeof RRuleClass } {
  return 'RRule' in namespace
    ? (namespace as { RRule: typeof RRuleClass })
    : (namespace as { default: { RRule: typeof RRuleClass } }).default;
}

const { RRule } = rruleExports(rrulePackage);
type RRule = RRuleClass;

const RRULE_WEEKDAYS: Record<Weekday, RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};
const FREQUENCIES = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;

/** The floating wall time (UTC fields = wall fields in `zone`) of a real instant. */
export function toWallTime(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + tzOffset(zone, instant) * 60_000);
}

/** The real instant of a floating wall time in `zone` (a skipped wall time lands after the gap). */
export function fromWallTime(wall: Date, zone: string): Date {
  const guess = wall.getTime() - tzOffset(zone, wall) * 60_000;
  const offset = tzOffset(zone, new Date(guess)) * 60_000;
  return new Date(wall.getTime() - offset);
}

/** The wall day (00:00, floating) of a floating wall time. */
const dayOf = (wall: Date) => new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));

/** The rrule options of `rule` from `dtstart` (a floating wall day), with or without its end. */
function optionsOf(rule: RecurrenceRule, dtstart: Date, withEnd: boolean): Partial<Options> {
  const [hour, minute] = rule.time.split(':').map(Number) as [number, number];
  return {
    freq: FREQUENCIES[rule.frequency],
    interval: rule.interval,
    dtstart,
    byhour: [hour],
    byminute: [minute],
    bysecond: [0],
    ...(rule.frequency === 'weekly' ? { byweekday: rule.weekdays.map((d) => RRULE_WEEKDAYS[d]), wkst: RRule.MO } : {}),
    ...(rule.frequency === 'monthly' ? { bymonthday: [rule.month_day!] } : {}),
    ...(withEnd && rule.count ? { count: rule.count } : {}),
    // The end date is inclusive: until its last wall-clock second.
    ...(withEnd && rule.ends_on ? { until: new Date(`${rule.ends_on}T23:59:59Z`) } : {}),
  };
}

/**
 * The RRULE of `rule` set at `start` (a real instant). Its DTSTART is the wall day of the first occurrence
 * at or after `start`, so `count` counts only occurrences from then on and "every N days/weeks" counts from
 * the first day the rule can fire (today when its time is still to come, else tomorrow).
 */
export function buildRRule(rule: RecurrenceRule, start: Date): RRule {
  const wallStart = toWallTime(start, rule.time_zone);
  const [hour, minute] = rule.time.split(':').map(Number) as [number, number];
  const timePassed =
    wallStart.getUTCHours() * 60 + wallStart.getUTCMinutes() > hour * 60 + minute || wallStart.getUTCSeconds() > 0;
  const firstDay = new Date(dayOf(wallStart).getTime() + (timePassed ? 86_400_000 : 0));
  const first = new RRule(optionsOf(rule, firstDay, false)).after(firstDay, true);
  return new RRule(optionsOf(rule, first ? dayOf(first) : firstDay, true));
}

/** The RFC 5545 text of the rule (for logs and the decision record), e.g. `RRULE:FREQ=WEEKLY;BYDAY=MO;…`. */
export function rruleText(rule: RecurrenceRule, start: Date): string {
  return buildRRule(rule, start).toString();
}

/**
 * The occurrences of `rule` (set at `start`) from `from` (inclusive) to `to` (exclusive), as real instants,
 * oldest first; occurrences before `start` never count.
 */
export function occurrencesBetween(rule: RecurrenceRule, start: Date, from: Date, to: Date): Date[] {
  const rrule = buildRRule(rule, start);
  const lower = Math.max(from.getTime(), start.getTime());
  // Wall times can sit up to a day from real instants: read a day either side, then keep the real range.
  const wallFrom = new Date(toWallTime(new Date(lower), rule.time_zone).getTime() - 86_400_000);
  const wallTo = new Date(toWallTime(to, rule.time_zone).getTime() + 86_400_000);
  return rrule
    .between(wallFrom, wallTo, true)
    .map((wall) => fromWallTime(wall, rule.time_zone))
    .filter((at) => at.getTime() >= lower && at.getTime() < to.getTime());
}

/** The first occurrence of `rule` (set at `start`) at or after `after`, or null when the rule has ended. */
export function nextOccurrence(rule: RecurrenceRule, start: Date, after: Date): Date | null {
  const rrule = buildRRule(rule, start);
  const lower = new Date(Math.max(after.getTime(), start.getTime()));
  let wall = toWallTime(new Date(lower.getTime() - 86_400_000), rule.time_zone);
  // Step through wall-time occurrences until one is at or after `lower` in real time (at most a day's worth).
  for (let i = 0; i < 400; i += 1) {
    const next = rrule.after(wall, i === 0);
    if (!next) return null;
    const at = fromWallTime(next, rule.time_zone);
    if (at.getTime() >= lower.getTime()) return at;
    wall = next;
  }
  return null;
}

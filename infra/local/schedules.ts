/**
 * Runs the scheduled functions locally on their EventBridge rates (functions/src/catalogue.ts) and on
 * demand (`POST /_local/schedules/{name}`, optionally as of `?time=`).
 */
import { SCHEDULED_FUNCTIONS } from '../../functions/src/catalogue';
import { metered } from './metering';

export type ScheduledHandler = (event: { time: string }) => Promise<unknown>;

/**
 * The payload EventBridge Scheduler sends each run: the CDK target input `{ "time": <scheduled time> }`
 * (infra/lib/constructs/schedules.ts), ISO 8601 in UTC without milliseconds, as in events/scheduler/*.json.
 */
export function scheduledEvent(now: Date): { time: string } {
  return { time: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

export function startSchedules(load: (entry: string) => Promise<ScheduledHandler>) {
  const run = async (name: string, time: string = new Date().toISOString()) => {
    const fn = SCHEDULED_FUNCTIONS.find((f) => f.name === name);
    if (!fn) throw new Error(`No scheduled function named ${name}`);
    const handler = await load(fn.entry);
    return metered(fn.name, 'schedule', () => handler(scheduledEvent(new Date(time))));
  };
  const timers = SCHEDULED_FUNCTIONS.map((fn) =>
    setInterval(
      () => void run(fn.name).catch((error: Error) => console.error(`[schedule ${fn.name}]`, error.message)),
      fn.rateMinutes * 60_000,
    ),
  );
  for (const timer of timers) timer.unref();
  return { run, stop: () => timers.forEach(clearInterval) };
}

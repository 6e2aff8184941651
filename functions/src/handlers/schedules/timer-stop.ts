/**
 * Closes timers left running for 12 hours (docs/decisions.md R16): each start queues a `timer_stop` job
 * for its user at start + 12 h; the job stops that timer with exactly 12 hours counted and tells the
 * user in the same transaction. A timer stopped or restarted since is left alone. Runs every 15 minutes
 * (functions/src/catalogue.ts); locally `POST /_local/schedules/timer-stop?time=ISO` runs it as of then.
 */
import { TIME_TRACKING_LIMITS } from '../../../../shared/schemas/time-tracking-limits';
import { getCard } from '../../data/cards';
import { toNotificationRecord } from '../../data/notifications';
import { getActiveTimer } from '../../data/timer-reads';
import { stopTimer } from '../../data/timers';
import { getWorkspace } from '../../data/workspaces';
import { scheduledJob } from '../../services/schedules/run-due-jobs';
import { noticeText } from '../../lib/i18n/notices';

export const handler = scheduledJob({
  timer_stop: async (entry) => {
    const timer = await getActiveTimer(entry.subject_id);
    if (!timer || timer.started_at !== entry.payload?.started_at) return;
    const [card, workspace] = await Promise.all([
      getCard(timer.workspace_id, timer.card_id),
      getWorkspace(timer.workspace_id),
    ]);
    const notice = toNotificationRecord({
      userId: timer.user_id,
      type: 'others',
      category: 'status',
      ...noticeText('timer.autoStopped', { card: card?.name ?? 'a card' }),
      workspaceId: timer.workspace_id,
      workspaceName: workspace?.name ?? '',
      organizationId: timer.organization_id,
      resourceId: timer.card_id,
    });
    const stopped = await stopTimer(timer, Date.parse(timer.started_at) + TIME_TRACKING_LIMITS.maxRunMs, notice);
    // Stopped by hand meanwhile: nothing left to do. Any other failure throws, and the job stays queued.
    if (stopped === null && (await getActiveTimer(entry.subject_id))?.started_at === timer.started_at)
      throw new Error('The timer could not be stopped');
  },
});

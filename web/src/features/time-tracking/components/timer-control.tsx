/**
 * The popup's timer control (cards spec §4 Time tracking: "A stopwatch ticks every second. Only one card
 * may be tracked at a time"; §3 `timestamp_info`, `is_tracked_by_current_user`; §8 'You have a card
 * currently being time-tracked.'; decisions R14, R33): the caller's own time on the card, ticking while
 * their timer runs, and a Start timer / Stop timer button. The card feature mounts it only in stages with
 * `enable_timestamp` and for callers who may track (team roles but Spectator; R14). A refused start
 * shows the server's message as a toast with a link to the card being tracked (from
 * `GET /api/v1/timestamps/current`). A stop confirms what it tracked: "Stopped: 0:07:12 tracked,
 * 1:42:05 on this card" (issue 42). Its texts come from the `time-tracking` catalogue, English bundled
 * (issue 41; decisions LR5).
 */
import { Button } from '@aws-amplify/ui-react';
import type { TimerState } from '../../../../../shared/schemas/time-tracking';
import { paths } from '../../../config/paths';
import { Stopwatch } from '../../../components/ui/stopwatch';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDuration } from '../../../lib/format-duration';
import { translate } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { getCurrentTimer } from '../api/get-current-timer';
import { useToggleTimer } from '../api/toggle-timer';
import '../english-messages';
import './time-tracking.css';

export interface TimerControlProps {
  workspaceId: string;
  cardId: string;
  timer: TimerState;
  onTimerChanged: (state: TimerState) => void;
}

/**
 * Says the start was refused; links the tracked card when the server names it. Called while the control
 * (which loaded the `time-tracking` catalogue) is shown.
 */
async function explainRefusedStart(error: unknown, cardId: string): Promise<void> {
  const message = errorMessage(error);
  if (!(error instanceof ApiError && error.reason === 'timer_running')) {
    toast.error(message);
    return;
  }
  // The lookup only adds the link: if it fails, the message still shows, without it.
  const current = await getCurrentTimer().catch(() => null);
  if (!current || current.card_id === cardId) {
    toast.error(message);
    return;
  }
  toast.errorWithAction(message, {
    label: current.workspace_name
      ? translate('time-tracking', 'timer.openTracked', { card: current.card_name, workspace: current.workspace_name })
      : translate('time-tracking', 'timer.openTrackedCard', { card: current.card_name }),
    href: paths.card.getHref(current.organization_id, current.workspace_id, {
      id: current.card_id,
      name: current.card_name,
    }),
  });
}

/** My time and Start/Stop. */
export function TimerControl({ workspaceId, cardId, timer, onTimerChanged }: TimerControlProps) {
  const { t } = useTranslation('time-tracking');
  const mine = timer.timestamp_info;
  const running = timer.is_tracked_by_current_user;
  const toggle = useToggleTimer(workspaceId, cardId, {
    onSuccess: (state) => {
      onTimerChanged(state);
      // A stop says what it tracked, in the toasts' live region (issue 42).
      if ('stopped_seconds' in state)
        toast.success(
          t('timer.stopped', {
            tracked: formatDuration(state.stopped_seconds),
            total: formatDuration(state.total_timestamp_info.total_seconds),
          }),
        );
    },
    onError: (error, change) => {
      if (change === 'start') void explainRefusedStart(error, cardId);
      else toast.error(errorMessage(error));
    },
  });
  return (
    <div className="gl-timer-control" data-testid="timer-control">
      <span className="gl-timer-control__label">{t('timer.myTime')}</span>
      <Stopwatch
        totalSeconds={mine.total_seconds}
        asOf={mine.active ? mine.as_of : null}
        activeCount={mine.active ? 1 : 0}
        label={t('timer.myTimeLabel')}
        testId="my-stopwatch"
      />
      <Button
        size="small"
        variation={running ? 'destructive' : 'primary'}
        isLoading={toggle.isPending}
        loadingText={running ? t('timer.stopping') : t('timer.starting')}
        onClick={() => toggle.mutate(running ? 'stop' : 'start')}
      >
        {running ? t('timer.stop') : t('timer.start')}
      </Button>
    </div>
  );
}

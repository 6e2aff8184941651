/**
 * The workspace Calendar view (accounts spec §2 Calendar view; §4 Calendar drag; §6
 * can_access_move_content_calendar; §7 `GET /stages/calendar_data?date&search`). Loaded lazily by the
 * workspace route (BRIEF §6: the calendar is lazy-loaded); the desktop month grid (react-big-calendar) is
 * a further lazy chunk, so phones, which get the small day-picker below 768 px, never download it.
 *
 * Shows the month's cards (the API filters to the visible range, BRIEF §6) for the top bar's `?search=`,
 * refreshed every 5 s; loading, "No cards due in {month}." and error states. A drop on another day moves
 * the card's due date there optimistically; a refusal rolls back with an error toast.
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { isSameMonth } from 'date-fns';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import { PageLoader } from '../../../components/ui/page-loader';
import { LoadFailure } from '../../../components/ui/load-failure';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useCalendarData } from '../api/get-calendar-data';
import { useUpdateCardDueDate } from '../api/update-card-due-date';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { monthLabel } from '../utils/calendar-dates';
import { dayKey, movedDueDate, toCalendarEvents } from '../utils/calendar-events';
import { DayPickerCalendar } from './day-picker-calendar';
import './calendar.css';

// The month grid (react-big-calendar) is its own chunk; it renders without suspending once preloaded.
const MonthCalendar = lazyWithPreload(() => import('./month-calendar').then((m) => m.MonthCalendar));

interface CalendarViewProps {
  organizationId: string;
  workspace: WorkspaceDetail;
  search: string;
}

/** The workspace's Calendar view: data, states, and the desktop or mobile calendar (accounts spec §2, §4, §7). */
export function CalendarView({ organizationId, workspace, search }: CalendarViewProps) {
  const { t } = useTranslation('calendar');
  const [date, setDate] = useState(() => new Date());
  const mobile = useMediaQuery(MOBILE_QUERY);
  const query = useCalendarData(workspace.id, dayKey(date), search);
  const move = useUpdateCardDueDate(workspace.id);
  const canMove = workspace.permissions.can_access_move_content_calendar === true;
  // Fetch the month grid's chunk alongside the month's data, not after it (issue 11: a 1,000-card month in under 1 s).
  useEffect(() => {
    if (!mobile) void MonthCalendar.preload();
  }, [mobile]);

  const stageIds = useMemo(() => workspace.stages.map((s) => s.id), [workspace.stages]);
  const events = useMemo(() => toCalendarEvents(query.data?.items ?? [], stageIds), [query.data, stageIds]);
  const dueThisMonth = events.some((e) => isSameMonth(e.start, date));

  const { mutate } = move;
  const onMove = useCallback(
    (card: CalendarCard, day: Date) => {
      const dueDate = movedDueDate(card.due_date, day);
      if (dueDate) mutate({ cardId: card.id, dueDate });
    },
    [mutate],
  );

  if (query.isPending) return <PageLoader label={t('view.loading')} />;
  if (query.isError && !query.data) {
    return (
      <div className="gl-page">
        <LoadFailure error={query.error} heading={t('view.loadFailed')} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  // The month shown and its cards: the same for the phone's day picker and the desktop grid.
  const month = { organizationId, workspaceId: workspace.id, date, onNavigate: setDate, events };
  return (
    <div className="gl-calendar" data-testid="calendar-view" aria-busy={query.isPlaceholderData}>
      {mobile ? (
        <DayPickerCalendar {...month} />
      ) : (
        <Suspense fallback={<PageLoader label={t('view.loading')} />}>
          <MonthCalendar.Component {...month} canMove={canMove} onMove={onMove} />
        </Suspense>
      )}
      {/* Searching: the grid stays (other months may hold matches), with the state under it. */}
      {!query.isPlaceholderData && !dueThisMonth && search ? (
        <p className="gl-calendar__empty" role="status" data-testid="no-cards-match">
          {t('view.noMatch', { search, month: monthLabel(date) })}
        </p>
      ) : null}
      {!query.isPlaceholderData && !dueThisMonth && !search ? (
        <p className="gl-calendar__empty" role="status">
          {/* Named, because the grid also shows the next and previous months' edge days. */}
          {t('view.noCards', { month: monthLabel(date) })}
        </p>
      ) : null}
      {query.data?.truncated ? <p className="gl-calendar__empty">{t('view.truncated')}</p> : null}
    </div>
  );
}

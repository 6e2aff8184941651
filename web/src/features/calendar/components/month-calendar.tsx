/**
 * The desktop month calendar (accounts spec §2 Calendar view: month calendar with prev, next and "This
 * Month"; 1 event per day before "+N more", which opens the day's full list; §4 Calendar drag).
 * react-big-calendar with the date-fns localizer, month view only. With can_access_move_content_calendar
 * an event can be dragged to another day (drag-and-drop addon); a drop on the same day is ignored. Each
 * event is a link that opens the card, so it is reachable and opened by keyboard (Tab, Enter); with the
 * same permission, Shift + an arrow key moves the focused card a day (left, right) or a week (up, down).
 *
 * One event per day (accounts spec §9): the grid gets each day's earliest card and, on a busy day, a
 * "+N more" entry after it (`oneEventPerDay`) that opens the day's list in a dialog. react-big-calendar's
 * own "+N more" would draw a lone hidden event instead of "+1 more" (decisions W16); calendar.css fixes
 * the week rows at a heading and two event rows and a half, so the card and the "+N more" both fit.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { Calendar, dateFnsLocalizer, type EventProps, type ToolbarProps } from 'react-big-calendar';
import * as dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { addDays, format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { currentDateLocale, intlLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dayLabel, monthLabel, shortDayLabel } from '../utils/calendar-dates';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import {
  dayKey,
  isMoreEvent,
  oneEventPerDay,
  type CalendarEvent,
  type MonthEvent,
  type MoreEvent,
} from '../utils/calendar-events';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { cardHref } from '../utils/card-link';
import { dueTag } from '../../../lib/due-tag';
import { paths } from '../../../config/paths';
import { MonthToolbar } from './month-toolbar';
import { useGridRowRoles } from '../hooks/use-grid-row-roles';
import { CalendarTimer } from './calendar-timer';

/** The localizer of the interface language: its date-fns locale gives day names and the week's first day. */
function localizerOf(culture: string) {
  return dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { [culture]: currentDateLocale() ?? enUS } });
}
/** The month heading as the rest of the app writes it. */
const FORMATS = { monthHeaderFormat: (date: Date) => monthLabel(date) };
type WithDragAndDrop = typeof dragAndDropAddon.default;
/**
 * The addon is CommonJS (`exports.default`, flagged `__esModule`); depending on the bundler's interop its
 * default export arrives once or twice wrapped, so unwrap until it is the function.
 */
function addonFunction(module: unknown): WithDragAndDrop {
  let value = module;
  for (let i = 0; i < 3 && typeof value !== 'function'; i++)
    value = (value as { default?: unknown } | undefined)?.default;
  if (typeof value !== 'function') throw new Error('react-big-calendar drag-and-drop addon not found');
  return value as WithDragAndDrop;
}
const DragAndDropCalendar = addonFunction(dragAndDropAddon)<MonthEvent>(Calendar);
const VIEWS = ['month' as const];
// A completed card's mark (its due tag names it).
const DONE = '✓ ';

interface MonthCalendarProps {
  organizationId: string;
  workspaceId: string;
  date: Date;
  onNavigate: (date: Date) => void;
  events: CalendarEvent[];
  canMove: boolean;
  onMove: (card: CalendarCard, day: Date) => void;
}

function Toolbar({ label, onNavigate }: ToolbarProps<MonthEvent>) {
  return (
    <MonthToolbar
      label={label}
      onPrev={() => onNavigate('PREV')}
      onNext={() => onNavigate('NEXT')}
      onToday={() => onNavigate('TODAY')}
    />
  );
}

/** The card's due tag label (cards spec §4: Completed, Due Today, Past Due …), '' beyond 7 days. */
function dueLabel(card: { due_date: string | null; completed: boolean }): string {
  return dueTag(card.due_date, card.completed, new Date())?.label ?? '';
}

/** Days a Shift+arrow key moves a card by. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DayListProps {
  organizationId: string;
  workspaceId: string;
  more: MoreEvent;
  onClose: () => void;
}

/** A busy day's cards, each a link to the card (what "+N more" opens). */
function DayList({ organizationId, workspaceId, more, onClose }: DayListProps) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog title={dayLabel(more.start)} onClose={onClose} testId="calendar-day-list">
      <ul className="gl-calendar__day-list">
        {more.day.map((event) => (
          <li key={event.id}>
            <Link
              className="gl-calendar__day-card"
              to={cardHref(organizationId, workspaceId, event.card)}
              style={{ borderLeftColor: event.color }}
            >
              <span>
                {event.card.completed ? <span aria-hidden="true">{DONE}</span> : null}
                <CalendarTimer card={event.card} />
                {event.title}
              </span>
              <span className="gl-calendar__day-stage">{event.card.stage_name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Flex justifyContent="flex-end">
        <Button onClick={onClose}>{t('month.close')}</Button>
      </Flex>
    </Dialog>
  );
}

/** The desktop month grid of a workspace's cards (accounts spec §2 Calendar view, §4 Calendar drag). */
export function MonthCalendar({
  organizationId,
  workspaceId,
  date,
  onNavigate,
  events,
  canMove,
  onMove,
}: MonthCalendarProps) {
  const { t, language } = useTranslation('calendar');
  const culture = language === 'en' ? 'en-US' : intlLocale(language);
  const localizer = useMemo(() => localizerOf(culture), [culture]);
  const hintId = useId();
  const [openDay, setOpenDay] = useState<MoreEvent | null>(null);
  const monthEvents = useMemo(() => oneEventPerDay(events), [events]);
  const EventLink = useCallback(
    ({ event }: EventProps<MonthEvent>) =>
      isMoreEvent(event) ? (
        <button
          type="button"
          className="rbc-show-more gl-calendar__more"
          onClick={() => setOpenDay(event)}
          aria-label={t('month.moreLabel', { more: event.title, day: shortDayLabel(event.start) })}
        >
          {event.title}
        </button>
      ) : (
        <Link
          className="gl-calendar__event-link"
          to={cardHref(organizationId, workspaceId, event.card)}
          state={paths.card.state('calendar')}
          data-testid={`calendar-event-${event.id}`}
          title={dueLabel(event.card) || undefined}
          aria-describedby={canMove ? hintId : undefined}
          onKeyDown={(e: KeyboardEvent) => {
            const step = KEY_STEPS[e.key];
            if (!canMove || !e.shiftKey || step === undefined) return;
            e.preventDefault();
            onMove(event.card, addDays(event.start, step));
          }}
          // A drag starts on mouse down; the link must not also start the browser's own link drag.
          draggable={false}
        >
          {event.card.completed ? <span aria-hidden="true">{DONE}</span> : null}
          <CalendarTimer card={event.card} />
          {event.title}
          {/* The name is what the link shows plus its stage and due tag (WCAG 2.5.3: no aria-label that drops the timer). */}
          <span className="visually-hidden">{`, ${event.card.stage_name}${dueLabel(event.card) ? `, ${dueLabel(event.card)}` : ''}`}</span>
        </Link>
      ),
    [organizationId, workspaceId, canMove, hintId, onMove, t],
  );
  const components = useMemo(() => ({ toolbar: Toolbar, event: EventLink }), [EventLink]);
  const onEventDrop = useCallback(
    ({ event, start }: EventInteractionArgs<MonthEvent>) => {
      if (!isMoreEvent(event)) onMove(event.card, new Date(start));
    },
    [onMove],
  );

  const gridRef = useRef<HTMLDivElement>(null);
  useGridRowRoles(gridRef);
  // react-big-calendar names its month table "Month View" with no message for it: name it in the language.
  const gridLabel = t('month.gridLabel');
  useEffect(() => {
    gridRef.current?.querySelector('.rbc-month-view')?.setAttribute('aria-label', gridLabel);
  });

  return (
    <>
      <div ref={gridRef} className="gl-calendar__grid">
        <DragAndDropCalendar
          localizer={localizer}
          culture={culture}
          formats={FORMATS}
          date={date}
          onNavigate={onNavigate}
          view="month"
          views={VIEWS}
          onView={() => undefined}
          events={monthEvents}
          components={components}
          popup
          selectable={false}
          resizable={false}
          draggableAccessor={(event) => canMove && !isMoreEvent(event)}
          onEventDrop={canMove ? onEventDrop : undefined}
          eventPropGetter={(event) =>
            isMoreEvent(event)
              ? { className: 'gl-calendar__more-event' }
              : { style: { backgroundColor: event.color, color: event.textColor } }
          }
          dayPropGetter={(day) => ({ className: `gl-calendar__day-${dayKey(day)}` })}
          messages={{ showMore: (count: number) => t('month.more', { count }) }}
          tooltipAccessor={(event) =>
            isMoreEvent(event)
              ? event.title
              : t('month.stageTooltip', { title: event.title, stage: event.card.stage_name })
          }
        />
      </div>
      {canMove ? (
        <p id={hintId} className="gl-calendar__hint">
          {t('month.hint')}
        </p>
      ) : null}
      {openDay ? (
        <DayList
          organizationId={organizationId}
          workspaceId={workspaceId}
          more={openDay}
          onClose={() => setOpenDay(null)}
        />
      ) : null}
    </>
  );
}

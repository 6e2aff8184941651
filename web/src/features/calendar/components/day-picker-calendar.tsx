/**
 * The mobile calendar (accounts spec §2 Calendar view: "on mobile a small day-picker with a day card
 * list"): prev, next and "This Month", a month grid of day buttons (a dot and a count on days with cards;
 * arrow keys move between days, Home/End to the week's ends), and below it the cards due on the chosen
 * day, each opening the card.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { dayKey, sameDay, type CalendarEvent } from '../utils/calendar-events';
import { cardHref } from '../utils/card-link';
import { paths } from '../../../config/paths';
import { DueTag } from '../../../components/ui/due-tag';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dayLabel, dayNumber, monthLabel, weekdayNames, weekStartsOn } from '../utils/calendar-dates';
import { MonthToolbar } from './month-toolbar';
import { CalendarTimer } from './calendar-timer';

interface DayPickerCalendarProps {
  organizationId: string;
  workspaceId: string;
  date: Date;
  onNavigate: (date: Date) => void;
  events: CalendarEvent[];
}

/** The mobile day-picker and the chosen day's cards (accounts spec §2 Calendar view, mobile). */
export function DayPickerCalendar({ organizationId, workspaceId, date, onNavigate, events }: DayPickerCalendarProps) {
  const { t, language } = useTranslation('calendar');
  const week = { weekStartsOn: weekStartsOn() };
  const [chosen, setChosen] = useState<Date>(() => (isSameMonth(new Date(), date) ? new Date() : startOfMonth(date)));
  // The chosen day follows the month shown.
  const selected = isSameMonth(chosen, date) ? chosen : startOfMonth(date);
  const grid = useRef<HTMLDivElement>(null);
  const days = useMemo(
    () => eachDayOfInterval({ start: startOfWeek(startOfMonth(date), week), end: endOfWeek(endOfMonth(date), week) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the week start changes with the language
    [date, language],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) map.set(dayKey(event.start), [...(map.get(dayKey(event.start)) ?? []), event]);
    return map;
  }, [events]);
  const dayEvents = byDay.get(dayKey(selected)) ?? [];

  const choose = (day: Date) => {
    setChosen(day);
    if (!isSameMonth(day, date)) onNavigate(day);
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(day)}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (step !== undefined) choose(addDays(selected, step));
    else if (event.key === 'Home') choose(startOfWeek(selected, week));
    else if (event.key === 'End') choose(endOfWeek(selected, week));
    else return;
    event.preventDefault();
  };

  return (
    <div className="gl-daypicker">
      <MonthToolbar
        label={monthLabel(date)}
        onPrev={() => onNavigate(addDays(startOfMonth(date), -1))}
        onNext={() => onNavigate(addDays(endOfMonth(date), 1))}
        onToday={() => {
          setChosen(new Date());
          onNavigate(new Date());
        }}
      />
      <div
        className="gl-daypicker__grid"
        role="group"
        aria-label={t('day.gridLabel', { month: monthLabel(date) })}
        ref={grid}
        onKeyDown={onKeyDown}
      >
        {weekdayNames().map((d) => (
          <span key={d} className="gl-daypicker__weekday" aria-hidden="true">
            {d}
          </span>
        ))}
        {days.map((day) => {
          const count = byDay.get(dayKey(day))?.length ?? 0;
          const isSelected = sameDay(day, selected);
          return (
            <button
              key={dayKey(day)}
              type="button"
              data-day={dayKey(day)}
              tabIndex={isSelected ? 0 : -1}
              aria-pressed={isSelected}
              aria-label={t('day.label', { day: dayLabel(day), count })}
              className={[
                'gl-daypicker__day',
                isSameMonth(day, date) ? '' : 'gl-daypicker__day--other',
                isToday(day) ? 'gl-daypicker__day--today' : '',
                count ? 'gl-daypicker__day--busy' : '',
              ].join(' ')}
              onClick={() => choose(day)}
            >
              {dayNumber(day)}
            </button>
          );
        })}
      </div>
      <section className="gl-daypicker__list" aria-label={t('day.listLabel', { day: dayLabel(selected) })}>
        <h3 className="gl-daypicker__list-title">{dayLabel(selected)}</h3>
        {dayEvents.length ? (
          <ul>
            {dayEvents.map((event) => (
              <li key={event.id}>
                <Link
                  className="gl-daypicker__card"
                  to={cardHref(organizationId, workspaceId, event.card)}
                  state={paths.card.state('calendar')}
                  data-testid={`calendar-day-card-${event.id}`}
                >
                  <span className="gl-daypicker__swatch" style={{ backgroundColor: event.color }} aria-hidden="true" />
                  <span className="gl-daypicker__card-title">{event.title}</span>
                  <span className="gl-daypicker__card-stage">{event.card.stage_name}</span>
                  <CalendarTimer card={event.card} />
                  <DueTag dueDate={event.card.due_date} completed={event.card.completed} compact />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="gl-daypicker__none">{t('day.none')}</p>
        )}
      </section>
    </div>
  );
}

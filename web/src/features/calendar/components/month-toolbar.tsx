/**
 * The calendar's toolbar (accounts spec §2 Calendar view: prev, next and "This Month"): the month's
 * name as a live heading, and three buttons. Shared by the desktop month view and the mobile day-picker.
 */
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface MonthToolbarProps {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** Month heading with Previous month, This Month and Next month buttons (accounts spec §2 Calendar view). */
export function MonthToolbar({ label, onPrev, onNext, onToday }: MonthToolbarProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="gl-calendar__toolbar">
      <h2 className="gl-calendar__month" aria-live="polite" data-testid="calendar-month">
        {label}
      </h2>
      <div className="gl-calendar__nav" role="group" aria-label={t('toolbar.month')}>
        <Button size="small" onClick={onPrev} aria-label={t('toolbar.previousMonth')}>
          {t('toolbar.previous')}
        </Button>
        <Button size="small" onClick={onToday}>
          {t('toolbar.thisMonth')}
        </Button>
        <Button size="small" onClick={onNext} aria-label={t('toolbar.nextMonth')}>
          {t('toolbar.next')}
        </Button>
      </div>
    </div>
  );
}

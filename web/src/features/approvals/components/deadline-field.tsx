/**
 * The Submit dialog's deadline (issue 38 "Review deadlines"; decisions DL1, DL2): a date field, "Decide by",
 * filled with 2 working days from today in the browser's time zone; the day ends at midnight there. A day
 * before today says so at once (the server refuses it with the same words).
 */
import { useState } from 'react';
import { TextField } from '@aws-amplify/ui-react';
import { dayIn, defaultDeadlineDay } from '../../../../../shared/schemas/review-deadline';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The browser's IANA time zone, sent with the submission. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The day the field starts with. */
export const initialDeadlineDay = (now = Date.now()): string => defaultDeadlineDay(now, browserTimeZone());

/**
 * Why `day` cannot be chosen when the browser's day is `today` (`yyyy-mm-dd`), as an `approvals` key whose
 * English is the server's REVIEW_DEADLINE_MESSAGES text, or null.
 */
export function deadlineFieldError(day: string, today: string): string | null {
  if (!day) return 'deadline.notADate';
  return day < today ? 'deadline.past' : null;
}

/** The date field; `value` is `yyyy-mm-dd`. */
export function DeadlineField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  // The browser's day when the dialog opened: the earliest day the field offers.
  const { t } = useTranslation('approvals');
  const [today] = useState(() => dayIn(Date.now(), browserTimeZone()));
  const error = deadlineFieldError(value, today);
  return (
    <TextField
      label={t('deadline.label')}
      type="date"
      value={value}
      min={today}
      onChange={(event) => onChange(event.target.value)}
      hasError={error !== null}
      errorMessage={error ? t(error) : undefined}
      descriptiveText={t('deadline.hint', { zone: browserTimeZone() })}
      data-testid="approval-deadline"
    />
  );
}

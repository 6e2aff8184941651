/**
 * The Submit dialog's deadline (issue 38 "Review deadlines"; decisions DL1, DL2): a date field, "Decide by",
 * filled with 2 working days from today in the browser's time zone; the day ends at midnight there. A day
 * before today says so at once (the server refuses it with the same words).
 */
import { useState } from 'react';
import { TextField } from '@aws-amplify/ui-react';
import { REVIEW_DEADLINE_MESSAGES, dayIn, defaultDeadlineDay } from '../../../../../shared/schemas/review-deadline';

/** The browser's IANA time zone, sent with the submission. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The day the field starts with. */
export const initialDeadlineDay = (now = Date.now()): string => defaultDeadlineDay(now, browserTimeZone());

/** Why `day` cannot be chosen when the browser's day is `today` (`yyyy-mm-dd`), or null. */
export function deadlineFieldError(day: string, today: string): string | null {
  if (!day) return REVIEW_DEADLINE_MESSAGES.format;
  return day < today ? REVIEW_DEADLINE_MESSAGES.past : null;
}

/** The date field; `value` is `yyyy-mm-dd`. */
export function DeadlineField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  // The browser's day when the dialog opened: the earliest day the field offers.
  const [today] = useState(() => dayIn(Date.now(), browserTimeZone()));
  const error = deadlineFieldError(value, today);
  return (
    <TextField
      label="Decide by"
      type="date"
      value={value}
      min={today}
      onChange={(event) => onChange(event.target.value)}
      hasError={error !== null}
      errorMessage={error ?? undefined}
      descriptiveText={`Reviewers who have not decided are reminded that morning. Default: 2 working days (${browserTimeZone()}).`}
      data-testid="approval-deadline"
    />
  );
}

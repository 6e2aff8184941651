/**
 * What a recurring card's copy is called and when it is due (issue 35 "Recurring cards repeat"; decisions
 * RC2–RC4): keyed by the occurrence's date in the rule's time zone, due at the occurrence itself (the rule's
 * time of day), named with that date so it can be told from the template and from the other copies.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { uuidv5 } from '../../lib/ids/uuid';

/** Card names are at most 255 characters (cards spec §7; shared/schemas/card.ts). */
const MAX_NAME = 255;

/** The occurrence's date in `zone`, `YYYY-MM-DD` (its key: one copy per template and date). */
export const occurrenceDay = (at: Date, zone: string): string => format(new TZDate(at.getTime(), zone), 'yyyy-MM-dd');

/** The card id of the copy of `templateId` for `day`: stable, so a retried run writes the same card. */
export const occurrenceCardId = (templateId: string, day: string): string =>
  uuidv5(`recurring_card:${templateId}:${day}`);

/**
 * The copy's name: the template's, a middle dot and the occurrence's date in `zone` ("Social calendar ·
 * Mon 14 Dec"); a long template name is cut (by code points) so the whole stays within 255 characters.
 */
export function occurrenceName(templateName: string, at: Date, zone: string): string {
  const suffix = ` · ${format(new TZDate(at.getTime(), zone), 'EEE d MMM')}`;
  let name = templateName.trim();
  while (name.length + suffix.length > MAX_NAME) name = [...name].slice(0, -1).join('').trimEnd();
  return `${name}${suffix}`;
}

/**
 * The copy's dates: due at the occurrence `at`; a start date only when the template has one before its
 * due date, the same lead time before the occurrence (decisions RC4). ISO instants.
 */
export function occurrenceDates(
  template: { start_date?: string; due_date?: string },
  at: Date,
): { start_date: string | null; due_date: string } {
  const lead =
    template.start_date && template.due_date ? Date.parse(template.due_date) - Date.parse(template.start_date) : 0;
  return {
    start_date: lead > 0 ? new Date(at.getTime() - lead).toISOString() : null,
    due_date: at.toISOString(),
  };
}

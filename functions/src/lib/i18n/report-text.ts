/**
 * The review report's words in the reader's language (issue 41 "every string a person reads … the review
 * report PDF"; decisions LV7): the server-only `review-report` namespace, formatted with intl-messageformat.
 * Imported only by the contents function's report, so no other function carries the four catalogues.
 */
import enReport from '../../../../shared/i18n/locales/en/review-report.json';
import esReport from '../../../../shared/i18n/locales/es/review-report.json';
import deReport from '../../../../shared/i18n/locales/de/review-report.json';
import frReport from '../../../../shared/i18n/locales/fr/review-report.json';
import { catalogueText } from './messages';

/** The report's translator for `language`: `reportText('de')('card', { card })` → "Karte: Poster". */
export const reportText = catalogueText('review-report', { en: enReport, es: esReport, de: deReport, fr: frReport });

/** A translator of the report's words, as {@link reportText} gives. */
export type ReportText = ReturnType<typeof reportText>;

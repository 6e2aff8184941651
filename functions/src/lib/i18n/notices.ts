/**
 * Bell notices in each reader's language (issue 41 "each user's language … used for that user's bell
 * notifications"; decisions LV1). A writer stores the English summary (what webhooks, e-mails and older
 * readers use) and the `notices` catalogue key with its values; the notifications list formats the key in
 * the reader's language. Only English is bundled with the writers; the other languages load with
 * ./notice-summary.ts, which only the notifications function imports.
 */
import enNotices from '../../../../shared/i18n/locales/en/notices.json';
import type { Language } from '../../../../shared/i18n/languages';
import { readableUtcIn } from '../text/readable-date';
import { formatCatalogueMessage } from './messages';

/** A key of the `notices` catalogue. */
export type NoticeKey = keyof typeof enNotices;

/** A notice's wording: its catalogue key and the values of its arguments (names, card and stage). */
export interface NoticeMessage {
  key: NoticeKey;
  values: Record<string, string>;
}

/**
 * `values` as a reader of `language` reads them: a value whose name ends in `Date` is stored as an ISO instant
 * and written the reader's way ("Nov 30, 2026 05:00 PM", "30.11.2026, 17:00 UTC"); the others as they are.
 */
export function noticeValuesIn(language: Language, values: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name.endsWith('Date') ? readableUtcIn(language, value) : value,
    ]),
  );
}

/** The English summary of notice `key` with `values`, and the message to store beside it. */
export function noticeText(
  key: NoticeKey,
  values: Record<string, string>,
): { summary: string; message: NoticeMessage } {
  return {
    summary: formatCatalogueMessage(`en/notices:${key}`, 'en', enNotices[key], noticeValuesIn('en', values)),
    message: { key, values },
  };
}

/**
 * A reviewer by link's name as stored in a notice's English summary and values: "Dana Ruiz (Reviewer)" (issue 37
 * "marked 'Reviewer'"; decisions K4, LV12). Only the English catalogue, so writers carry no other language;
 * `noticeSummary` rewords the mark for other readers.
 */
export function reviewerNameInEnglish(name: string): string {
  return formatCatalogueMessage('en/notices:actor.reviewer', 'en', enNotices['actor.reviewer'], { name });
}

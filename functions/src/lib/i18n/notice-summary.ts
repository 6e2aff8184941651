/**
 * A stored notice's summary in the reader's language (issue 41; decisions LV1): its `notices` message in
 * that language when it has one, else the stored English summary (notices written before the message was
 * stored, and those not worded through the catalogue yet).
 */
import enNotices from '../../../../shared/i18n/locales/en/notices.json';
import esNotices from '../../../../shared/i18n/locales/es/notices.json';
import deNotices from '../../../../shared/i18n/locales/de/notices.json';
import frNotices from '../../../../shared/i18n/locales/fr/notices.json';
import type { Language } from '../../../../shared/i18n/languages';
import { formatCatalogueMessage } from './messages';
import { noticeValuesIn, reviewerNameInEnglish } from './notices';

const NOTICES: Record<Language, Record<string, string>> = {
  en: enNotices,
  es: esNotices,
  de: deNotices,
  fr: frNotices,
};

/** `record`'s summary for a reader of `language`. */
export function noticeSummary(
  record: { summary: string; message_key?: string; message_values?: Record<string, string> },
  language: Language,
): string {
  const message = record.message_key ? NOTICES[language][record.message_key] : undefined;
  if (language === 'en' || message === undefined) return record.summary;
  const values = noticeValuesIn(language, record.message_values);
  // A reviewer by link's act is stored under "Name (Reviewer)" (post-comment.ts `actorNameOf`): the mark is worded
  // for the reader here, which also covers the notices stored before there were other languages.
  if (values.actor?.endsWith(REVIEWER_MARK))
    values.actor = reviewerActorName(values.actor.slice(0, -REVIEWER_MARK.length), language);
  return formatCatalogueMessage(`${language}/notices:${record.message_key}`, language, message, values);
}

/** The English mark (" (Reviewer)") a reviewer by link's name carries in stored notice values. */
const REVIEWER_MARK = reviewerNameInEnglish('');

/**
 * A reviewer by link's name as a notice's actor, marked as a reviewer in `language` ("Dana Ruiz (Reviewer)",
 * "Dana Ruiz (Prüfer)"; issue 37 "marked 'Reviewer'", issue 41; decisions K4).
 */
export function reviewerActorName(name: string, language: Language): string {
  return formatCatalogueMessage(`${language}/notices:actor.reviewer`, language, NOTICES[language]['actor.reviewer']!, {
    name,
  });
}

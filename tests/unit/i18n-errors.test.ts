/**
 * The API's refusals in three languages (issue 41 "every string a person reads comes from the catalogues: … the
 * API's error messages"; decisions LN8, MD1, MD2): every refusal of the shared message tables is an English entry
 * of the `errors` catalogue, word for word, so the error envelope answers it in Spanish and German (the catalogue
 * test checks every language has every key); the messages built from a limit (functions/src/lib/i18n/limit-messages.ts)
 * come out in English exactly as the shared tables build them. The catalogues are read as written (JSON): the unit
 * project's Vite plugin would hand them over parsed. tests/integration/languages.test.ts checks the answers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LIMIT_MESSAGE_VALUES } from '../../functions/src/lib/i18n/limit-messages';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';
import { BODY_MESSAGES } from '../../functions/src/handlers/domain-handler';
import { ROLE_RULE_MESSAGES } from '../../shared/permissions/ranks';
import { ANNOTATION_MESSAGES } from '../../shared/schemas/annotation-anchor';
import { API_KEY_MESSAGES } from '../../shared/schemas/api-key-limits';
import { APPROVAL_RULE_MESSAGES } from '../../shared/schemas/approval-rule-limits';
import { APPROVAL_MESSAGES } from '../../shared/schemas/approvals-limits';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../shared/schemas/auth-messages';
import { CALENDAR_FEED_MESSAGES } from '../../shared/schemas/calendar-feed';
import { COPY_MESSAGES } from '../../shared/schemas/card-copy-limits';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../shared/schemas/chat-limits';
import { CHECKLIST_MESSAGES } from '../../shared/schemas/checklist-limits';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from '../../shared/schemas/comments-limits';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../shared/schemas/contents-limits';
import { IDEMPOTENCY_MESSAGES } from '../../shared/schemas/idempotency-limits';
import { INVITE_MESSAGES } from '../../shared/schemas/invitation-limits';
import { LABEL_MESSAGES } from '../../shared/schemas/label-limits';
import { TRANSFER_MESSAGES } from '../../shared/schemas/org-transfer-limits';
import { RECURRENCE_MESSAGES } from '../../shared/schemas/recurrence';
import { BIN_MESSAGES } from '../../shared/schemas/recycle-bin-limits';
import { REPORT_MESSAGES } from '../../shared/schemas/report-limits';
import { REVIEW_DEADLINE_MESSAGES } from '../../shared/schemas/review-deadline';
import { REVIEW_LINK_MESSAGES } from '../../shared/schemas/review-link-limits';
import { RULE_MESSAGES } from '../../shared/schemas/rules';
import { TEXT_MESSAGES } from '../../shared/schemas/text';
import { TIME_TRACKING_MESSAGES } from '../../shared/schemas/time-tracking-limits';
import { UPLOAD_MESSAGES } from '../../shared/schemas/upload-limits';
import { PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../shared/schemas/user-preference-limits';
import { WEBHOOK_MESSAGES } from '../../shared/schemas/webhooks';
import { ACTIVITY_MAX_PAGE_SIZE } from '../../shared/schemas/activity';
import { MAX_REVIEWERS_PER_SUBMISSION } from '../../shared/schemas/approvals';
import { MAX_DESCRIPTION_LENGTH } from '../../shared/schemas/card';

type Catalogue = Record<string, string>;
const catalogue = (language: string): Catalogue =>
  JSON.parse(
    readFileSync(resolve(__dirname, `../../shared/i18n/locales/${language}/errors.json`), 'utf8'),
  ) as Catalogue;
const english = catalogue('en');
const englishTexts = new Set(Object.values(english));
const englishOf = (key: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(english[key], 'en').format(values));

const TABLES: Record<string, Record<string, unknown>> = {
  ANNOTATION_MESSAGES,
  API_KEY_MESSAGES,
  APPROVAL_RULE_MESSAGES,
  APPROVAL_MESSAGES,
  ACCOUNT_MESSAGES,
  MESSAGES,
  CALENDAR_FEED_MESSAGES,
  COPY_MESSAGES,
  CHAT_MESSAGES,
  CHECKLIST_MESSAGES,
  COMMENT_MESSAGES,
  CONTENT_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  INVITE_MESSAGES,
  LABEL_MESSAGES,
  TRANSFER_MESSAGES,
  RECURRENCE_MESSAGES,
  BIN_MESSAGES,
  REPORT_MESSAGES,
  REVIEW_DEADLINE_MESSAGES,
  REVIEW_LINK_MESSAGES,
  RULE_MESSAGES,
  TEXT_MESSAGES,
  TIME_TRACKING_MESSAGES,
  UPLOAD_MESSAGES,
  PREFERENCE_MESSAGES,
  WEBHOOK_MESSAGES,
  BODY_MESSAGES,
  ROLE_RULE_MESSAGES,
};

/**
 * Entries that are no API answer's message (MD1): questions and labels the web shows itself, a stored reason,
 * a job's status text, a fragment the API only sends inside a sentence built with names, and the e-mail's
 * "has already been taken", which the web puts behind the field's label in the reader's language (decisions MB2).
 */
const NOT_API_MESSAGES = new Set([
  'INVITE_MESSAGES.removeConfirm',
  'COMMENT_MESSAGES.deleteConfirm',
  'WEBHOOK_MESSAGES.disabledAfterFailures',
  'TRANSFER_MESSAGES.failed',
  'LABEL_MESSAGES.notMember',
  'ACCOUNT_MESSAGES.emailTaken',
]);

const fixedMessages = Object.entries(TABLES).flatMap(([table, messages]) =>
  Object.entries(messages)
    .filter(([name, text]) => typeof text === 'string' && !NOT_API_MESSAGES.has(`${table}.${name}`))
    .map(([name, text]) => [`${table}.${name}`, text as string] as const),
);

describe('the API refusals in three languages', () => {
  it.each(fixedMessages)('%s is an English entry of the errors catalogue', (_name, text) => {
    const limitTexts = Object.entries(LIMIT_MESSAGE_VALUES).map(([key, values]) => englishOf(key, values));
    expect(englishTexts.has(text) || limitTexts.includes(text)).toBe(true);
  });

  it('formats each message built from a limit in English exactly as the shared table builds it', () => {
    const built: Record<string, string> = {
      'cardCopy.copiesRange': COPY_MESSAGES.copiesRange,
      'checklists.tooManyLists': CHECKLIST_MESSAGES.tooManyLists,
      'checklists.tooManyItems': CHECKLIST_MESSAGES.tooManyItems,
      'comments.tooManyFiles': COMMENT_MESSAGES.tooManyFiles,
      'comments.tooLong': COMMENT_MESSAGES.tooLong,
      'annotations.pathPoints': ANNOTATION_MESSAGES.pathPoints,
      'annotations.pathBytes': ANNOTATION_MESSAGES.pathBytes,
      'apiKeys.tooMany': API_KEY_MESSAGES.tooMany,
      'apiKeys.rateLimited': API_KEY_MESSAGES.rateLimited,
      'chat.tooLong': CHAT_MESSAGES.tooLong,
      'idempotency.tooLong': IDEMPOTENCY_MESSAGES.tooLong,
      'invitations.tooMany': INVITE_MESSAGES.tooMany,
      'preferences.tooManyMinimized': PREFERENCE_MESSAGES.tooManyMinimized,
      'reports.tooLong': REPORT_MESSAGES.tooLong,
      'reviewDeadline.tooFar': REVIEW_DEADLINE_MESSAGES.tooFar,
      'rules.tooMany': RULE_MESSAGES.tooMany,
      'webhooks.tooMany': WEBHOOK_MESSAGES.tooMany,
      'contents.perUpload': CONTENT_MESSAGES.perUpload(CONTENT_LIMITS.perUpload),
      'contents.perCard': CONTENT_MESSAGES.perCard(CONTENT_LIMITS.perCard),
      // The texts written inline in the schemas (decisions MV3), with the schemas' constants.
      'contents.filenameTooLong': `at most ${CONTENT_LIMITS.filenameLength} characters`,
      'activity.perPageMax': `per_page is at most ${ACTIVITY_MAX_PAGE_SIZE}`,
      'approvals.tooManyReviewers': `At most ${MAX_REVIEWERS_PER_SUBMISSION} reviewers.`,
      'cards.descriptionTooLong': `Description is too long (at most ${MAX_DESCRIPTION_LENGTH} characters)`,
      'pagination.perPageRange': `per_page must be a whole number from 1 to ${CHAT_LIMITS.maxPageSize}`,
      'preferences.searchNameTooLong': `name: at most ${PREFERENCE_LIMITS.searchTextLength} characters`,
      'rules.unknownTrigger': RULE_MESSAGES.unknownTrigger,
      'rules.unknownCondition': RULE_MESSAGES.unknownCondition,
      'rules.unknownAction': RULE_MESSAGES.unknownAction,
    };
    expect(Object.keys(built).sort()).toEqual(Object.keys(LIMIT_MESSAGE_VALUES).sort());
    // Chat and comments share one per_page sentence: their page sizes must stay equal for both to be worded.
    expect(COMMENT_LIMITS.maxPageSize).toBe(CHAT_LIMITS.maxPageSize);
    for (const [key, values] of Object.entries(LIMIT_MESSAGE_VALUES))
      expect(englishOf(key, values), key).toBe(built[key]);
  });

  it('writes the limit into each translation', () => {
    for (const language of LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE)) {
      const translated = catalogue(language);
      for (const [key, values] of Object.entries(LIMIT_MESSAGE_VALUES)) {
        const text = String(new IntlMessageFormat(translated[key], language).format(values));
        for (const value of Object.values(values)) expect(text, `${language} ${key}`).toContain(value);
        expect(text).not.toBe(englishOf(key, values));
      }
    }
  });
});

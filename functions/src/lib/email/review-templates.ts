/**
 * E-mails that ask a client reviewer to look (issue 37 "Submitting tells the reviewers", "A new version
 * starts a new round"): who asked, the card and its workspace, and a button that opens the card.
 */
import { brandedEmail, emailText, type EmailContent } from './templates';
import type { Language } from '../../../../shared/i18n/languages';
import { readableDayIn } from '../text/readable-date';

/** What every review e-mail names. */
interface ReviewEmailInput {
  firstName: string;
  cardName: string;
  workspaceName: string;
  /** The app path that opens the card's popup. */
  cardPath: string;
}

/**
 * "Please decide by {day}." for a submission's decision deadline (issue 38 "Deadlines"; decisions SL5): `day` is
 * the card's `approval_deadline_day` (YYYY-MM-DD, the day the team chose); nothing when the card has none.
 */
function decideByParagraph(m: ReturnType<typeof emailText>, language: Language, day: string | undefined): string[] {
  return day ? [m('reviewRequest.decideBy', { day: readableDayIn(language, day) })] : [];
}

/** The `email` messages of a review request and of its voiding. */
const REQUEST_KEYS = {
  subject: 'reviewRequest.subject',
  heading: 'reviewRequest.heading',
  body: 'reviewRequest.body',
  open: 'reviewRequest.open',
} as const;
const VOIDED_KEYS = {
  subject: 'reviewVoided.subject',
  heading: 'reviewVoided.heading',
  body: 'reviewVoided.body',
  open: 'action.openCard',
} as const;

/**
 * Sent to each reviewer a submission asks (and to the same reviewers when it is voided), in their language; a
 * request names the day to decide by (`decideBy`, YYYY-MM-DD) when the submission set one.
 */
export function reviewRequestEmail(
  input: ReviewEmailInput & { actorName: string; voided: boolean; language: Language; decideBy?: string },
): EmailContent {
  const m = emailText(input.language);
  const values = { card: input.cardName, workspace: input.workspaceName, actor: input.actorName };
  const keys = input.voided ? VOIDED_KEYS : REQUEST_KEYS;
  const deadline = input.voided ? [] : decideByParagraph(m, input.language, input.decideBy);
  return brandedEmail({
    subject: m(keys.subject, values),
    heading: m(keys.heading, values),
    paragraphs: [m('greeting', { name: input.firstName }), m(keys.body, values), ...deadline, m('review.footer')],
    action: { label: m(keys.open), path: input.cardPath },
  });
}

/**
 * Sent to the reviewers of a card awaiting them when one of its contents gets a new version, in their
 * language: `version` is the new version's number, `file` the content's file name.
 */
export function newVersionEmail(
  input: ReviewEmailInput & { version: number; file: string; language: Language },
): EmailContent {
  const m = emailText(input.language);
  const values = { card: input.cardName, workspace: input.workspaceName, version: input.version, file: input.file };
  return brandedEmail({
    subject: m('newVersion.subject', values),
    heading: m('newVersion.heading', values),
    paragraphs: [m('greeting', { name: input.firstName }), m('newVersion.body', values), m('review.footer')],
    action: { label: m('reviewRequest.open'), path: input.cardPath },
  });
}

/**
 * Sent to a reviewer invited by link (issue 37 "Review by link, no password"): the link `/review/{token}`
 * opens the card with no account and no password, until `validUntil`. In the reviewer's `language` (issue 41),
 * which the link also carries (`?lang=`), so the review page opens in it. While the card awaits a decision with a
 * deadline, it names the day to decide by.
 */
export function reviewLinkEmail(input: {
  reviewerName: string;
  inviterName: string;
  cardName: string;
  workspaceName: string;
  token: string;
  validUntil: string;
  language: Language;
  /** The day to decide by (YYYY-MM-DD) while the card awaits a decision. */
  decideBy?: string;
}): EmailContent {
  const m = emailText(input.language);
  const values = {
    inviter: input.inviterName,
    card: input.cardName,
    workspace: input.workspaceName,
    until: readableDayIn(input.language, input.validUntil),
  };
  return brandedEmail({
    subject: m('reviewLink.subject', values),
    heading: m('reviewLink.heading', values),
    paragraphs: [
      m('greeting', { name: input.reviewerName }),
      m('reviewLink.body', values),
      ...decideByParagraph(m, input.language, input.decideBy),
      m('reviewLink.until', values),
    ],
    action: { label: m('reviewLink.open'), path: `/review/${input.token}?lang=${input.language}` },
  });
}

/**
 * The one-time code a link that requires one e-mails to its reviewer on a new device (issue 37; decisions K1):
 * 6 digits, valid 10 minutes. It names the card, not the link, so the e-mail alone opens nothing.
 */
export function reviewCodeEmail(input: {
  reviewerName: string;
  cardName: string;
  code: string;
  language: Language;
}): EmailContent {
  const m = emailText(input.language);
  const values = { card: input.cardName, code: input.code };
  return brandedEmail({
    subject: m('reviewCode.subject', values),
    heading: m('reviewCode.heading', values),
    paragraphs: [m('greeting', { name: input.reviewerName }), m('reviewCode.body', values), m('reviewCode.ignore')],
  });
}

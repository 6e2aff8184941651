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

const FOOTER =
  'You get this e-mail because you review this card for the client. You can turn e-mail notifications off in your account settings.';

/** Sent to each reviewer a submission asks (and to the same reviewers when it is voided). */
export function reviewRequestEmail(input: ReviewEmailInput & { actorName: string; voided: boolean }): EmailContent {
  if (input.voided) {
    return brandedEmail({
      subject: `"${input.cardName}" no longer needs your approval`,
      heading: `The submission of "${input.cardName}" was withdrawn`,
      paragraphs: [
        `Hi ${input.firstName},`,
        `${input.actorName} withdrew "${input.cardName}" in ${input.workspaceName}. Nothing waits on you for now.`,
        FOOTER,
      ],
      action: { label: 'Open the card', path: input.cardPath },
    });
  }
  return brandedEmail({
    subject: `Please review "${input.cardName}"`,
    heading: `"${input.cardName}" is ready for your approval`,
    paragraphs: [
      `Hi ${input.firstName},`,
      `${input.actorName} asks you to approve "${input.cardName}" in ${input.workspaceName}. Approve it, or ask for changes, from the card.`,
      FOOTER,
    ],
    action: { label: 'Review the card', path: input.cardPath },
  });
}

/** Sent to the reviewers of a card awaiting them when one of its contents gets a new version. */
export function newVersionEmail(input: ReviewEmailInput & { versionText: string }): EmailContent {
  return brandedEmail({
    subject: `${input.versionText} on "${input.cardName}"`,
    heading: input.versionText,
    paragraphs: [
      `Hi ${input.firstName},`,
      `"${input.cardName}" in ${input.workspaceName} has a new version to review.`,
      FOOTER,
    ],
    action: { label: 'Review the card', path: input.cardPath },
  });
}

/**
 * Sent to a reviewer invited by link (issue 37 "Review by link, no password"): the link `/review/{token}`
 * opens the card with no account and no password, until `validUntil`. In the reviewer's `language` (issue 41),
 * which the link also carries (`?lang=`), so the review page opens in it.
 */
export function reviewLinkEmail(input: {
  reviewerName: string;
  inviterName: string;
  cardName: string;
  workspaceName: string;
  token: string;
  validUntil: string;
  language: Language;
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

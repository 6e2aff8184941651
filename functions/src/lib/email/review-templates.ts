/**
 * E-mails that ask a client reviewer to look (issue 37 "Submitting tells the reviewers", "A new version
 * starts a new round"): who asked, the card and its workspace, and a button that opens the card.
 */
import { brandedEmail, type EmailContent } from './templates';

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
 * opens the card with no account and no password, until `validUntil`.
 */
export function reviewLinkEmail(input: {
  reviewerName: string;
  inviterName: string;
  cardName: string;
  workspaceName: string;
  token: string;
  validUntil: string;
}): EmailContent {
  const until = new Date(input.validUntil).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return brandedEmail({
    subject: `${input.inviterName} asks you to review "${input.cardName}"`,
    heading: `Please review "${input.cardName}"`,
    paragraphs: [
      `Hi ${input.reviewerName},`,
      `${input.inviterName} asks you to review "${input.cardName}" for ${input.workspaceName}. You can comment, approve it or ask for changes; no account or password is needed.`,
      `The link works until ${until}. It is meant for you alone: please do not forward it.`,
    ],
    action: { label: 'Open the review', path: `/review/${input.token}` },
  });
}

/**
 * The one-time code a link that requires one e-mails to its reviewer on a new device (issue 37; decisions K1):
 * 6 digits, valid 10 minutes. It names the card, not the link, so the e-mail alone opens nothing.
 */
export function reviewCodeEmail(input: { reviewerName: string; cardName: string; code: string }): EmailContent {
  return brandedEmail({
    subject: `Your code to review "${input.cardName}": ${input.code}`,
    heading: `Your code: ${input.code}`,
    paragraphs: [
      `Hi ${input.reviewerName},`,
      `Enter ${input.code} on the review page of "${input.cardName}" to open it on this device. The code works for 10 minutes.`,
      'If you did not open the review just now, ignore this e-mail: without the code, the link opens nothing.',
    ],
  });
}

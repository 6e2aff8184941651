/**
 * The review deadline reminder (issue 38 "Review deadlines"): sent on the deadline's morning to each reviewer
 * who has not decided. An Approver's has a button to the card; an e-mail reviewer's points back to the
 * invitation, whose link is stored only as a hash and cannot be sent again (decisions RL1, DL4).
 */
import { brandedEmail, type EmailContent } from './templates';

/** What a reminder names: the reader, the card, its workspace and the deadline as words ("Tue, Dec 8, end of day (Europe/Berlin)"). */
export interface DeadlineEmailInput {
  firstName: string;
  cardName: string;
  workspaceName: string;
  deadlineText: string;
  /** The app path of the card's popup, for an Approver; null for an e-mail reviewer. */
  cardPath: string | null;
}

/** The reminder e-mail. Subject: `Your decision on "{card}" is due today`. */
export function reviewDeadlineEmail(input: DeadlineEmailInput): EmailContent {
  return brandedEmail({
    subject: `Your decision on "${input.cardName}" is due today`,
    heading: `"${input.cardName}" waits for your decision`,
    paragraphs: [
      `Hi ${input.firstName},`,
      `Your approval of "${input.cardName}" in ${input.workspaceName} is due by ${input.deadlineText}. Approve it, or ask for changes.`,
      input.cardPath
        ? 'You get this e-mail because you review this card for the client. You can turn e-mail notifications off in your account settings.'
        : 'Open the review with the link in your invitation e-mail.',
    ],
    ...(input.cardPath ? { action: { label: 'Review the card', path: input.cardPath } } : {}),
  });
}

/**
 * The review deadline reminder (issue 38 "Review deadlines"): sent on the deadline's morning to each reviewer
 * who has not decided. An Approver's has a button to the card; an e-mail reviewer's points back to the
 * invitation, whose link is stored only as a hash and cannot be sent again (decisions RL1, DL4).
 */
import type { Language } from '../../../../shared/i18n/languages';
import { brandedEmail, emailText, type EmailContent } from './templates';

/** What a reminder names: the reader, the card, its workspace and the deadline as words ("Tue, Dec 8, end of day (Europe/Berlin)"). */
export interface DeadlineEmailInput {
  firstName: string;
  cardName: string;
  workspaceName: string;
  deadlineText: string;
  /** The app path of the card's popup, for an Approver; null for an e-mail reviewer. */
  cardPath: string | null;
}

/** The reminder e-mail, in `language` (the reader's). Subject in English: `Your decision on "{card}" is due today`. */
export function reviewDeadlineEmail(input: DeadlineEmailInput & { language: Language }): EmailContent {
  const m = emailText(input.language);
  const values = { card: input.cardName, workspace: input.workspaceName, deadline: input.deadlineText };
  return brandedEmail({
    subject: m('deadline.subject', values),
    heading: m('deadline.heading', values),
    paragraphs: [
      m('greeting', { name: input.firstName }),
      m('deadline.body', values),
      m(input.cardPath ? 'review.footer' : 'deadline.linkReviewer'),
    ],
    ...(input.cardPath ? { action: { label: m('reviewRequest.open'), path: input.cardPath } } : {}),
  });
}

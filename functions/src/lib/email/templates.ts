/**
 * Branded Greenlight e-mails, HTML and text, with links built from APP_URL (issue 3 "E-mail").
 */
import escapeHtml from 'escape-html';
import { env } from '../env';
import type { Language } from '../../../../shared/i18n/languages';
import enEmail from '../../../../shared/i18n/locales/en/email.json';
import esEmail from '../../../../shared/i18n/locales/es/email.json';
import deEmail from '../../../../shared/i18n/locales/de/email.json';
import frEmail from '../../../../shared/i18n/locales/fr/email.json';
import { catalogueText } from '../i18n/messages';

/**
 * The `email` catalogue in `language` (issue 41): subjects and bodies in the recipient's language. It loads
 * with this module, so only the functions that e-mail carry it.
 */
export const emailText = catalogueText('email', { en: enEmail, es: esEmail, de: deEmail, fr: frEmail });

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/**
 * Wrap a message in the Greenlight layout: a heading, paragraphs and one call-to-action link (none for a
 * message that must open nothing, such as a review code (issue 37), or whose reader has no way in but a link
 * we cannot repeat: an e-mail reviewer's deadline reminder, issue 38).
 */
export function brandedEmail(input: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; path: string };
}): EmailContent {
  const url = input.action ? new URL(input.action.path, env.appUrl()).toString() : null;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f5;font-family:Helvetica,Arial,sans-serif;color:#1d2b25">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#1f8a5b;padding-bottom:16px">Greenlight</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(input.heading)}</td></tr>
${input.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:22px;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('')}
${input.action && url ? `<tr><td style="padding:12px 0"><a href="${escapeHtml(url)}" style="background:#1f8a5b;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(input.action.label)}</a></td></tr>` : ''}
</table></td></tr></table></body></html>`;
  const link = input.action && url ? `\n\n${input.action.label}: ${url}` : '';
  const text = `Greenlight\n\n${input.heading}\n\n${input.paragraphs.join('\n\n')}${link}\n`;
  return { subject: input.subject, html, text };
}

/**
 * Workspace invitation (accounts spec §2 accept/decline routes; issue 5 "Invitations"), in `language`: the
 * invitee's own when they have an account, else the inviter's (issue 41).
 */
export function invitationEmail(input: {
  firstName: string;
  inviterName: string;
  workspaceName: string;
  token: string;
  hasAccount: boolean;
  language: Language;
}): EmailContent {
  const m = emailText(input.language);
  const token = encodeURIComponent(input.token);
  const names = { inviter: input.inviterName, workspace: input.workspaceName };
  const content = brandedEmail({
    subject: m('invitation.subject', names),
    heading: m('invitation.heading', { name: input.firstName }),
    paragraphs: [
      m('invitation.intro', names),
      m(input.hasAccount ? 'invitation.hasAccount' : 'invitation.noAccount'),
      m('invitation.expires'),
    ],
    action: { label: m('invitation.accept'), path: `/accept_invitation/${token}` },
  });
  const decline = new URL(`/decline_invitation/${token}`, env.appUrl()).toString();
  return {
    ...content,
    html: content.html.replace(
      '</table></td></tr></table></body>',
      `<tr><td style="font-size:13px;color:#5b6b63">${escapeHtml(m('invitation.notForYou'))} <a href="${decline}">${escapeHtml(m('invitation.declineLink'))}</a>.</td></tr></table></td></tr></table></body>`,
    ),
    text: `${content.text}\n${m('invitation.notForYou')} ${m('invitation.declineShort')}: ${decline}\n`,
  };
}

/**
 * A card's reminder (cards spec §4 reminders; accounts spec §3 `due_reminder`, `past_due_reminder`):
 * the card, its workspace and due date, and a link that opens the card's popup.
 */
export function cardReminderEmail(input: {
  kind: 'due_reminder' | 'past_due_reminder';
  firstName: string;
  cardName: string;
  workspaceName: string;
  /** The due date as the reader's language writes it (`readableUtcIn`). */
  dueDate: string;
  cardPath: string;
  /** The recipient's language (issue 41). */
  language: Language;
}): EmailContent {
  const m = emailText(input.language);
  const pastDue = input.kind === 'past_due_reminder';
  const values = { card: input.cardName, workspace: input.workspaceName, date: input.dueDate };
  return brandedEmail({
    subject: m(pastDue ? 'reminder.pastDue.subject' : 'reminder.due.subject', values),
    heading: m(pastDue ? 'reminder.pastDue.subject' : 'reminder.due.heading', values),
    paragraphs: [
      m('greeting', { name: input.firstName }),
      m(pastDue ? 'reminder.pastDue.body' : 'reminder.due.body', values),
      m('reminder.footer'),
    ],
    action: { label: m('action.openCard'), path: input.cardPath },
  });
}
